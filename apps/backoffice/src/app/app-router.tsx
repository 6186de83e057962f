import { unstable_HistoryRouter as HistoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { type BlockingHistory, BlockingHistoryContext } from '../lib/blocking-history';
import { preloadScreens } from '../lib/lazy-screen';
import { routes } from './routes';
import { ScreenFailureBoundary } from './screen-failure';

/**
 * The app's history: `history`, and on every address it shows, the screens of all the routes
 * it matches start loading together (`preloadScreens`).
 */
export function withScreenPreload(history: BlockingHistory): BlockingHistory {
  void preloadScreens(routes, history.location.pathname);
  history.listen(({ location }) => void preloadScreens(routes, location.pathname));
  return history;
}

/**
 * Settles once the screens of `pathname` have loaded (or failed). The first render waits for it,
 * as the data router did: drawn before, the screens would suspend and show nothing longer.
 */
export function screensLoaded(pathname: string): Promise<unknown> {
  return preloadScreens(routes, pathname);
}

/**
 * The app's routes over `history`, with React Router's declarative router: the data router
 * (`createBrowserRouter`), which the app does not otherwise use, is ~17 kB gzip more on every
 * signed-in load (issue 15). Navigations render as transitions, so the page shown stays until
 * the next screen's code has loaded. Leaving a form with unsaved changes is held by the blocking
 * history (`lib/blocking-history`), which the data router's `useBlocker` did.
 */
export function AppRouter({ history }: { history: BlockingHistory }) {
  return (
    <HistoryRouter history={history}>
      <BlockingHistoryContext value={history}>
        <AppRoutes />
      </BlockingHistoryContext>
    </HistoryRouter>
  );
}

function AppRoutes() {
  const { pathname } = useLocation();
  return <ScreenFailureBoundary address={pathname}>{useRoutes(routes)}</ScreenFailureBoundary>;
}
