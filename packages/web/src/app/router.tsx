import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef } from '@armada/domain';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteGuard } from './RouteGuard';
import { screenFor } from './screens';
import { SessionRoot } from './SessionRoot';

function toRoute(route: RouteDef): RouteObject {
  if (route.redirectTo) return { path: route.path, element: <Navigate to={route.redirectTo} replace /> };
  const Screen = screenFor(route.path);
  return {
    path: route.path,
    element: (
      <RouteGuard route={route}>
        <Screen path={route.path} />
      </RouteGuard>
    ),
  };
}

/** Public routes stand alone; every other route sits in the portal layout. */
export const routeObjects: RouteObject[] = [
  {
    element: <SessionRoot />,
    children: [
      ...ROUTES.filter((route) => route.guard.public).map(toRoute),
      { element: <AppLayout />, children: ROUTES.filter((route) => !route.guard.public).map(toRoute) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routeObjects);
