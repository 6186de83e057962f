import { Suspense, useEffect, useRef } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { startFocusRescue } from '../lib/focus-rescue';

/**
 * Lets the kit's links and buttons with `href` navigate through React Router (client-side),
 * instead of reloading the page, and speaks pt-BR whatever the browser's language: React Aria's
 * own texts (drop targets, date and time fields) follow this locale. Focus that falls to the page
 * when its element disappears goes back to the page (`lib/focus-rescue`).
 */
export function RootLayout() {
  // React Aria's RouterProvider takes a hook (`useHref`) as a prop, which the compiler refuses;
  // this layout renders once per navigation, so it loses nothing.
  'use no memo';
  const navigate = useNavigate();
  // The rescue remembers places per page: after a navigation, the new page decides.
  const { pathname } = useLocation();
  const address = useRef(pathname);
  useEffect(() => {
    address.current = pathname;
  }, [pathname]);
  useEffect(() => startFocusRescue(() => address.current), []);
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
