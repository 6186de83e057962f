import type { Session } from '@hangar/api-client';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App, createAppHistory } from './app/app';
import { screensLoaded } from './app/app-router';
import { resourceListedAt } from './app/resources';
import { createAppApiClient, offerEarlyUser, restoreAppSession } from './lib/api';
import { askForListEarly } from './lib/early-list';
import type { EarlyUser } from './lib/early-user';

export interface StartAppOptions {
  /** The root to render into (the light sign-in page's, which the app replaces); a new one by default. */
  root?: Root;
  /**
   * The session already restored or signed in with the light grants (main.tsx, sign-in.tsx): taken
   * over instead of restored; `null` means signed out. Left out, the app restores it itself.
   */
  session?: Session | null;
  /** The signed-in user, asked for with that session while this module loaded (`askForUserEarly`). */
  earlyUser?: EarlyUser | undefined;
}

/**
 * Starts the app. The session comes back from the refresh cookie before the first render, so
 * the guards see it at once after a reload (no detour through the sign-in page). The history
 * reads the address when it is created here.
 */
export async function startApp({ root, session, earlyUser }: StartAppOptions = {}): Promise<void> {
  offerEarlyUser(earlyUser);
  const client = createAppApiClient();
  if (session) client.setSession(session);
  else if (session === undefined) await restoreAppSession();
  // Starting on a list: its page is asked for now, beside the first render, not after it.
  const listed = resourceListedAt(window.location.pathname);
  if (listed && client.getSession()) askForListEarly(client, listed, window.location.search);
  // Created after that call: the history starts loading the route's screens at once, and a cold
  // load's chunks (~20 when measured, before the page hinted them) would otherwise take the 6
  // connections HTTP/1.1 allows, the call queued behind them (~50–160 ms measured).
  const history = createAppHistory();
  await screensLoaded(history.location.pathname);
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  (root ?? createRoot(element)).render(
    <StrictMode>
      <App history={history} />
    </StrictMode>,
  );
}
