import type { RouteObject } from 'react-router';

/** One row of coverage.json: a registered path, its family, and whether a real screen is there. */
export interface CoverageRow {
  path: string;
  family: string;
  /** false when the route shows the shared 即将上线 page. */
  built: boolean;
}

export interface RegisteredRoute extends CoverageRow {
  /** How the route is served: a screen, a redirect, or a tab-bar shell's layout. */
  kind: 'screen' | 'coming-soon' | 'redirect';
}

function handleOf(route: RouteObject): Record<string, unknown> {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null ? (handle as Record<string, unknown>) : {};
}

function join(parent: string, path: string): string {
  // The top-level catch-all stays `*`, as spec/routes.tsv writes it.
  if (path.startsWith('/') || (path === '*' && parent === '')) return path;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${path}`;
}

/** Every route with a path in `routes` (nested ones with their full path), in table order. */
export function registeredRoutes(family: string, routes: RouteObject[], parent = ''): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  for (const route of routes) {
    const full = route.path === undefined ? parent : join(parent, route.path);
    if (route.path !== undefined) {
      const handle = handleOf(route);
      const kind = 'comingSoon' in handle ? 'coming-soon' : 'redirectTo' in handle ? 'redirect' : 'screen';
      out.push({ path: full, family, built: kind !== 'coming-soon', kind });
    }
    if (route.children) out.push(...registeredRoutes(family, route.children, full));
  }
  return out;
}

/** Route paths compare without a trailing slash and with `{name}` read as `:name`. */
export function normalizePath(path: string): string {
  const converted = path.replace(/\{([^}]+)\}/g, ':$1');
  return converted.length > 1 ? converted.replace(/\/+$/, '') : converted;
}

/** coverage.json: every registered path of every table, sorted by family then path. */
export function buildCoverage(tables: Readonly<Record<string, RouteObject[]>>): CoverageRow[] {
  return Object.entries(tables)
    .flatMap(([family, routes]) => registeredRoutes(family, routes))
    .map(({ path, family, built }) => ({ path, family, built }))
    .sort((a, b) => a.family.localeCompare(b.family) || a.path.localeCompare(b.path));
}

/**
 * built-paths.json: the paths with a real screen, sorted. The homes' menus ask it whether an entry
 * leads somewhere (features/patient-home/built-routes.ts) without loading all of coverage.json.
 */
export function buildBuiltPaths(rows: readonly CoverageRow[]): string[] {
  return rows
    .filter((row) => row.built)
    .map((row) => row.path)
    .sort();
}

/** Paths registered more than once (a route would shadow another). */
export function duplicatePaths(rows: readonly CoverageRow[]): string[] {
  const seen = new Map<string, number>();
  for (const row of rows) seen.set(normalizePath(row.path), (seen.get(normalizePath(row.path)) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([path]) => path);
}

/** A row of spec/routes.tsv. */
export interface SpecRoute {
  path: string;
  family: string;
  kind: string;
  note: string;
}

/** Parses spec/routes.tsv (header row first, tab-separated: path, family, kind, note). */
export function parseRoutesTsv(text: string): SpecRoute[] {
  return text
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [path = '', family = '', kind = '', note = ''] = line.split('\t');
      return { path, family, kind, note };
    });
}

/** The target a redirect or shell row of routes.tsv names in its note ("redirect to /x"). */
export function redirectTargetOf(note: string): string | null {
  return /redirect to (\/[^\s;,]*)/.exec(note)?.[1] ?? null;
}

/**
 * family-prefixes.json: for the lazily loaded families (all but entry), the prefix key of each
 * registered path (routes/families.ts `prefixKey`) -> the families registering under it.
 */
export function buildFamilyPrefixes(
  tables: Readonly<Record<string, RouteObject[]>>,
  prefixKey: (path: string) => string,
): Record<string, string[]> {
  const byKey = new Map<string, Set<string>>();
  for (const [family, routes] of Object.entries(tables)) {
    if (family === 'entry') continue;
    for (const route of registeredRoutes(family, routes)) {
      const key = prefixKey(route.path);
      const families = byKey.get(key) ?? new Set<string>();
      families.add(family);
      byKey.set(key, families);
    }
  }
  return Object.fromEntries(
    [...byKey].sort(([a], [b]) => a.localeCompare(b)).map(([key, families]) => [key, [...families].sort()]),
  );
}
