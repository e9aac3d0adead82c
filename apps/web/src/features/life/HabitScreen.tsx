import type { HabitView, PatientView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import life from './Life.module.css';
import { useHabits, useSignHabit } from './queries.ts';

/** Life habits (/health/patient/life/habit): today's check-in per habit, streaks and month counts. */
export default function HabitScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="生活习惯" fallback={PATIENT_PATHS.home} />
      <PatientScope>{(patient) => <Habits patient={patient} />}</PatientScope>
    </main>
  );
}

function Habits({ patient }: { patient: PatientView }) {
  const habits = useHabits(patient.id);
  if (habits.isPending) return <LoadingState />;
  if (habits.isError)
    return <ErrorState message={errorMessage(habits.error)} onRetry={() => void habits.refetch()} />;
  if (habits.data.length === 0) return <EmptyState title="暂无可打卡的生活习惯" />;
  const signed = habits.data.filter((h) => h.signed).length;
  return (
    <>
      <section className={styles.card} aria-label="今日打卡">
        <h2 className={styles.cardTitle}>今日打卡</h2>
        <div className={styles.stats}>
          <div className={styles.stat}>
            <div className={styles.statValue} data-testid="habit-signed-count">
              {signed}/{habits.data.length}
            </div>
            <div className={styles.statLabel}>已完成</div>
          </div>
          <div className={styles.stat}>
            <div className={styles.statValue}>{Math.max(0, ...habits.data.map((h) => h.streak))}</div>
            <div className={styles.statLabel}>最长连续天数</div>
          </div>
          <div className={styles.stat}>
            <div className={styles.statValue}>{habits.data.reduce((s, h) => s + h.monthCount, 0)}</div>
            <div className={styles.statLabel}>本月打卡次数</div>
          </div>
        </div>
      </section>
      <section className={styles.card} aria-label="习惯列表">
        {habits.data.map((h) => (
          <HabitRow key={h.id} habit={h} patientId={patient.id} />
        ))}
      </section>
    </>
  );
}

function HabitRow({ habit, patientId }: { habit: HabitView; patientId: number }) {
  const { ui } = useApp();
  const sign = useSignHabit(patientId);
  const onSign = () =>
    sign.mutate(habit.id, {
      onSuccess: (h) => ui.toast(`打卡成功，已连续${h.streak}天`),
    });
  return (
    <div className={life.habit} data-testid={`habit-${habit.name}`}>
      <span className={life.icon} aria-hidden>
        {habit.icon ?? '✓'}
      </span>
      <div className={life.grow}>
        <div className={life.name}>{habit.name}</div>
        <div className={life.sub}>{habit.description}</div>
        <div className={life.sub}>
          连续{habit.streak}天 · 本月{habit.monthCount}次
        </div>
      </div>
      {habit.signed ? (
        <Button size="small" disabled data-testid="habit-signed">
          已打卡
        </Button>
      ) : (
        <Button size="small" color="primary" loading={sign.isPending} onClick={onSign}>
          打卡
        </Button>
      )}
    </div>
  );
}
