import type { ApiClient } from '@hangar/api-client';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { SWRConfig } from 'swr';
import { apiClientAtom, sessionAtom } from './session';

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
  useEffect(() => client.subscribe((session) => store.set(sessionAtom, session)), [client, store]);
  return (
    <JotaiProvider store={store}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
        {children}
      </SWRConfig>
    </JotaiProvider>
  );
}
