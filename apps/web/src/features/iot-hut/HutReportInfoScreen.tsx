import { Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/request-errors.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import css from './Hut.module.css';
import { HUT_PATHS } from './hut-text.ts';
import { useHutAppraisal } from './queries.ts';
import { ReadingTile } from './ReadingTile.tsx';

/** Appraisal report of a hut visit (/app/jkxw/report/info?id=); without id, the latest visit. */
export default function HutReportInfoScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return (
    <main className={styles.page}>
      <PageBar title="健康评估报告" fallback={HUT_PATHS.report} />
      {id !== null ? (
        <Report id={id} patientId={null} />
      ) : (
        <PatientScope>{(patient) => <Report id={null} patientId={patient.id} />}</PatientScope>
      )}
    </main>
  );
}

function Report({ id, patientId }: { id: number | null; patientId: number | null }) {
  const report = useHutAppraisal(id, patientId);
  if (report.isPending) return <LoadingState />;
  if (report.isError) {
    // 404: no visit yet (or not one of the account's patients): nothing to show, not a failure.
    if (report.error instanceof ApiError && report.error.status === 404) {
      return <EmptyState title="暂无评估报告，到健康小屋完成一次检测后生成" />;
    }
    return <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  }
  const r = report.data;
  return (
    <>
      <section className={styles.card} aria-label="评估结论">
        <div className={styles.cardTitle}>
          <span>{r.patientName}的健康评估</span>
          <Tag color={r.visit.abnormalCount > 0 ? 'danger' : 'success'} fill="outline">
            {r.visit.abnormalCount > 0 ? `${r.visit.abnormalCount}项异常` : '未见异常'}
          </Tag>
        </div>
        <div className={css.score}>
          <span className={css.scoreValue} data-testid="hut-score">
            {r.score}
          </span>
          <span className={styles.meta}>综合评分</span>
        </div>
        <div className={css.advice}>{r.conclusion}</div>
        <div className={styles.meta}>
          {r.visit.hutName}（{r.visit.orgName}） · {formatDateTime(r.visit.visitTime)}
        </div>
      </section>
      <section className={styles.card} aria-label="检测项目">
        <div className={styles.cardTitle}>检测项目与建议</div>
        <div className={css.grid}>
          {r.items.map((item) => (
            <div key={item.measurementId}>
              <ReadingTile r={item} />
              <div className={css.advice}>{item.advice}</div>
            </div>
          ))}
        </div>
      </section>
      <p className={styles.hint}>本报告依据健康小屋自助检测数据自动生成，仅供参考，不作为诊断依据。</p>
    </>
  );
}
