import { List } from 'antd-mobile';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import { useMeals, useNutritionReport } from './diet-queries.ts';

/** Today's meals and the day's nutrition report (GET /api/patient/nutrition/report). */
export function TodayNutrition({ patientId, day }: { patientId: number; day: string }) {
  const meals = useMeals(patientId, day);
  const report = useNutritionReport(patientId, day);
  if (meals.isPending || report.isPending) return <LoadingState />;
  if (meals.isError)
    return <ErrorState message={errorMessage(meals.error)} onRetry={() => void meals.refetch()} />;
  if (report.isError)
    return <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  if (meals.data.list.length === 0) return <EmptyState title="今天还没有饮食记录" />;
  const r = report.data;
  return (
    <>
      <section className={styles.card} aria-label="今日营养">
        <h2 className={styles.cardTitle}>今日营养</h2>
        <div className={styles.stats}>
          <div className={styles.stat}>
            <div className={styles.statValue} data-testid="day-energy">
              {r.totals.energyKcal}
            </div>
            <div className={styles.statLabel}>能量（千卡）</div>
          </div>
          <div className={styles.stat}>
            <div className={styles.statValue}>{r.totals.protein}</div>
            <div className={styles.statLabel}>蛋白质（克）</div>
          </div>
          <div className={styles.stat}>
            <div className={styles.statValue}>{r.reference.energyKcal}</div>
            <div className={styles.statLabel}>参考能量</div>
          </div>
        </div>
        <div className={styles.levels} style={{ marginTop: '0.16rem' }}>
          <div className={styles.levelRow}>
            <span>蛋白质供能比</span>
            <span>{r.shares.protein}%</span>
          </div>
          <div className={styles.levelRow}>
            <span>脂肪供能比</span>
            <span>{r.shares.fat}%</span>
          </div>
          <div className={styles.levelRow}>
            <span>碳水化合物供能比</span>
            <span>{r.shares.carbohydrate}%</span>
          </div>
        </div>
        {r.advice.map((a) => (
          <p key={a} className={styles.advice}>
            {a}
          </p>
        ))}
        <div className={styles.meta}>参考：{r.reference.basis}</div>
      </section>
      <List className={styles.list} header="今日饮食" data-testid="meal-list">
        {meals.data.list.map((m) => (
          <List.Item
            key={m.id}
            description={
              <span className={styles.rowMeta}>
                {formatDateTime(m.eatTime)} · {m.items.map((i) => `${i.name}${i.grams}克`).join('，')}
              </span>
            }
            extra={<span>{m.energyKcal}千卡</span>}
          >
            <span className={styles.row}>{m.mealLabel}</span>
          </List.Item>
        ))}
      </List>
    </>
  );
}
