import { ROUTES } from '@hangar/domain';
import type { RouteObject } from 'react-router-dom';
import { type LazyScreen, lazyScreen } from './lazy-screen';

/** Where the resource screens mount: routes are declared relative to /admin. */
const ADMIN = '/admin/';

/**
 * The app routes of a resource, from the domain's route table (§2.1): the list at `path`, and
 * the form at every row under it (`/novo`, `/:id`), each lazy-loaded. Guards read the same
 * table, so the app, the menu and the guard agree; a form row the table has but no form screen
 * was given for is a mistake caught at start-up (and by `src/testing/resources.test.ts`).
 * @example resourceRoutes(cursos, { list: () => import('…').then((m) => m.CursosPage), form: … })
 */
export function resourceRoutes(
  resource: { path: string },
  screens: { list: LazyScreen; form?: LazyScreen },
): RouteObject[] {
  const rows = ROUTES.filter((r) => r.pattern === resource.path || r.pattern.startsWith(`${resource.path}/`));
  if (!rows.some((r) => r.pattern === resource.path)) {
    throw new Error(`${resource.path} is not in the domain's route table`);
  }
  return rows.map((r) => {
    const screen = r.pattern === resource.path ? screens.list : screens.form;
    if (!screen) throw new Error(`${r.pattern} is in the domain's route table but has no form screen`);
    return { path: r.pattern.slice(ADMIN.length), ...lazyScreen(screen) };
  });
}
