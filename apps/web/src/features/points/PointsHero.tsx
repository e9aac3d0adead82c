import { Button } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Points.module.css';
import { usePointsSummary, useSignIn } from './queries.ts';

/** The balance card with the daily sign-in, and how points are earned in this project. */
export function PointsHero({ unit }: { unit: string }) {
  const { ui } = useApp();
  const summary = usePointsSummary();
  const sign = useSignIn();
  if (summary.isPending) return <LoadingState />;
  if (summary.isError)
    return <ErrorState message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />;
  const s = summary.data;
  const onSign = () =>
    sign.mutate(undefined, {
      onSuccess: (r) => ui.toast(r.firstToday ? `签到成功，+${r.awarded}${unit}` : '今日已签到'),
    });
  const rules = s.rules.filter((r) => r.enabled);
  return (
    <>
      <section className={styles.hero} aria-label={`我的${unit}`}>
        <div className={styles.heroLabel}>我的{unit}</div>
        <div className={styles.balance} data-testid="points-balance">
          {s.balance}
        </div>
        <div className={styles.heroRow}>
          <span>
            累计获得 {s.earnedTotal} · 已使用 {s.spentTotal}
          </span>
          <Button
            size="small"
            shape="rounded"
            disabled={s.signedToday}
            loading={sign.isPending}
            onClick={onSign}
          >
            {s.signedToday ? '今日已签到' : '签到'}
          </Button>
        </div>
      </section>
      <section className={styles.section} aria-label={`如何获得${unit}`}>
        <h2 className={styles.sectionTitle}>如何获得{unit}</h2>
        {rules.length === 0 ? (
          <EmptyState title={`本项目暂未开启${unit}奖励`} />
        ) : (
          rules.map((r) => (
            <div key={r.rule} className={styles.rule}>
              <span>
                {r.label}
                {r.dailyCap !== null ? `（每日上限${r.dailyCap}次，今日${r.todayCount}次）` : ''}
              </span>
              <span className={styles.plus}>+{r.amount}</span>
            </div>
          ))
        )}
      </section>
    </>
  );
}
