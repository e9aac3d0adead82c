import { useNavigate } from 'react-router';
import { isBuiltRoute } from '../patient-home/built-routes.ts';
import css from './Linan.module.css';

export interface Tile {
  label: string;
  glyph: string;
  color: string;
  to: string;
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
