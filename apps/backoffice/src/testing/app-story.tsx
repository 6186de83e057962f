import { useState } from 'react';
import { configure } from 'storybook/test';
import { AppRouter, appHistory } from '../app/app-router';
import { AppProviders } from '../app/providers';
import { createBlockingMemoryHistory } from '../lib/blocking-history';
import { createStoryClient, type StoryAccount } from './with-app';

// Screen stories wait for the lazy route, the current user and the first answer, one after the
// other: on a busy machine that takes longer than Testing Library's 1 s default for `findBy…`.
configure({ asyncUtilTimeout: 5000 });

export interface AppStoryProps {
  /** The address the app opens at. */
  path: string;
  /** Who is signed in: a demo account of the mocks, or nobody. */
  account: StoryAccount;
}

/**
 * The whole app (real routes, guards and screens) at `path`, talking to the MSW handlers of
 * `@hangar/api-client/mocks` through a client whose session lives in memory. Screen stories
 * render this, so what a designer sees is what the app does.
 */
export function AppStory({ path, account }: AppStoryProps) {
  const [client] = useState(() => createStoryClient(account));
  const [history] = useState(() => appHistory((options) => createBlockingMemoryHistory(path, options)));
  return (
    <AppProviders client={client}>
      <AppRouter history={history} />
    </AppProviders>
  );
}
