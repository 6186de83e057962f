import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppApiClient } from '../lib/api';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  const [client] = useState(createAppApiClient);
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
