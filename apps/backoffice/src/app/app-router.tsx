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
  preloadScreens(routes, history.location.pathname);
  history.listen(({ location }) => preloadScreens(routes, location.pathname));
  return history;
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
