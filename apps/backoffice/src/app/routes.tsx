import { Navigate, type RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn, RequireRoutePermission, RequireSession } from './guards';
import { NotFoundPage } from './not-found/not-found-page';
import { RootLayout } from './root-layout';

/**
 * Every route of §2.1. Screens are lazy-loaded so the sign-in page downloads only what it
 * draws. Each feature contributes its routes under /admin; permissions come from the domain's
 * route table through `RequireRoutePermission`.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Client-only app: nothing to show while the first lazy route loads.
    HydrateFallback: () => null,
    children: [
      { path: '/', element: <Navigate to="/admin" replace /> },
      {
        path: '/auth/login',
        element: <RedirectIfSignedIn />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/auth/components/login-page')).LoginPage,
            }),
          },
        ],
      },
      {
        path: '/admin',
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./admin-layout')).AdminLayout }),
            children: [
              {
                element: <RequireRoutePermission />,
                children: [
                  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
                  {
                    path: 'dashboard',
                    lazy: async () => ({
                      Component: (await import('../features/dashboard/components/dashboard-page'))
                        .DashboardPage,
                    }),
                  },
                  {
                    path: 'administracao/cursos',
                    lazy: async () => ({
                      Component: (await import('../features/cursos/components/cursos-page')).CursosPage,
                    }),
                  },
                  {
                    path: 'administracao/cursos/novo',
                    lazy: async () => ({
                      Component: (await import('../features/cursos/components/curso-form-page'))
                        .CursoFormPage,
                    }),
                  },
                  {
                    path: 'administracao/cursos/:id',
                    lazy: async () => ({
                      Component: (await import('../features/cursos/components/curso-form-page'))
                        .CursoFormPage,
                    }),
                  },
                  { path: '*', element: <NotFoundPage /> },
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
