import { Suspense } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';

/**
 * Lets the kit's links and buttons with `href` navigate through React Router (client-side),
 * instead of reloading the page, and speaks pt-BR whatever the browser's language: React Aria's
 * own texts (drop targets, date and time fields) follow this locale.
 */
export function RootLayout() {
  // React Aria's RouterProvider takes a hook (`useHref`) as a prop, which the compiler refuses;
  // this layout renders once per navigation, so it loses nothing.
  'use no memo';
  const navigate = useNavigate();
  return (
    <I18nProvider locale="pt-BR">
      <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouterProvider>
    </I18nProvider>
  );
}

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: import('react-router-dom').NavigateOptions;
  }
}
