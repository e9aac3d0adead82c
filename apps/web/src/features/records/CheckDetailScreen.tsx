import { CHECK_KIND_LABELS } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import { Attachments } from './Attachments.tsx';
import { RECORD_PATHS } from './paths.ts';
import { idFrom, useCheckRecord } from './queries.ts';
import own from './Records.module.css';

/** One check/inspection record (/health/patient/check/and/inspection/detail and /detail/new, ?id=). */
export default function CheckDetailScreen() {
  const [params] = useSearchParams();
  const id = idFrom(params);
  const record = useCheckRecord(id);
  return (
    <main className={styles.page}>
      <PageBar title="检查检验详情" fallback={RECORD_PATHS.checkList} />
      {id === null ? (
        <EmptyState title="记录不存在" />
      ) : record.isPending ? (
        <LoadingState />
      ) : record.isError ? (
        <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />
      ) : (
        <>
          <section className={styles.card} aria-label="基本信息">
            <h2 className={styles.cardTitle}>
              <span data-testid="check-item-name">{record.data.itemName}</span>
              <Tag color={record.data.abnormal ? 'danger' : 'success'} fill="outline">
                {record.data.abnormal ? '异常' : '正常'}
              </Tag>
            </h2>
            <div className={own.detailRow}>
              <span className={own.detailLabel}>类型</span>
              <span>{CHECK_KIND_LABELS[record.data.kind]}</span>
            </div>
            <div className={own.detailRow}>
              <span className={own.detailLabel}>时间</span>
              <span>{formatDateTime(record.data.checkTime)}</span>
            </div>
            <div className={own.detailRow}>
              <span className={own.detailLabel}>机构</span>
              <span>{record.data.orgName ?? '未填写'}</span>
            </div>
          </section>
          <section className={styles.card} aria-label="结果">
            <h2 className={styles.cardTitle}>结果</h2>
            <p className={own.text}>{record.data.result || '未填写'}</p>
          </section>
          <section className={styles.card} aria-label="附件">
            <h2 className={styles.cardTitle}>附件</h2>
            {record.data.attachments.length > 0 ? (
              <Attachments files={record.data.attachments} />
            ) : (
              <p className={own.text}>暂无附件</p>
            )}
          </section>
          <section className={styles.card} aria-label="医生备注">
            <h2 className={styles.cardTitle}>医生备注</h2>
            <p className={own.text}>{record.data.doctorRemark || '医生暂未备注'}</p>
          </section>
        </>
      )}
    </main>
  );
}
