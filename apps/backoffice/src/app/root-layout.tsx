import { Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';

/**
 * Lets the kit's links and buttons with `href` navigate through React Router (client-side),
 * instead of reloading the page.
 */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouterProvider>
  );
}

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: import('react-router-dom').NavigateOptions;
  }
}
