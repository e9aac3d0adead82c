import {
  dateTimeText,
  FAMILY_MONITOR_ABNORMAL_DAYS,
  FAMILY_MONITOR_RECENT_DAYS,
  MEASUREMENT_TYPE_INFO,
  MSG,
} from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idParam } from '../inquiry/paths.ts';
import { readingText } from '../measurements/format.ts';
import { personText } from './ContractParts.tsx';
import { SIGN_PATHS } from './paths.ts';
import { useFamilyMonitorDetail } from './queries.ts';
import { ReadingTiles } from './ReadingTiles.tsx';

/** /health/doctor/family/monitor/detail?patientId=: one signed resident's recent readings. */
export default function FamilyMonitorDetailScreen() {
  const [params] = useSearchParams();
  const patientId = idParam(params, 'patientId');
  return (
    <main className={styles.page}>
      <PageBar title="监测详情" fallback={SIGN_PATHS.monitor} />
      {patientId === null ? <ErrorState message={MSG.notFound} /> : <Detail patientId={patientId} />}
    </main>
  );
}

function Detail({ patientId }: { patientId: number }) {
  const detail = useFamilyMonitorDetail(patientId);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError)
    return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  return (
    <>
      <section className={styles.card} aria-label="最新测量">
        <div className={styles.cardTitle}>
          <span>
            {d.patientName} <small>{personText(d.sex, d.age)}</small>
          </span>
          {d.abnormalCount > 0 && (
            <span className={styles.abnormal}>
              近{FAMILY_MONITOR_ABNORMAL_DAYS}天异常 {d.abnormalCount} 次
            </span>
          )}
        </div>
        <div className={styles.meta}>
          {d.servicePacks.join('、')} · 签约医生 {d.doctorName}
        </div>
        <ReadingTiles readings={d.latest} />
      </section>
      <section className={styles.card} aria-label="近期测量记录">
        <div className={styles.cardTitle}>
          近{FAMILY_MONITOR_RECENT_DAYS}天测量（{d.readingCount}次）
        </div>
        {d.recent.length === 0 ? (
          <EmptyState title={`近${FAMILY_MONITOR_RECENT_DAYS}天暂无测量`} />
        ) : (
          <List className={styles.list}>
            {d.recent.map((m) => (
              <List.Item
                key={m.id}
                description={dateTimeText(m.measureTime)}
                extra={<span className={m.abnormal ? styles.abnormal : undefined}>{m.levelLabel}</span>}
              >
                {MEASUREMENT_TYPE_INFO[m.type].label} {readingText(m)}
              </List.Item>
            ))}
          </List>
        )}
        {d.readingCount > d.recent.length && <p className={styles.hint}>仅显示最近{d.recent.length}次</p>}
      </section>
    </>
  );
}
