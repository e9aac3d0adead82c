import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen.ts';

/** Entry family of spec/routes.tsv: root, index, error and doctor login. The 404 route is added last by the router. */
export const entryRoutes: RouteObject[] = [
  // `/` and `/index` are redirected by the guard; /index renders only when no index path is configured.
  { path: '/index', lazy: screen(() => import('../features/system/IndexScreen.tsx')) },
  { path: '/error', lazy: screen(() => import('../features/system/ErrorScreen.tsx')) },
  { path: '/doctor/login', lazy: screen(() => import('../features/auth/DoctorLoginScreen.tsx')) },
];

export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: screen(() => import('../features/system/NotFoundScreen.tsx')),
};
