import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { areaFor } from '../features/coming-soon/areas.ts';
import builtPathsJson from './built-paths.json' with { type: 'json' };
import coverageJson from './coverage.json' with { type: 'json' };
import {
  buildBuiltPaths,
  buildCoverage,
  buildFamilyPrefixes,
  duplicatePaths,
  normalizePath,
  parseRoutesTsv,
  redirectTargetOf,
  registeredRoutes,
} from './coverage.ts';
import { familiesFor, familyLoaders, prefixKey } from './families.ts';
import familyPrefixes from './family-prefixes.json' with { type: 'json' };
import { allScreenRoutes, coverageTables, routeTables } from './index.ts';

/** spec/routes.tsv lives beside the repo: ../shared/spec/routes.tsv from the repo root. */
const TSV = fileURLToPath(new URL('../../../../../shared/spec/routes.tsv', import.meta.url));
const spec = parseRoutesTsv(readFileSync(TSV, 'utf8'));
const registered = Object.entries(coverageTables).flatMap(([family, routes]) =>
  registeredRoutes(family, routes),
);
const byPath = new Map(registered.map((route) => [normalizePath(route.path), route]));

/** Plausible values for the route parameters of routes.tsv. */
const SAMPLE_PARAMS: Record<string, string> = {
  org: 'demo',
  project: 'demo',
  idcard: '11010519491231002X',
  areaCode: '330100',
  path: 'wechat',
  r: 'sample',
  type: '1',
};

function fill(path: string): string {
  return normalizePath(path).replace(/:([A-Za-z]+)/g, (_all, name: string) => SAMPLE_PARAMS[name] ?? '1');
}

describe('route tables against spec/routes.tsv', () => {
  it('reads all 507 rows of the spec', () => {
    expect(spec.length).toBe(507);
  });

  it('coverage.json is what the route tables generate (run `npx tsx apps/web/scripts/generate-coverage.ts`)', () => {
    expect(coverageJson).toEqual(buildCoverage(coverageTables));
  });

  it('registers every routes.tsv path in the table of its family', () => {
    const missing = spec
      .filter((row) => byPath.get(normalizePath(row.path))?.family !== row.family)
      .map((row) => `${row.family} ${row.path}`);
    expect(missing).toEqual([]);
  });

  it('registers no path twice', () => {
    expect(duplicatePaths(buildCoverage(coverageTables))).toEqual([]);
  });

  it('sends every redirect and shell row to the target the spec names', () => {
    const wrong = spec
      .filter((row) => row.kind === 'redirect' || row.kind === 'shell')
      .flatMap((row) => {
        const target = redirectTargetOf(row.note);
        const route = byPath.get(normalizePath(row.path));
        const actual = route?.kind === 'redirect' ? redirectOf(row.path) : null;
        return target && actual === target ? [] : [`${row.path} -> ${actual ?? 'none'} (spec: ${target})`];
      });
    expect(wrong).toEqual([]);
  });

  it('resolves every routes.tsv path (parameters filled) to its own route, not to another or the 404 page', () => {
    const screens = allScreenRoutes();
    const wrong = spec
      .filter((row) => row.path !== '*')
      .flatMap((row) => {
        const matches = matchRoutes(screens, fill(row.path)) ?? [];
        const leaf = matches[matches.length - 1]?.route.path;
        return leaf !== undefined && normalizePath(leaf) === normalizePath(row.path)
          ? []
          : [`${row.path} matched ${leaf ?? 'nothing'}`];
      });
    expect(wrong).toEqual([]);
    // Matching ranks all ~500 routes for each of ~500 paths: seconds on a busy machine.
  }, 30_000);

  it('family-prefixes.json is what the route tables generate (same command as coverage.json)', () => {
    expect(familyPrefixes).toEqual(buildFamilyPrefixes(routeTables, prefixKey));
  });

  it('built-paths.json lists the built paths of coverage.json (same command)', () => {
    expect(builtPathsJson).toEqual(buildBuiltPaths(coverageJson));
  });

  it('loads every family but entry lazily, and names its family for each of its paths', () => {
    expect(Object.keys(familyLoaders).sort()).toEqual(
      Object.keys(routeTables)
        .filter((family) => family !== 'entry')
        .sort(),
    );
    const wrong = registered
      .filter((route) => route.family !== 'entry')
      .filter((route) => !familiesFor(fill(route.path)).includes(route.family))
      .map((route) => `${route.family} ${route.path}`);
    expect(wrong).toEqual([]);
  });

  it('loads the same tables the lazily discovering router patches in', async () => {
    for (const [family, load] of Object.entries(familyLoaders)) {
      expect(await load()).toBe(routeTables[family]);
    }
  });

  it('names a Chinese area on every coming-soon route', () => {
    const unnamed = Object.values(coverageTables)
      .flat()
      .flatMap(function walk(route): string[] {
        const family = comingSoonFamily(route);
        const own = family === undefined ? undefined : areaFor(family, route.path ?? '');
        const bad = own !== undefined && !/^[\u4e00-\u9fa5A-Za-z]+$/.test(own) ? [route.path ?? ''] : [];
        return [...bad, ...(route.children ?? []).flatMap(walk)];
      });
    expect(unnamed).toEqual([]);
  });
});

function comingSoonFamily(route: { handle?: unknown }): string | undefined {
  const handle = route.handle as { comingSoon?: { family: string } } | undefined;
  return handle?.comingSoon?.family;
}

function redirectOf(path: string): string | null {
  for (const route of Object.values(coverageTables).flat()) {
    const found = findRedirect(route, path);
    if (found) return found;
  }
  return null;
}

function findRedirect(
  route: { path?: string; handle?: unknown; children?: unknown[] },
  path: string,
): string | null {
  const handle = route.handle as { redirectTo?: string } | undefined;
  if (route.path !== undefined && normalizePath(route.path) === normalizePath(path) && handle?.redirectTo) {
    return handle.redirectTo;
  }
  for (const child of (route.children ?? []) as (typeof route)[]) {
    const found = findRedirect(child, path);
    if (found) return found;
  }
  return null;
}
