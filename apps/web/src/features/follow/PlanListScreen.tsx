import { useNavigate, useSearchParams } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PlanList } from './components/PlanList.tsx';
import css from './Follow.module.css';
import { addPlanPath, planDetailPath } from './paths.ts';
import { useSummary } from './queries.ts';

/** /health/doctor/patient/follow/plan[?patientId=]: the plans of the doctor's scope (or one patient). */
export default function PlanListScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const patientId = Number(params.get('patientId')) || undefined;
  return (
    <main className={styles.page}>
      <PageBar
        title="随访计划"
        fallback={DOCTOR_PATHS.home}
        right={
          <button type="button" className={css.plain} onClick={() => navigate(addPlanPath(patientId))}>
            新建
          </button>
        }
      />
      {patientId === undefined && <SummaryCounts />}
      <PlanList
        base={{ scope: 'all', ...(patientId ? { patientId } : {}) }}
        onOpen={(p) => navigate(planDetailPath(p.id))}
      />
    </main>
  );
}

/** Today's, overdue and unassigned counts of the doctor's scope (nothing while loading or failed). */
export function SummaryCounts() {
  const summary = useSummary();
  if (!summary.data) return null;
  const s = summary.data;
  return (
    <section className={css.counts} aria-label="随访统计">
      <div className={css.count}>
        <strong>{s.dueToday}</strong>今日待随访
      </div>
      <div className={css.count}>
        <strong>{s.overdue}</strong>已逾期
      </div>
      <div className={css.count}>
        <strong>{s.pool}</strong>待领取
      </div>
    </section>
  );
}
