import { chinaDay, type PatientView } from '@kanghu/shared';
import { Button, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useMeals } from '../life/diet-queries.ts';
import css from './Child.module.css';
import { ChildScope } from './ChildScope.tsx';
import { EnergyBar } from './EnergyBar.tsx';
import { CHILD_PATHS, childPath, dayLabel, shiftDay } from './paths.ts';
import { useDayReport } from './queries.ts';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A day's nutrition report (report/nutrition?patientId=&day=): energy vs the child DRI, shares, scores. */
export default function NutritionReportScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="营养报告" fallback={CHILD_PATHS.nutritionIndex} />
      <ChildScope>{(child) => <DayReport child={child} />}</ChildScope>
    </main>
  );
}

function DayReport({ child }: { child: PatientView }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const today = chinaDay();
  const asked = params.get('day') ?? '';
  const day = DAY_RE.test(asked) && asked <= today ? asked : today;
  const report = useDayReport(child.id, day);
  const meals = useMeals(child.id, day);
  const move = (d: number) => {
    const next = new URLSearchParams(params);
    next.set('day', shiftDay(day, d));
    setParams(next, { replace: true });
  };
  let body: React.ReactNode;
  if (report.isPending || meals.isPending) body = <LoadingState />;
  else if (report.isError)
    body = <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  else if (meals.isError)
    body = <ErrorState message={errorMessage(meals.error)} onRetry={() => void meals.refetch()} />;
  else if (report.data.records === 0)
    body = (
      <EmptyState title="这一天没有饮食记录">
        <Button
          size="small"
          color="primary"
          onClick={() => navigate(childPath(CHILD_PATHS.foodRecord, child.id))}
        >
          记录饮食
        </Button>
      </EmptyState>
    );
  else {
    const r = report.data;
    body = (
      <>
        <section className={styles.card} aria-label="能量">
          <h2 className={styles.cardTitle}>全天能量与参考摄入量</h2>
          <EnergyBar value={r.totals.energyKcal} reference={r.reference.energyKcal} />
          <div className={styles.meta}>参考：{r.reference.basis}</div>
          {r.reference.proteinG === null && (
            <div className={styles.meta}>儿童蛋白质推荐量暂未收录，蛋白质只看供能比。</div>
          )}
        </section>
        <section className={styles.card} aria-label="营养素评分">
          <span className={css.ruleTag}>规则评分</span>
          <h2 className={styles.cardTitle}>营养素评分</h2>
          {r.scores.map((s) => (
            <div key={s.nutrient} className={css.scoreRow} data-testid={`score-${s.nutrient}`}>
              <span>
                {s.label}
                <div className={styles.meta}>
                  实际{s.value}，目标{s.target}
                </div>
              </span>
              <span className={`${css.scoreValue} ${css[s.status]}`}>{s.score}</span>
            </div>
          ))}
          <div className={styles.levels} style={{ marginTop: '0.16rem' }}>
            <div className={styles.levelRow}>
              <span>蛋白质供能比</span>
              <span>{r.shares.protein}%</span>
            </div>
          </div>
          {r.advice.map((a) => (
            <p key={a} className={styles.advice}>
              {a}
            </p>
          ))}
          <div className={styles.meta}>评分为本平台规则：目标范围内100分，低于或高于目标按比例扣分。</div>
        </section>
        <List className={styles.list} header="当天饮食" data-testid="meal-list">
          {meals.data.list.map((m) => (
            <List.Item
              key={m.id}
              description={
                <span className={styles.rowMeta}>
                  {m.items.map((i) => `${i.name}${i.grams}克`).join('，')}
                </span>
              }
              extra={<span>{m.energyKcal}千卡</span>}
            >
              <span className={styles.row}>{m.mealLabel}</span>
            </List.Item>
          ))}
        </List>
        <div className={styles.actions}>
          <Button
            color="primary"
            fill="outline"
            onClick={() => navigate(childPath(CHILD_PATHS.recipes, child.id, { day }))}
          >
            查看食谱建议
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <div className={css.dayNav}>
        <Button size="small" fill="none" onClick={() => move(-1)}>
          前一天
        </Button>
        <strong data-testid="report-day">{day === today ? `今天（${dayLabel(day)}）` : dayLabel(day)}</strong>
        <Button size="small" fill="none" disabled={day >= today} onClick={() => move(1)}>
          后一天
        </Button>
      </div>
      {body}
    </>
  );
}
