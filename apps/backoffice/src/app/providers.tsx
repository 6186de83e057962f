import type { ApiClient } from '@hangar/api-client';
import { atom, createStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { SWRConfig } from 'swr';
import { retryTransient } from '../lib/retry-transient';
import { apiClientAtom, sessionAtom } from '../lib/session';
import { noteSessionEnded } from '../lib/session-ended';
import { noteSignedIn } from '../lib/signed-in-hint';

/**
 * Reads: a cache of this app's own; no reload when the tab is focused again; a failure is
 * retried only when it may pass by itself (no answer, a 503: `retryTransient`), so a list shown
 * while the server restarted comes back without 'Tentar novamente'.
 */
const SWR_CONFIG = {
  provider: () => new Map(),
  revalidateOnFocus: false,
  onErrorRetry: retryTransient,
};

/** True while the user signs out on purpose, so that end of the session is not reported as expired. */
export const signingOutAtom = atom(false);

export interface AppProvidersProps {
  /** The API client (the app's own, or a story's with an in-memory session). */
  client: ApiClient;
  children: ReactNode;
}

/**
 * State and data providers: a jotai store holding the client and its session, and SWR (whose
 * cache is per provider, so stories never share data).
 */
export function AppProviders({ client, children }: AppProvidersProps) {
  const [store] = useState(() => {
    const s = createStore();
    s.set(apiClientAtom, client);
    s.set(sessionAtom, client.getSession());
    return s;
  });
  useEffect(
    () =>
      client.subscribe((session) => {
        // A session that goes away without the user signing out has expired (the client calls
        // its listeners before `onSessionEnd` reloads the page).
        // Either way the refresh cookie is gone: the next visit need not try it (signed-in-hint.ts).
        if (session === null && store.get(sessionAtom) !== null) {
          noteSessionEnded(!store.get(signingOutAtom));
          noteSignedIn(false);
        }
        if (session !== null) {
          noteSessionEnded(false);
          noteSignedIn(true);
        }
        store.set(sessionAtom, session);
      }),
    [client, store],
  );
  return (
    <JotaiProvider store={store}>
      <SWRConfig value={SWR_CONFIG}>{children}</SWRConfig>
    </JotaiProvider>
  );
}
