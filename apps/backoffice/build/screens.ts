/**
 * The screen each signed-in route of the domain's table opens (`src/app/routes.tsx` draws them),
 * by the module the route loads: the build hints that module's scripts in the page the server
 * sends at the route's address (`route-preloads.ts`). `screens.test.ts` checks this against the
 * domain's route table and the end-to-end test's list of addresses, so a new route cannot be
 * left out of either without a failing test.
 */

/** The dashboard, which `/admin` opens too. */
export const DASHBOARD = 'src/features/dashboard/components/dashboard-page/index.ts';

const screen = (feature: string, name: string) => `src/features/${feature}/components/${name}/index.ts`;

/** A list at `prefix` and, when it has a form page, `prefix/novo` and `prefix/:id`. */
const crud = (prefix: string, feature: string, list: string, form?: string) => ({
  [prefix]: screen(feature, list),
  ...(form && { [`${prefix}/novo`]: screen(feature, form), [`${prefix}/:id`]: screen(feature, form) }),
});

/** Route pattern (as in the domain's `ROUTES`) → the module its screen is, from the app's root. */
export const SCREENS: Record<string, string> = {
  // /admin opens the dashboard (routes.tsx redirects it there in the browser).
  '/admin': DASHBOARD,
  '/admin/dashboard': DASHBOARD,
  ...crud('/admin/administracao/cursos', 'cursos', 'cursos-page', 'curso-form-page'),
  ...crud('/admin/administracao/problemas', 'problemas', 'problemas-page', 'problema-form-page'),
  ...crud('/admin/administracao/questoes', 'questoes', 'questoes-page', 'questao-form-page'),
  '/admin/administracao/questoes/:id/classificacoes':
    'src/features/questoes/components/classificacao-wizard/classificacao-wizard.tsx',
  ...crud('/admin/administracao/entidades', 'entidades', 'entidades-page', 'entidade-form-page'),
  ...crud('/admin/configuracao/categorias', 'categorias', 'categorias-page'),
  ...crud('/admin/configuracao/perfis', 'perfis', 'perfis-page', 'perfil-form-page'),
  ...crud('/admin/configuracao/usuarios', 'usuarios', 'usuarios-page'),
  ...crud('/admin/entidade/turmas', 'turmas', 'turmas-page', 'turma-form-page'),
};
