import { createApiClient, memorySessionStorage } from '@hangar/api-client';
import { mockSession } from '@hangar/api-client/mocks';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { config } from '../lib/config';

export interface AppStoryProps {
  /** The address the app opens at. */
  path: string;
  /** Who is signed in: a demo account of the mocks, or nobody. */
  account: 'admin' | 'leitor' | null;
}

/**
 * The whole app (real routes, guards and screens) at `path`, talking to the MSW handlers of
 * `@hangar/api-client/mocks` through a client whose session lives in memory. Screen stories
 * render this, so what a designer sees is what the app does.
 */
export function AppStory({ path, account }: AppStoryProps) {
  const [client] = useState(() =>
    createApiClient({
      baseUrl: '',
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      storage: memorySessionStorage(account ? mockSession(account) : null),
    }),
  );
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
