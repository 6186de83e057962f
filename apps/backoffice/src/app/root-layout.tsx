import { Suspense, useEffect, useRef } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { startFocusAfterMenu, startFocusRescue } from '../lib/focus-rescue';

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
  return (
    <I18nProvider locale="pt-BR">
      <FocusRescue />
      <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouterProvider>
    </I18nProvider>
  );
}

/**
 * Starts the focus rescue (`lib/focus-rescue`), which remembers places per page: after a
 * navigation, the new page decides. A component of its own, so the location it reads re-renders
 * only this: read in `RootLayout`, it re-rendered the whole app under it whenever the router's
 * location changed, ~2 ms of every keystroke in a list's search box (`bench:keystrokes`).
 */
function FocusRescue() {
  const { pathname } = useLocation();
  const address = useRef(pathname);
  useEffect(() => {
    address.current = pathname;
  }, [pathname]);
  useEffect(() => startFocusRescue(() => address.current), []);
  useEffect(() => startFocusAfterMenu(), []);
  return null;
}

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: import('react-router-dom').NavigateOptions;
  }
}
