import { LEVEL_SEVERITY, type MeasurementReport, type PatientView } from '@kanghu/shared';
import { useSearchParams } from 'react-router';
import { MEASURE_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from './format.ts';
import { lastDays, type ReportRange, useReport } from './queries.ts';
import { bpAdvice, componentLabels, levelRows, statText } from './report-text.ts';

/** The hypertension report (/health/patient/blood/pressure/report/detail): ?start&end, default the last 30 days. */
export default function BpReportDetailScreen() {
  const [params] = useSearchParams();
  const start = params.get('start');
  const end = params.get('end');
  const range: ReportRange = start && end ? { start, end } : lastDays(30);
  return (
    <main className={styles.page}>
      <PageBar title="高血压健康报告" fallback={MEASURE_PATHS.bp} />
      <PatientScope>{(patient) => <Report patient={patient} range={range} />}</PatientScope>
    </main>
  );
}

function Report({ patient, range }: { patient: PatientView; range: ReportRange }) {
  const report = useReport(patient.id, 'bp', range);
  if (report.isPending) return <LoadingState />;
  if (report.isError)
    return <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  return <ReportBody report={report.data} />;
}

export function ReportBody({ report }: { report: MeasurementReport }) {
  const period = `${formatDateTime(report.start).slice(0, 10)} 至 ${formatDateTime(report.end).slice(0, 10)}`;
  if (report.count === 0) return <EmptyState title={`${period}暂无血压数据`} />;
  const levels = levelRows(report, LEVEL_SEVERITY);
  return (
    <>
      <section className={styles.card} aria-label="报告概要">
        <h2 className={styles.cardTitle}>报告概要</h2>
        <div className={styles.meta}>统计周期：{period}</div>
        <div className={styles.stats} style={{ marginTop: '0.2rem' }}>
          <div className={styles.stat}>
            <div className={styles.statValue} data-testid="report-count">
              {report.count}
            </div>
            <div className={styles.statLabel}>测量次数</div>
          </div>
          <div className={styles.stat}>
            <div className={`${styles.statValue} ${report.abnormalCount ? styles.abnormal : ''}`}>
              {report.abnormalCount}
            </div>
            <div className={styles.statLabel}>异常次数</div>
          </div>
          <div className={styles.stat}>
            <div className={styles.statValue}>
              {report.count ? Math.round(((report.count - report.abnormalCount) / report.count) * 100) : 0}%
            </div>
            <div className={styles.statLabel}>达标率</div>
          </div>
        </div>
      </section>
      <section className={styles.card} aria-label="血压统计">
        <h2 className={styles.cardTitle}>血压统计</h2>
        <div className={styles.levels}>
          {componentLabels('bp').map(([key, label]) => {
            const s = report.stats[key];
            if (!s || s.avg === null) return null;
            const unit = key === 'heartRate' ? '次/分' : 'mmHg';
            return (
              <div key={key} className={styles.levelRow}>
                <span>{label}</span>
                <span data-testid={`report-${key}`}>
                  平均 {statText(s.avg)}，最高 {statText(s.max)}，最低 {statText(s.min)} {unit}
                </span>
              </div>
            );
          })}
        </div>
      </section>
      <section className={styles.card} aria-label="分级分布">
        <h2 className={styles.cardTitle}>分级分布</h2>
        <div className={styles.levels}>
          {levels.map((l) => (
            <div key={l.level} className={styles.levelRow}>
              <span className={l.level.startsWith('grade') || l.level === 'low' ? styles.abnormal : ''}>
                {l.label}
              </span>
              <span>
                {l.count}次（{l.share}%）
              </span>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.card} aria-label="健康建议">
        <h2 className={styles.cardTitle}>健康建议</h2>
        <p className={styles.advice}>{bpAdvice(report)}</p>
      </section>
    </>
  );
}
