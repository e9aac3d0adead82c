import { MSG } from '@kanghu/shared';
import { useApp } from '../app/app-context.ts';
import styles from './Home.module.css';

export interface ServiceTile {
  label: string;
  /** One character standing in for an icon. */
  glyph: string;
  color: string;
  /** Route of the screen; tiles whose screen is not built yet say so. */
  to?: string;
}

/** A grid of entries, each a coloured glyph over its label. */
export function ServiceGrid({ tiles, onOpen }: { tiles: ServiceTile[]; onOpen: (to: string) => void }) {
  const { ui } = useApp();
  return (
    <div className={styles.grid}>
      {tiles.map((tile) => (
        <button
          key={tile.label}
          type="button"
          className={styles.tile}
          onClick={() => (tile.to ? onOpen(tile.to) : ui.toast(MSG.comingSoon))}
        >
          <span className={styles.tileIcon} style={{ background: tile.color }} aria-hidden="true">
            {tile.glyph}
          </span>
          {tile.label}
        </button>
      ))}
    </div>
  );
}
