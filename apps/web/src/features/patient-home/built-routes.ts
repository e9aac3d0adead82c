import builtPaths from '../../routes/built-paths.json';

/**
 * Paths whose screen is built (built-paths.json, generated with coverage.json and kept in sync
 * with the route tables by a test): a fraction of coverage.json, which the homes load.
 */
const BUILT = new Set<string>(builtPaths);

/** Whether `to` (a path, maybe with a query) leads to a built screen rather than 即将上线. */
export function isBuiltRoute(to: string): boolean {
  const path = to.split(/[?#]/, 1)[0] ?? '';
  return BUILT.has(path);
}

/** An entry of a home menu: a label and, when the project enables it, its route. */
export interface MenuEntry {
  key: string;
  label: string;
  /** One character standing in for an icon. */
  glyph: string;
  color: string;
  /** Null when the entry has no route (or the project does not enable it): 即将上线，敬请期待. */
  to: string | null;
}
