import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppApiClient } from '../lib/api';
import { AppProviders } from './providers';
import { routes } from './routes';

/** The app's router over the browser's address; it reads the address and loads the route's screens as it is created. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const [client] = useState(createAppApiClient);
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
