import { useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import { RECORD_PATHS } from './paths.ts';
import { idFrom, useExamination } from './queries.ts';
import own from './Records.module.css';

/** One examination (/health/patient/examination/detail?id=): each item against its reference range. */
export default function ExaminationDetailScreen() {
  const [params] = useSearchParams();
  const id = idFrom(params);
  const exam = useExamination(id);
  return (
    <main className={styles.page}>
      <PageBar title="体检详情" fallback={RECORD_PATHS.examList} />
      {id === null ? (
        <EmptyState title="记录不存在" />
      ) : exam.isPending ? (
        <LoadingState />
      ) : exam.isError ? (
        <ErrorState message={errorMessage(exam.error)} onRetry={() => void exam.refetch()} />
      ) : (
        <>
          <section className={styles.card} aria-label="体检信息">
            <h2 className={styles.cardTitle}>{exam.data.title}</h2>
            <div className={styles.meta}>
              {formatDateTime(exam.data.examTime)}
              {exam.data.orgName && ` · ${exam.data.orgName}`}
            </div>
          </section>
          <section className={styles.card} aria-label="体检项目">
            <h2 className={styles.cardTitle}>
              体检项目
              <span className={styles.meta}>
                共{exam.data.itemCount}项{exam.data.abnormalCount > 0 && `，${exam.data.abnormalCount}项异常`}
              </span>
            </h2>
            {exam.data.items.map((item) => (
              <div key={item.name} className={own.detailRow} data-testid="exam-item">
                <span className={own.detailLabel}>{item.name}</span>
                <span className={`${own.itemValue} ${item.abnormal ? styles.abnormal : ''}`}>
                  {item.value}
                  {item.unit && ` ${item.unit}`}
                  {item.abnormal && '（异常）'}
                  {item.referenceRange && <span className={own.range}>参考范围 {item.referenceRange}</span>}
                </span>
              </div>
            ))}
          </section>
          <section className={styles.card} aria-label="体检结论">
            <h2 className={styles.cardTitle}>体检结论</h2>
            <p className={own.text}>{exam.data.summary || '暂无结论'}</p>
          </section>
        </>
      )}
    </main>
  );
}
