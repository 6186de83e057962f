import { unstable_HistoryRouter as HistoryRouter, useLocation, useRoutes } from 'react-router-dom';
import {
  type BlockingHistory,
  BlockingHistoryContext,
  type BlockingHistoryOptions,
} from '../lib/blocking-history';
import { preloadScreens } from '../lib/lazy-screen';
import { routes } from './routes';
import { ScreenFailureBoundary } from './screen-failure';

/**
 * Makes a history the app's (`create`: the browser's or one in memory): a push or replace is
 * written once the screens of its address have loaded, so the address changes with the screen
 * and quick clicks leave one entry (as under the data router); on Back and Forward, and for the
 * first address, those screens start loading at once, all together.
 */
export function appHistory(create: (options: BlockingHistoryOptions) => BlockingHistory): BlockingHistory {
  const history = create({ prepare: (next) => preloadScreens(routes, next.pathname) });
  void preloadScreens(routes, history.location.pathname);
  history.listen(({ action, location }) => {
    if (action === 'POP') void preloadScreens(routes, location.pathname);
  });
  return history;
}

/**
 * Settles once the screens of `pathname` have loaded (or failed). The first render waits for it,
 * as the data router did: drawn before, the screens would suspend and show nothing longer.
 */
export async function screensLoaded(pathname: string): Promise<void> {
  await preloadScreens(routes, pathname);
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
