// zod's configuration comes first, before any module that builds a schema (zod-jitless.ts).
import './zod-jitless';
import './styles.css';
import { restoreCookieSession } from '@hangar/api-client';
import { config, tokenGrantOptions } from './lib/config';

// A cold load of the sign-in page gets the light page (sign-in.tsx), anything else the app.
// Against the legacy API (body mode) the session sits in localStorage: the app reads it.
const cookieMode = config.sessionMode === 'cookie';
if (cookieMode && /^\/auth\/login\/?$/.test(window.location.pathname)) {
  void import('./sign-in').then(({ showSignInPage }) => showSignInPage());
} else {
  // The refresh cookie is traded now, while the app's code downloads and starts, not after
  // (issue 15: the call waited for the whole app to evaluate). A failure is 'signed out'.
  const restoring = cookieMode ? restoreCookieSession(tokenGrantOptions).catch(() => null) : undefined;
  void import('./boot').then(async ({ startApp }) => startApp(restoring ? { session: await restoring } : {}));
}
