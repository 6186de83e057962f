/**
 * Where sign-in returns the user to. When a visitor without a session reaches an /admin page (a
 * link, a bookmark, or the reload after a refused refresh, §4), `RequireSession` sends them to
 * /auth/login with the page in the history state (`{ from: location }`); after signing in they go
 * back there, where the form offers its kept draft. History state survives a reload of the
 * sign-in page and never shows in the address, so it cannot be crafted by a link: still, only a
 * same-app path under /admin is accepted.
 */

/** Where sign-in goes when there is nowhere to return to (§2.3). */
export const AFTER_SIGN_IN = '/admin';

/** The history state `RequireSession` leaves for the sign-in page. */
export interface ReturnState {
  from: { pathname: string; search?: string; hash?: string };
}

/** The state for the sign-in redirect from `location`. */
export function returnState(location: { pathname: string; search?: string; hash?: string }): ReturnState {
  return { from: { pathname: location.pathname, search: location.search ?? '', hash: location.hash ?? '' } };
}

/**
 * Whether `path` is a path of this app under /admin: it starts with '/admin' followed by the end,
 * '/', '?' or '#', and holds no '//' or '\' (which a browser could read as another host) and no
 * dot segments.
 * @example isAdminPath('/admin/administracao/cursos/novo') // true
 * @example isAdminPath('/administrator') // false
 */
export function isAdminPath(path: string): boolean {
  if (!/^\/admin(?:$|[/?#])/.test(path)) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (pathname.includes('//') || path.includes('\\')) return false;
  return !pathname.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * The path to go to after signing in, from the sign-in page's history state: the page the user
 * was sent away from (with its query and hash), or {@link AFTER_SIGN_IN} when there is none or
 * it is not an /admin path.
 * @example returnPath({ from: { pathname: '/admin/administracao/cursos', search: '?page=2' } }) // '/admin/administracao/cursos?page=2'
 */
export function returnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return AFTER_SIGN_IN;
  const from: unknown = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from)) return AFTER_SIGN_IN;
  const part = (key: string) => {
    const value = (from as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  };
  const search = part('search');
  const hash = part('hash');
  const path =
    part('pathname') +
    (search === '' || search.startsWith('?') ? search : `?${search}`) +
    (hash === '' || hash.startsWith('#') ? hash : `#${hash}`);
  return isAdminPath(path) ? path : AFTER_SIGN_IN;
}

/** Whether `RequireSession` sent the user to sign in because the session expired (the state's `sessionEnded`). */
export function cameAfterSessionEnd(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { sessionEnded?: unknown }).sessionEnded === true
  );
}
