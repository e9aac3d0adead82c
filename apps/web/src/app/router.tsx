import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { allScreenRoutes, notFoundRoute } from '../routes/index.ts';
import type { AppDeps } from './app-context.ts';
import { guardLoader } from './guard-loader.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { ScreenFallback } from './ScreenFallback.tsx';
import { NAVIGATION_ROUTE_ID, NavigationLayout } from './shell/NavigationLayout.tsx';

/**
 * The data router: one guarded root, a navigation layout (direction and page transition) around
 * every screen of every family's route table (routes/index.ts), each screen lazy, unknown paths
 * to the 404 page.
 */
export function createAppRouter(deps: AppDeps) {
  const screens: RouteObject[] = allScreenRoutes();
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
      children: [
        { id: NAVIGATION_ROUTE_ID, Component: NavigationLayout, children: [...screens, notFoundRoute] },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
