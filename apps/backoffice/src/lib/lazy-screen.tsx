import { type ComponentType, use } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A lazily loaded screen: `() => import('…').then((m) => m.CursosPage)`. */
export type LazyScreen = () => Promise<ComponentType>;

/** A screen's loading; once settled it carries `status` and `value` or `reason`, as React's `use` reads them. */
type Loading = Promise<ComponentType>;

/** What a lazy route keeps in its `handle`: how to start loading its screen. */
interface ScreenHandle {
  /** The screen's loading; with `retry`, a new one if the last failed. */
  preload: (retry?: boolean) => Loading;
}

/**
 * Draws the screen once loaded. Not `React.lazy`: that suspends on its first render even when
 * the code is already in (it learns so a microtask later), and each suspension shows the
 * fallback, whose reveal React then holds for up to 300 ms: a warm reload of a list suspended
 * twice (layout, then screen) and drew its first row ~450 ms late (`bench:first-row`). `use`
 * returns a settled promise's value at once.
 */
function LazyRoute({ preload }: ScreenHandle) {
  const Screen = use(preload(false));
  return <Screen />;
}

/**
 * A route's screen, loaded the first time it is drawn, or sooner by {@link preloadScreens}.
 * Spread into a route object: `{ path: 'x', ...lazyScreen(load) }`.
 */
export function lazyScreen(load: LazyScreen): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Loading | undefined;
  const preload = (retry = false) => {
    // A load that failed (a dropped network, a deploy) is tried again when a navigation asks for
    // it, not when React draws the failed screen again (which would retry, and suspend, forever).
    if (!loading || (retry && (loading as { status?: string }).status === 'rejected')) {
      const started: Loading = load();
      started.then(
        (value) => Object.assign(started, { status: 'fulfilled', value }),
        (reason) => Object.assign(started, { status: 'rejected', reason }),
      );
      loading = started;
    }
    return loading;
  };
  const handle: ScreenHandle = { preload };
  return { element: <LazyRoute preload={preload} />, handle };
}

/**
 * Starts loading the screen of every route `pathname` matches, all at once (drawn one inside the
 * other, they would load one after the other: the admin layout, then the screen in it), and
 * settles when all have loaded or failed; `null` when all are in already. A failure is left to
 * the screen's drawing, which throws it to the error boundary.
 */
export function preloadScreens(routes: RouteObject[], pathname: string): Promise<unknown> | null {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const handle = route.handle as Partial<ScreenHandle> | undefined;
    return handle?.preload ? [handle.preload(true)] : [];
  });
  const settled = (l: Loading) => (l as { status?: string }).status === 'fulfilled';
  return loads.every(settled) ? null : Promise.allSettled(loads);
}
