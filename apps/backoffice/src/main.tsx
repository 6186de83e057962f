// zod's configuration comes first, before any module that builds a schema (zod-jitless.ts).
import './zod-jitless';
import './styles.css';
import { restoreCookieSession } from '@hangar/api-client';
import { config, tokenGrantOptions } from './lib/config';
import { askForUserEarly } from './lib/early-user';
import { restoreIfSignedIn } from './lib/signed-in-hint';

// A cold load of the sign-in page gets the light page (sign-in.tsx), anything else the app.
// Against the legacy API (body mode) the session sits in localStorage: the app reads it.
const cookieMode = config.sessionMode === 'cookie';
if (cookieMode && /^\/auth\/login\/?$/.test(window.location.pathname)) {
  void import('./sign-in').then(({ showSignInPage }) => showSignInPage());
} else if (!cookieMode) {
  void import('./boot').then(({ startApp }) => startApp());
} else {
  // The refresh cookie is traded now, while the app's code downloads and starts, not after
  // (issue 15: the call waited for the whole app to evaluate). A failure is 'signed out'; a
  // browser whose last restore was refused does not send one (lib/signed-in-hint.ts).
  // The signed-in user is asked for as soon as the session is back, for the same reason.
  let sent!: () => void;
  const tokenSent = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const restoring = restoreIfSignedIn(() =>
    restoreCookieSession({
      ...tokenGrantOptions,
      fetch: (input, init) => {
        sent();
        return fetch(input, init);
      },
    }),
  ).then((session) => ({ session, earlyUser: session ? askForUserEarly(session) : undefined }));
  // The grant first waits for this browser's refresh lock, which comes back in a task of its own:
  // evaluating the app's code before it held the call back ~40 ms. So that code starts once
  // the call is out (or the lock is slow to come).
  void Promise.race([tokenSent, restoring, new Promise((resolve) => setTimeout(resolve, 50))])
    .then(() => import('./boot'))
    .then(async ({ startApp }) => startApp(await restoring));
}
