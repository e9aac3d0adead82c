import { chinaDay } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useSignIn, useSignIns } from './queries.ts';
import css from './Tasks.module.css';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** The days of `month` (YYYY-MM) laid out in weeks: leading blanks, then 1..last. */
function monthCells(month: string): Array<string | null> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: first }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  return cells;
}

/** Daily sign-in: today's button, the streak, this month's signed days. */
export function SignInCard() {
  const { ui } = useApp();
  const today = chinaDay();
  const month = today.slice(0, 7);
  const history = useSignIns(month);
  const signIn = useSignIn();
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  const h = history.data;
  const signed = new Set(h.days);
  return (
    <section className={styles.card} aria-label="每日签到">
      <div className={css.signIn}>
        <div className={css.streak}>
          已连续签到 <span className={css.streakValue}>{h.streak}</span> 天
          <div className={styles.meta}>累计签到 {h.total} 天</div>
        </div>
        <Button
          color="primary"
          shape="rounded"
          disabled={h.today}
          loading={signIn.isPending}
          onClick={() =>
            signIn.mutate(undefined, { onSuccess: (r) => ui.toast(`签到成功，已连续签到${r.streak}天`) })
          }
        >
          {h.today ? '今日已签到' : '签到'}
        </Button>
      </div>
      <div className={css.calendar}>
        {WEEKDAYS.map((w) => (
          <span key={w} className={css.weekday}>
            {w}
          </span>
        ))}
        {monthCells(month).map((day, i) =>
          day === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day have no identity
            <span key={`blank-${i}`} />
          ) : (
            <span
              key={day}
              className={[
                css.day,
                signed.has(day) ? css.daySigned : '',
                day === today ? css.dayToday : '',
              ].join(' ')}
              title={signed.has(day) ? `${day} 已签到` : day}
            >
              {Number(day.slice(8))}
              {signed.has(day) && <span className={css.hidden}>已签到</span>}
            </span>
          ),
        )}
      </div>
    </section>
  );
}
