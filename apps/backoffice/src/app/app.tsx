import { useState } from 'react';
import { createAppApiClient } from '../lib/api';
import { type BlockingHistory, createBlockingBrowserHistory } from '../lib/blocking-history';
import { AppRouter, appHistory } from './app-router';
import { AppProviders } from './providers';

/** The app's history over the browser's address; it starts loading the address's screens as it is created. */
export function createAppHistory(): BlockingHistory {
  return appHistory(createBlockingBrowserHistory);
}

export function App({ history }: { history: BlockingHistory }) {
  const [client] = useState(createAppApiClient);
  return (
    <AppProviders client={client}>
      <AppRouter history={history} />
    </AppProviders>
  );
}
