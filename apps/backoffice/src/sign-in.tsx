import { passwordGrant, restoreCookieSession, type Session } from '@hangar/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './features/auth/components/login-page/login-page';
import { tokenGrantOptions as grants } from './lib/config';
import { askForUserEarly } from './lib/early-user';
import { prefetchAppOnFirstInput } from './lib/prefetch-app';
import { cameAfterSessionEnd, returnPath } from './lib/return-to';
import { noteSessionEnded } from './lib/session-ended';
import { noteSignedIn, restoreIfSignedIn } from './lib/signed-in-hint';

// The sign-in page, in one chunk: the app's /auth/login route takes `LoginPage` from here, and a
// cold load of /auth/login (main.tsx) runs `showSignInPage()`.
export { LoginPage } from './features/auth/components/login-page/login-page';

/**
 * A cold load of /auth/login: the sign-in page alone, React and the light token grants, without
 * the router, React Aria or the contract (issue 15: ≤ 80 kB gzip). Once a session is held (the
 * refresh cookie still valid, or the user signed in) the app loads into the same root, at the
 * page the user came from.
 */
export async function showSignInPage(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  const root = createRoot(element);
  // What `RequireSession` left in the history state (React Router keeps it under `usr`).
  const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
  const openApp = async (session: Session) => {
    // The app's router reads the address when startApp creates it.
    window.history.replaceState(null, '', returnPath(routerState));
    const earlyUser = askForUserEarly(session);
    const { startApp } = await import('./boot');
    await startApp({ root, session, earlyUser });
  };

  // Signed in already (a valid refresh cookie): straight on, as `RedirectIfSignedIn` does. A
  // browser whose last restore was refused does not ask again (lib/signed-in-hint.ts).
  const restored = await restoreIfSignedIn(() => restoreCookieSession(grants));
  if (restored) return openApp(restored);
  root.render(
    <StrictMode>
      <LoginPage
        sessionEnded={cameAfterSessionEnd(routerState)}
        onSignIn={async (username, password) => {
          const session = await passwordGrant(grants, username, password);
          noteSessionEnded(false);
          noteSignedIn(true);
          await openApp(session);
        }}
      />
    </StrictMode>,
  );
  // The app's scripts come while the person types, so ENTRAR does not wait for them.
  prefetchAppOnFirstInput(element, returnPath(routerState));
}
