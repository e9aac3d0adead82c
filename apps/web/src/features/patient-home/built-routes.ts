import coverage from '../../routes/coverage.json';

/** Paths whose screen is built (coverage.json, kept in sync with the route tables by a test). */
const BUILT = new Set(coverage.filter((row) => row.built).map((row) => row.path));

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
