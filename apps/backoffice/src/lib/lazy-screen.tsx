import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A lazily loaded screen: `() => import('…').then((m) => m.CursosPage)`. */
export type LazyScreen = () => Promise<ComponentType>;

/** What a lazy route keeps in its `handle`: how to start loading its screen. */
interface ScreenHandle {
  preload: () => Promise<unknown>;
}

/**
 * A route's screen, loaded the first time it is drawn (`React.lazy`), or sooner by
 * {@link preloadScreens}. Spread into a route object: `{ path: 'x', ...lazyScreen(load) }`.
 */
export function lazyScreen(load: LazyScreen): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().then((Screen) => ({ default: Screen }));
    return loading;
  };
  const Screen = lazy(preload);
  const handle: ScreenHandle = { preload };
  return { element: <Screen />, handle };
}

/**
 * Starts loading the screen of every route `pathname` matches, all at once. Drawn one inside the
 * other, lazy routes would load one after the other: the admin layout, then the screen in it.
 */
export function preloadScreens(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    (route.handle as Partial<ScreenHandle> | undefined)?.preload?.().catch(() => {
      // Drawing the screen rejects again, and the error boundary says so.
    });
  }
}
