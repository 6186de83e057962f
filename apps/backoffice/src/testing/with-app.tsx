import { type ApiClient, createApiClient, memorySessionStorage } from '@hangar/api-client';
import { mockSession } from '@hangar/api-client/mocks';
import { type ReactNode, useState } from 'react';
import { AppProviders } from '../app/providers';
import { config } from '../lib/config';

/** Who is signed in in a story: a demo account of the mocks, or nobody. */
export type StoryAccount = 'admin' | 'leitor' | null;

/** A client for stories: same-origin (MSW answers), its session in memory. */
export function createStoryClient(account: StoryAccount): ApiClient {
  return createApiClient({
    baseUrl: '',
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    storage: memorySessionStorage(account ? mockSession(account) : null),
  });
}

/**
 * The app's providers around a screen part, signed in as `account` (default admin), for stories
 * of components that load data through the feature hooks.
 */
export function WithApp({ account = 'admin', children }: { account?: StoryAccount; children: ReactNode }) {
  const [client] = useState(() => createStoryClient(account));
  return <AppProviders client={client}>{children}</AppProviders>;
}
