import { MSG } from '@kanghu/shared';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { isBuiltRoute } from '../patient-home/built-routes.ts';
import css from './Yk.module.css';

export interface Entry {
  label: string;
  hint: string;
  to: string;
}

/** Tiles leading to screens of the shell; one whose screen is not built yet says 即将上线. */
export function EntryGrid({ entries, label }: { entries: readonly Entry[]; label: string }) {
  const navigate = useNavigate();
  const { ui } = useApp();
  return (
    <nav className={css.grid} aria-label={label}>
      {entries.map((e) => (
        <button
          key={e.to}
          type="button"
          className={css.tile}
          onClick={() => (isBuiltRoute(e.to) ? void navigate(e.to) : ui.toast(MSG.comingSoon))}
        >
          <strong>{e.label}</strong>
          <span>{e.hint}</span>
        </button>
      ))}
    </nav>
  );
}
