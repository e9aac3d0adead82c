import type { ServiceTile } from '../../ui/ServiceGrid.tsx';
import { isBuiltRoute, type MenuEntry } from './built-routes.ts';

/** Tiles for the grid: an entry leads somewhere only when it has a route and that screen is built. */
export function menuTiles(
  entries: readonly MenuEntry[],
  built: (to: string) => boolean = isBuiltRoute,
): ServiceTile[] {
  return entries.map(({ label, glyph, color, to }) => ({
    label,
    glyph,
    color,
    ...(to && built(to) ? { to } : {}),
  }));
}
