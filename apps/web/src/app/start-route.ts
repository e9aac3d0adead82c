import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { familiesFor, loadFamilies, startRoutes } from '../routes/families.ts';
import { HOME_STARTS } from '../routes/home-screens.ts';

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

function findStatic(routes: RouteObject[], pathname: string): RouteObject | null {
  for (const route of routes) {
    if (route.path === pathname && typeof route.lazy === 'function') return route;
    const child = route.children ? findStatic(route.children, pathname) : null;
    if (child) return child;
  }
  return null;
}

/** The family whose table a home started without, until `loadStartFamily` loads it. */
let startFamily: string | null = null;

/**
 * The route tables the opened path needs (loaded once): every family its prefix may hold. The
 * router starts with them. A home (routes/home-screens.ts HOME_STARTS) starts with its own route
 * alone and loads no table: the router compiles a pattern for every route it starts with, and
 * the table's chunks would share the link with what the home's first paint needs. The rest of
 * the family comes by route discovery, its table loaded once start-up has settled
 * (`loadStartFamily`).
 */
export function startTables(pathname: string): Promise<RouteObject[][]> {
  const home = HOME_STARTS[withoutTrailingSlash(pathname)];
  if (!home) return loadFamilies(familiesFor(pathname));
  startFamily = home.family;
  return Promise.resolve([[home.route]]);
}

/**
 * Loads the table of the home start-up opened (if any), so that the first visit to another path
 * of its family does not wait for it. Loading only; the router patches it in when one of its
 * paths is visited.
 */
export function loadStartFamily(): Promise<unknown> {
  const family = startFamily;
  startFamily = null;
  return family ? loadFamilies([family]).catch(() => []) : Promise.resolve([]);
}

/**
 * Starts loading the route tables and the screen chunks of the opened path while start-up waits
 * for the project config and user info: the router's own discovery and `lazy` calls later find
 * the modules loaded instead of asking for them only then. Loading only; a failure here is left
 * to the router's own attempt.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const path = withoutTrailingSlash(pathname);
  // The homes most start-ups open: their screen loads alongside its route table, not after it.
  HOME_STARTS[path]?.screen().catch(() => {});
  const routes = [...startRoutes, ...(await startTables(pathname)).flat()];
  // Most paths are static: a plain walk finds them without ranking the tables.
  const exact = findStatic(routes, path);
  const found = exact ? [exact] : (matchRoutes(routes, pathname) ?? []).map((m) => m.route);
  for (const route of found) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => {});
  }
}
