import { useNavigate } from 'react-router';
import { ErrorState, errorMessage } from '../../ui/StateViews.tsx';
import css from './Dashboard.module.css';
import { dashboardItems } from './dashboard-items.ts';
import { useWorkbenchSummary } from './queries.ts';

/** The doctor home's numbers (issue 11): each opens its filtered list. */
export function WorkbenchDashboard() {
  const navigate = useNavigate();
  const summary = useWorkbenchSummary();
  const data = summary.data;
  return (
    <section className={css.board} aria-label="工作概览" data-testid="workbench-dashboard">
      <h2 className={css.title}>{data?.scope === 'all' ? '本机构概览' : '我的工作概览'}</h2>
      {summary.isError ? (
        <ErrorState message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />
      ) : (
        <div className={css.grid} aria-busy={summary.isPending}>
          {dashboardItems({ scope: data?.scope ?? 'mine' }).map((item) => {
            const n = data?.[item.key];
            return (
              <button
                key={item.key}
                type="button"
                className={css.cell}
                disabled={!data}
                onClick={() => navigate(item.to)}
                data-testid={`dash-${item.key}`}
              >
                <span className={`${css.num} ${item.alert && n ? css.alert : ''}`}>{n ?? '–'}</span>
                <span className={css.label}>{item.label}</span>
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
