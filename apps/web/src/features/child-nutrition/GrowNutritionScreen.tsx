import { chinaDay, type PatientView } from '@kanghu/shared';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ChildScope } from './ChildScope.tsx';
import { EnergyBar } from './EnergyBar.tsx';
import { CHILD_PATHS, childPath, dayLabel } from './paths.ts';
import { useDayReport, useRecentMeals } from './queries.ts';

const DAYS = 7;

/** Growth nutrition over the last 7 days (report/grow/nutrition): each day's energy vs the DRI. */
export default function GrowNutritionScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="成长营养报告" fallback={CHILD_PATHS.nutritionIndex} />
      <ChildScope>{(child) => <Week child={child} />}</ChildScope>
    </main>
  );
}

function Week({ child }: { child: PatientView }) {
  const navigate = useNavigate();
  const meals = useRecentMeals(child.id, DAYS);
  const today = useDayReport(child.id, chinaDay());
  if (meals.isPending || today.isPending) return <LoadingState />;
  if (meals.isError)
    return <ErrorState message={errorMessage(meals.error)} onRetry={() => void meals.refetch()} />;
  if (today.isError)
    return <ErrorState message={errorMessage(today.error)} onRetry={() => void today.refetch()} />;
  const ref = today.data.reference;
  const days = [...meals.data.daily].reverse();
  if (days.length === 0)
    return (
      <EmptyState title={`近${DAYS}天没有饮食记录`}>
        <Button
          size="small"
          color="primary"
          onClick={() => navigate(childPath(CHILD_PATHS.foodRecord, child.id))}
        >
          记录饮食
        </Button>
      </EmptyState>
    );
  const avg = Math.round(days.reduce((s, d) => s + d.energyKcal, 0) / days.length);
  return (
    <>
      <section className={styles.card} aria-label="平均能量">
        <h2 className={styles.cardTitle}>
          近{DAYS}天有记录的{days.length}天平均能量
        </h2>
        <EnergyBar value={avg} reference={ref.energyKcal} />
        <div className={styles.meta}>参考：{ref.basis}</div>
      </section>
      <List className={styles.list} header="每日能量（点击查看当天报告）">
        {days.map((d) => (
          <List.Item
            key={d.day}
            onClick={() => navigate(childPath(CHILD_PATHS.nutritionReport, child.id, { day: d.day }))}
            description={
              <span className={styles.rowMeta}>
                蛋白质{d.protein}克 · 脂肪{d.fat}克 · 碳水{d.carbohydrate}克
              </span>
            }
            extra={<span>{Math.round((d.energyKcal / ref.energyKcal) * 100)}%</span>}
          >
            <span className={styles.row}>
              {dayLabel(d.day)} {d.energyKcal}千卡
            </span>
          </List.Item>
        ))}
      </List>
      <div className={styles.actions}>
        <Button
          color="primary"
          fill="outline"
          onClick={() => navigate(childPath(CHILD_PATHS.recipes, child.id))}
        >
          低分营养素食谱建议
        </Button>
      </div>
    </>
  );
}
