import type { RouteObject } from 'react-router';
import { entryRoutes } from './entry.tsx';
import { entryRootRoutes } from './entry-root.tsx';
import familyPrefixes from './family-prefixes.json' with { type: 'json' };

/**
 * Lazy route discovery. The router starts with the entry family (sign-in pages, index, errors)
 * and the 404 route; every other family's table is its own chunk, loaded and patched in
 * (react-router `patchRoutesOnNavigation`) when a path of that family is first visited. Which
 * families a path may belong to comes from family-prefixes.json (generated with coverage.json):
 * the first two segments and the length of every registered path, so start-up matches a path
 * against a small list of prefixes instead of flattening and ranking every route of the app.
 */

/** The routes the router starts with (without the 404 route). */
export const startRoutes: RouteObject[] = [...entryRootRoutes, ...entryRoutes];

/** Every family but entry: its table, loaded on demand. */
export const familyLoaders: Readonly<Record<string, () => Promise<RouteObject[]>>> = {
  'tasks-chat-accounts': () => import('./tasks-chat-accounts.tsx').then((m) => m.accountRoutes),
  ai: () => import('./ai.tsx').then((m) => m.aiRoutes),
  common: () => import('./common.tsx').then((m) => m.commonRoutes),
  yuhang: () => import('./yuhang.tsx').then((m) => m.yuhangRoutes),
  linan: () => import('./linan.tsx').then((m) => m.linanRoutes),
  sjtu: () => import('./sjtu.tsx').then((m) => m.sjtuRoutes),
  education: () => import('./education.tsx').then((m) => m.educationRoutes),
  webconfig: () => import('./webconfig.tsx').then((m) => m.webconfigRoutes),
  'health-patient': () => import('./health-patient.tsx').then((m) => m.healthPatientRoutes),
  'health-doctor': () => import('./health-doctor.tsx').then((m) => m.healthDoctorRoutes),
  'yingkang-user': () => import('./yingkang-user.tsx').then((m) => m.yingkangUserRoutes),
  'yingkang-doctor': () => import('./yingkang-doctor.tsx').then((m) => m.yingkangDoctorRoutes),
  'yingkang-lifetime': () => import('./yingkang-lifetime.tsx').then((m) => m.yingkangLifetimeRoutes),
  'xqtx-elpb': () => import('./xqtx-elpb.tsx').then((m) => m.xqtxElpbRoutes),
  'adult-patient': () => import('./adult-patient.tsx').then((m) => m.adultPatientRoutes),
  'yzh-jiayi': () => import('./yzh-jiayi.tsx').then((m) => m.yzhJiayiRoutes),
  'yzh-patient': () => import('./yzh-patient.tsx').then((m) => m.yzhPatientRoutes),
  acc: () => import('./acc.tsx').then((m) => m.accRoutes),
  xxph: () => import('./xxph.tsx').then((m) => m.xxphRoutes),
  chmsc: () => import('./chmsc.tsx').then((m) => m.chmscRoutes),
  other: () => import('./other.tsx').then((m) => m.otherRoutes),
  conference: () => import('./conference.tsx').then((m) => m.conferenceRoutes),
};

/**
 * Prefix key -> the families registering under it. A key is a route path's first two segments (a
 * parameter segment written `:`) and its number of segments: `/health/patient#5`.
 */
const PREFIXES: Readonly<Record<string, readonly string[]>> = familyPrefixes;
const PREFIX_ENTRIES = Object.entries(PREFIXES).map(([key, families]) => {
  const [prefix = '', count = '0'] = key.split('#');
  return { segments: prefix.split('/').filter(Boolean), count: Number(count), families };
});

/** Number of leading path segments a prefix key holds. */
export const PREFIX_SEGMENTS = 2;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The prefix key of a route path (no splat in the lazily loaded families). */
export function prefixKey(path: string): string {
  const segments = segmentsOf(path);
  const prefix = segments
    .slice(0, PREFIX_SEGMENTS)
    .map((segment) => (segment.startsWith(':') ? ':' : segment.toLowerCase()));
  return `/${prefix.join('/')}#${segments.length}`;
}

/** The families (never entry) whose tables may hold a route for `pathname`. */
export function familiesFor(pathname: string): string[] {
  const segments = segmentsOf(pathname).map((segment) => segment.toLowerCase());
  const found = new Set<string>();
  for (const entry of PREFIX_ENTRIES) {
    if (entry.count !== segments.length) continue;
    if (entry.segments.every((segment, i) => segment === ':' || segment === segments[i])) {
      for (const family of entry.families) found.add(family);
    }
  }
  return [...found];
}

const loading = new Map<string, Promise<RouteObject[]>>();

/** Loads (once) the tables of `families`. */
export function loadFamilies(families: readonly string[]): Promise<RouteObject[][]> {
  return Promise.all(
    families.map((family) => {
      let table = loading.get(family);
      if (!table) {
        const load = familyLoaders[family];
        table = load ? load() : Promise.resolve([]);
        // A failed chunk load may succeed on the next navigation.
        table.catch(() => loading.delete(family));
        loading.set(family, table);
      }
      return table;
    }),
  );
}

/** Loads (once) the tables of the families that may hold `pathname`. */
export function loadTablesFor(pathname: string): Promise<RouteObject[][]> {
  return loadFamilies(familiesFor(pathname));
}
