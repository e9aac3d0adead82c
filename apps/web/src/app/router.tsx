import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { notFoundRoute } from '../routes/entry.tsx';
import { loadTablesFor, startRoutes } from '../routes/families.ts';
import type { AppDeps } from './app-context.ts';
import { guardLoader } from './guard-loader.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { ScreenFallback } from './ScreenFallback.tsx';
import { NAVIGATION_ROUTE_ID, NavigationLayout } from './shell/NavigationLayout.tsx';

/**
 * The data router: one guarded root, a navigation layout (direction and page transition) around
 * every screen, each screen lazy, unknown paths to the 404 page. It starts with the entry family
 * and `initialTables` (the tables of the opened path, which start-up has loaded already: the
 * first navigation then matches once instead of discovering and matching again; for a home, its
 * own route alone, app/start-route.ts); any other
 * family's table (routes/families.ts) is loaded and patched under the navigation layout when a
 * path of that family is first visited (lazy route discovery), before the guard runs.
 */
export function createAppRouter(deps: AppDeps, initialTables: readonly RouteObject[][] = []) {
  // The screens known so far (the guard shows the 404 page for a path none of them has).
  const known: RouteObject[] = [...startRoutes, ...initialTables.flat()];
  const loaded = new Set<RouteObject[]>(initialTables);
  const routeExists = (path: string) => (matchRoutes(known, path)?.length ?? 0) > 0;
  return createBrowserRouter(
    [
      {
        id: 'root',
        Component: RootLayout,
        ErrorBoundary: RouteError,
        HydrateFallback: ScreenFallback,
        loader: guardLoader(deps, routeExists),
        // The guard decides on every navigation, not only when the root's params change.
        shouldRevalidate: () => true,
        children: [
          {
            id: NAVIGATION_ROUTE_ID,
            Component: NavigationLayout,
            children: [...startRoutes, ...initialTables.flat(), notFoundRoute],
          },
        ],
      },
    ],
    {
      async patchRoutesOnNavigation({ path, patch }) {
        const tables = await loadTablesFor(path);
        for (const table of tables) {
          // Patching a table twice adds nothing (react-router skips routes it has); `known` grows once.
          patch(NAVIGATION_ROUTE_ID, table);
          if (!loaded.has(table)) {
            loaded.add(table);
            known.push(...table);
          }
        }
      },
    },
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;
