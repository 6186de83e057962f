import type { ApiClient } from '@hangar/api-client';
import { atom, createStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { SWRConfig } from 'swr';
import { apiClientAtom, sessionAtom } from '../lib/session';

/** True while the user signs out on purpose, so that end of the session is not reported as expired. */
export const signingOutAtom = atom(false);

/**
 * This tab's note that the session ended on its own (a refused refresh). The app reloads the page
 * then (§4), so the note lives in sessionStorage; `RequireSession` reads it to tell the sign-in
 * page why the user is there; the next sign-in (or a sign-out) clears it.
 */
const SESSION_ENDED_KEY = 'hangar.sessionEnded';

function noteSessionEnded(ended: boolean) {
  try {
    if (ended) sessionStorage.setItem(SESSION_ENDED_KEY, '1');
    else sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Storage can throw (privacy mode): the sign-in page then just does not say why.
  }
}

/** Whether the last session of this tab ended on its own (expired) rather than by signing out. */
export function sessionEndedOnItsOwn(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
  } catch {
    return false;
  }
}

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
        if (session === null && store.get(sessionAtom) !== null) noteSessionEnded(!store.get(signingOutAtom));
        if (session !== null) noteSessionEnded(false);
        store.set(sessionAtom, session);
      }),
    [client, store],
  );
  return (
    <JotaiProvider store={store}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
        {children}
      </SWRConfig>
    </JotaiProvider>
  );
}
