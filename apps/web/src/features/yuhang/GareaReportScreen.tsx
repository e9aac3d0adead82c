import type { PatientView } from '@kanghu/shared';
import { useState } from 'react';
import { dateTimeText } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { DaysTabs } from './DaysTabs.tsx';
import { YUHANG_PATHS } from './paths.ts';
import { useGareaReport } from './queries.ts';

/** 综合报告 (/app/yuhang/report/garea): per life-data area, the count, abnormal count and latest entry. */
export default function GareaReportScreen() {
  const [days, setDays] = useState(30);
  return (
    <main className={styles.page}>
      <PageBar title="综合健康报告" fallback={YUHANG_PATHS.index} />
      <PatientScope>
        {(patient) => (
          <>
            <DaysTabs days={days} onChange={setDays} />
            <Garea patient={patient} days={days} />
          </>
        )}
      </PatientScope>
    </main>
  );
}

function Garea({ patient, days }: { patient: PatientView; days: number }) {
  const report = useGareaReport(patient.id, days);
  if (report.isPending) return <LoadingState />;
  if (report.isError)
    return <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  const areas = report.data.areas.filter((a) => a.count > 0);
  if (areas.length === 0) return <EmptyState title={`近${days}天暂无健康数据`} />;
  const abnormal = areas.reduce((n, a) => n + a.abnormalCount, 0);
  return (
    <>
      <section className={styles.card}>
        <div className={styles.stats}>
          <div className={styles.stat}>
            <div className={styles.statValue}>{areas.length}</div>
            <div className={styles.statLabel}>有记录的项目</div>
          </div>
          <div className={styles.stat}>
            <div className={styles.statValue}>{areas.reduce((n, a) => n + a.count, 0)}</div>
            <div className={styles.statLabel}>记录次数</div>
          </div>
          <div className={styles.stat}>
            <div className={`${styles.statValue} ${abnormal > 0 ? styles.abnormal : ''}`}>{abnormal}</div>
            <div className={styles.statLabel}>异常次数</div>
          </div>
        </div>
      </section>
      {areas.map((a) => (
        <section key={a.area} className={styles.card} data-testid="garea-area">
          <h2 className={styles.cardTitle}>
            {a.label}
            <span className={styles.rowMeta}>
              {a.count}次{a.abnormalCount > 0 ? ` · 异常${a.abnormalCount}次` : ''}
            </span>
          </h2>
          {a.latest && (
            <p className={styles.meta}>
              最近：{a.latest.text}
              {a.latest.levelLabel ? `（${a.latest.levelLabel}）` : ''} · {dateTimeText(a.latest.time)}
            </p>
          )}
        </section>
      ))}
    </>
  );
}
