import { chinaDay, type PatientView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from './Child.module.css';
import { ChildScope } from './ChildScope.tsx';
import { EnergyBar } from './EnergyBar.tsx';
import { CHILD_PATHS, childPath } from './paths.ts';
import { useDayReport } from './queries.ts';

/** Growth nutrition home (question/grow/nutrition/index): today's energy vs the DRI and the entries. */
export default function NutritionIndexScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="成长营养" fallback={CHILD_PATHS.home} />
      <ChildScope>{(child) => <Today child={child} />}</ChildScope>
    </main>
  );
}

function Today({ child }: { child: PatientView }) {
  const navigate = useNavigate();
  const day = chinaDay();
  const report = useDayReport(child.id, day);
  const go = (path: string) => navigate(childPath(path, child.id));
  let body: React.ReactNode;
  if (report.isPending) body = <LoadingState />;
  else if (report.isError)
    body = <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  else {
    const r = report.data;
    body =
      r.records === 0 ? (
        <p className={styles.meta}>今天还没有记录饮食，点击“记录饮食”开始。</p>
      ) : (
        <>
          <EnergyBar value={r.totals.energyKcal} reference={r.reference.energyKcal} />
          <div className={styles.meta}>
            蛋白质{r.totals.protein}克 · 脂肪{r.totals.fat}克 · 碳水化合物{r.totals.carbohydrate}克（
            {r.records}餐）
          </div>
        </>
      );
  }
  return (
    <>
      <section className={styles.card} aria-label="今日能量">
        <h2 className={styles.cardTitle}>今日能量</h2>
        {body}
        {report.data && <div className={styles.meta}>参考：{report.data.reference.basis}</div>}
      </section>
      <div className={css.links} style={{ marginTop: '0.24rem' }}>
        <Button color="primary" onClick={() => go(CHILD_PATHS.foodRecord)}>
          记录饮食
        </Button>
        <Button color="primary" fill="outline" onClick={() => go(CHILD_PATHS.nutritionReport)}>
          今日营养报告
        </Button>
        <Button fill="outline" onClick={() => go(CHILD_PATHS.growNutrition)}>
          近7天营养
        </Button>
        <Button fill="outline" onClick={() => go(CHILD_PATHS.recipes)}>
          食谱建议
        </Button>
        <Button fill="outline" onClick={() => go(CHILD_PATHS.foodList)}>
          食物库
        </Button>
        <Button fill="outline" onClick={() => go(CHILD_PATHS.sleepReport)}>
          睡眠记录
        </Button>
      </div>
    </>
  );
}
