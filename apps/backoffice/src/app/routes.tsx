import type { RouteObject } from 'react-router-dom';
import { categorias } from '../features/categorias/resource';
import { cursos } from '../features/cursos/resource';
import { entidades } from '../features/entidades/resource';
import { perfis } from '../features/perfis/resource';
import { problemas } from '../features/problemas/resource';
import { questoesRoutes } from '../features/questoes';
import { turmas } from '../features/turmas/resource';
import { usuarios } from '../features/usuarios/resource';
import { lazyScreen } from '../lib/lazy-screen';
import { resourceRoutes } from '../lib/resource-routes';
import { RedirectIfSignedIn, RedirectKeepingState, RequireRoutePermission, RequireSession } from './guards';
import { NotFoundPage } from './not-found/not-found-page';
import { RootLayout } from './root-layout';

/**
 * Every route of §2.1. Screens are lazy-loaded so the sign-in page downloads only what it
 * draws. A resource's routes come from the domain's route table (`resourceRoutes`), which the
 * guard (`RequireRoutePermission`) and the menu read too.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <RedirectKeepingState to="/admin" /> },
      {
        path: '/auth/login',
        element: <RedirectIfSignedIn />,
        children: [
          {
            index: true,
            ...lazyScreen(
              async () => (await import('../features/auth/components/login-page/login-route')).LoginRoute,
            ),
          },
        ],
      },
      {
        path: '/admin',
        element: <RequireSession />,
        children: [
          {
            ...lazyScreen(async () => (await import('./admin-layout')).AdminLayout),
            children: [
              {
                element: <RequireRoutePermission />,
                children: [
                  { index: true, element: <RedirectKeepingState to="/admin/dashboard" /> },
                  {
                    path: 'dashboard',
                    ...lazyScreen(
                      async () =>
                        (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
                    ),
                  },
                  ...resourceRoutes(cursos, {
                    list: async () => (await import('../features/cursos/components/cursos-page')).CursosPage,
                    form: async () =>
                      (await import('../features/cursos/components/curso-form-page')).CursoFormPage,
                  }),
                  ...questoesRoutes,
                  ...resourceRoutes(turmas, {
                    list: async () => (await import('../features/turmas/components/turmas-page')).TurmasPage,
                    form: async () =>
                      (await import('../features/turmas/components/turma-form-page')).TurmaFormPage,
                  }),
                  ...resourceRoutes(problemas, {
                    list: async () =>
                      (await import('../features/problemas/components/problemas-page')).ProblemasPage,
                    form: async () =>
                      (await import('../features/problemas/components/problema-form-page')).ProblemaFormPage,
                  }),
                  ...resourceRoutes(entidades, {
                    list: async () =>
                      (await import('../features/entidades/components/entidades-page')).EntidadesPage,
                    form: async () =>
                      (await import('../features/entidades/components/entidade-form-page')).EntidadeFormPage,
                  }),
                  ...resourceRoutes(categorias, {
                    list: async () =>
                      (await import('../features/categorias/components/categorias-page')).CategoriasPage,
                  }),
                  ...resourceRoutes(perfis, {
                    list: async () => (await import('../features/perfis/components/perfis-page')).PerfisPage,
                    form: async () =>
                      (await import('../features/perfis/components/perfil-form-page')).PerfilFormPage,
                  }),
                  ...resourceRoutes(usuarios, {
                    list: async () =>
                      (await import('../features/usuarios/components/usuarios-page')).UsuariosPage,
                  }),
                  { path: '*', element: <NotFoundPage inShell /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
