import type { PatientView } from '@kanghu/shared';
import { useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { DaysTabs } from './DaysTabs.tsx';
import { Line } from './Line.tsx';
import { YUHANG_PATHS } from './paths.ts';
import { useBedReport } from './queries.ts';

const STAT_LABELS: Record<string, string> = {
  sleepHours: '睡眠时长（小时）',
  heartRate: '心率（次/分）',
  breathRate: '呼吸（次/分）',
};
const num = (v: number | null) => (v === null ? '—' : String(Math.round(v * 10) / 10));

/** 睡眠报告 (/app/yuhang/report/bed): the bed mattress's nights, averages and advice. */
export default function BedReportScreen() {
  const [days, setDays] = useState(7);
  return (
    <main className={styles.page}>
      <PageBar title="睡眠监测报告" fallback={YUHANG_PATHS.index} />
      <PatientScope>
        {(patient) => (
          <>
            <DaysTabs days={days} onChange={setDays} />
            <Bed patient={patient} days={days} />
          </>
        )}
      </PatientScope>
    </main>
  );
}

function Bed({ patient, days }: { patient: PatientView; days: number }) {
  const report = useBedReport(patient.id, days);
  if (report.isPending) return <LoadingState />;
  if (report.isError)
    return <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  const r = report.data;
  if (r.nights.length === 0)
    return <EmptyState title={`近${days}天没有床垫监测数据，请确认智能床垫已绑定`} />;
  return (
    <>
      <section className={styles.card} aria-label="统计">
        <h2 className={styles.cardTitle}>
          {r.nights.length}晚监测
          {r.abnormalCount > 0 && <span className={styles.abnormal}>异常{r.abnormalCount}次</span>}
        </h2>
        {Object.entries(r.stats).map(([k, s]) => (
          <div key={k} className={styles.detailRow}>
            <span className={styles.detailLabel}>{STAT_LABELS[k] ?? k}</span>
            <span>
              平均 {num(s.avg)} · 最低 {num(s.min)} · 最高 {num(s.max)}
            </span>
          </div>
        ))}
      </section>
      {r.advice.length > 0 && (
        <section className={styles.card} aria-label="建议">
          <h2 className={styles.cardTitle}>建议</h2>
          {r.advice.map((a) => (
            <p key={a} className={styles.advice}>
              {a}
            </p>
          ))}
        </section>
      )}
      <section className={styles.card} aria-label="每晚">
        <h2 className={styles.cardTitle}>每晚记录</h2>
        {r.nights.map((n) => (
          <Line
            key={n.day}
            testId="bed-night"
            title={n.day}
            meta={`睡眠 ${num(n.sleepHours)} 小时 · 心率 ${num(n.heartRate)} 次/分 · 呼吸 ${num(n.breathRate)} 次/分`}
          />
        ))}
      </section>
    </>
  );
}
