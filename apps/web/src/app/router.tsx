import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { entryRoutes, notFoundRoute } from '../routes/entry.tsx';
import { healthDoctorRoutes } from '../routes/health-doctor.tsx';
import { healthPatientRoutes } from '../routes/health-patient.tsx';
import { accountRoutes } from '../routes/tasks-chat-accounts.tsx';
import type { AppDeps } from './app-context.ts';
import { guardLoader } from './guard-loader.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { ScreenFallback } from './ScreenFallback.tsx';

/** The data router: one guarded root, every screen lazy, unknown paths to the 404 page. */
export function createAppRouter(deps: AppDeps) {
  const screens: RouteObject[] = [
    ...entryRoutes,
    ...accountRoutes,
    ...healthPatientRoutes,
    ...healthDoctorRoutes,
  ];
  const routeExists = (path: string) => (matchRoutes(screens, path)?.length ?? 0) > 0;
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: ScreenFallback,
      loader: guardLoader(deps, routeExists),
      // The guard decides on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      children: [...screens, notFoundRoute],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
