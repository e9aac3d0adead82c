import { LEVEL_SEVERITY, type MeasurementReport } from '@kanghu/shared';
import styles from '../../../ui/HealthScreen.module.css';
import { EmptyState } from '../../../ui/StateViews.tsx';
import { formatDateTime } from '../format.ts';
import { bpAdvice, componentLabels, levelRows, statText } from '../report-text.ts';

/**
 * The figures of a blood-pressure report. `notice` (the sample report's label) is shown under
 * every section's title, so no part of a sample can be taken for the reader's own data.
 */
export function BpReportBody({ report, notice }: { report: MeasurementReport; notice?: string }) {
  const title = (text: string) => (
    <>
      <h2 className={styles.cardTitle}>{text}</h2>
      {notice && (
        <p className={styles.sampleNotice} data-testid="sample-notice">
          {notice}
        </p>
      )}
    </>
  );
  const period = `${formatDateTime(report.start).slice(0, 10)} 至 ${formatDateTime(report.end).slice(0, 10)}`;
  if (report.count === 0) return <EmptyState title={`${period}暂无血压数据`} />;
  const levels = levelRows(report, LEVEL_SEVERITY);
  return (
    <>
      <section className={styles.card} aria-label="报告概要">
        {title('报告概要')}
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
        {title('血压统计')}
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
        {title('分级分布')}
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
        {title('健康建议')}
        <p className={styles.advice}>{bpAdvice(report)}</p>
      </section>
    </>
  );
}
