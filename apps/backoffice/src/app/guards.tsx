import { hasAny, matchRoute } from '@hangar/domain';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { deniedRouteState } from '../lib/denied-route';
import { returnPath, returnState } from '../lib/return-to';
import { currentUserAtom, isSignedInAtom } from '../lib/session';
import { sessionEndedOnItsOwn } from '../lib/session-ended';
import { NotFoundPage } from './not-found/not-found-page';

/**
 * The /admin area requires a stored session (§2.1); visitors go to /auth/login, carrying the
 * page they wanted in the history state, so signing in brings them back (e.g. to a form whose
 * draft was kept when the session ended, §4), and `sessionEnded` when their session expired, so
 * the sign-in page says so.
 */
export function RequireSession() {
  const signedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  if (signedIn) return <Outlet />;
  const state = { ...returnState(location), sessionEnded: sessionEndedOnItsOwn() };
  return <Navigate to="/auth/login" replace state={state} />;
}

/**
 * A signed-in visitor of /auth/login goes to /admin (§2.1), or back to the /admin page the
 * sign-in was asked for (`returnPath`). This also runs the moment a sign-in succeeds.
 */
export function RedirectIfSignedIn() {
  const signedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  return signedIn ? <Navigate to={returnPath(location.state)} replace /> : <Outlet />;
}

/**
 * The route guard of §2.1/§6, from the domain's route table: an address no route matches shows
 * the not-found page; a route whose permissions the user holds none of sends the user to '/',
 * carrying the refused page so the dashboard says why (`deniedRouteState`).
 * The server enforces the same permissions on every call: this guard is convenience, not
 * security.
 */
export function RequireRoutePermission() {
  const { pathname } = useLocation();
  const user = useAtomValue(currentUserAtom);
  const rule = matchRoute(pathname);
  // Inside the shell, whose `<main>` it is drawn in: no second one.
  if (!rule) return <NotFoundPage inShell />;
  if (rule.permissions.length === 0) return <Outlet />;
  if (user === 'loading') return null;
  const held = user?.permissoes ?? [];
  if (hasAny(held, rule.permissions)) return <Outlet />;
  return <Navigate to="/" replace state={deniedRouteState(pathname)} />;
}

/** A redirect that carries the history state along ('/' → '/admin' → the dashboard). */
export function RedirectKeepingState({ to }: { to: string }) {
  const { state } = useLocation();
  return <Navigate to={to} replace state={state} />;
}
