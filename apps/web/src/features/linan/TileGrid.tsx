import { useNavigate } from 'react-router';
import { isBuiltRoute } from '../patient-home/built-routes.ts';
import css from './Linan.module.css';

export interface Tile {
  label: string;
  glyph: string;
  color: string;
  to: string;
}

/** A tile as the programmes' data tables (tiles.json) hold it: the screen named by its key in the paths table. */
export interface TileRow {
  label: string;
  glyph: string;
  color: string;
  path: string;
}

/** The tiles of a data table; a key missing from the paths table fails at start-up, not on a tap. */
export function tilesOf(rows: readonly TileRow[], paths: Readonly<Record<string, string>>): Tile[] {
  return rows.map(({ path, ...tile }) => {
    const to = paths[path];
    if (to === undefined) throw new Error(`tile ${tile.label}: no path ${path}`);
    return { ...tile, to };
  });
}

/** A regional programme's service tiles; one whose route is not built yet is greyed 即将上线. */
export function TileGrid({ tiles, label }: { tiles: readonly Tile[]; label: string }) {
  const navigate = useNavigate();
  return (
    <nav className={css.grid} aria-label={label}>
      {tiles.map((t) => {
        const built = isBuiltRoute(t.to);
        return (
          <button
            key={t.to}
            type="button"
            className={css.tile}
            disabled={!built}
            onClick={() => navigate(t.to)}
          >
            <span className={css.glyph} style={{ background: built ? t.color : '#d9d9d9' }} aria-hidden>
              {t.glyph}
            </span>
            {t.label}
            {!built && <span className={css.soon}>即将上线</span>}
          </button>
        );
      })}
    </nav>
  );
}
