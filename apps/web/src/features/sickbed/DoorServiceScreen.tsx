import { dateTimeText, type SickbedView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { BedSummary, WithBed } from './BedParts.tsx';
import { bedPath, SICKBED_PATHS } from './paths.ts';
import { useHomeVisits } from './queries.ts';
import own from './Sickbed.module.css';

function Visits({ bed }: { bed: SickbedView }) {
  const navigate = useNavigate();
  const visits = useHomeVisits(bed.id);
  let body: React.ReactNode;
  if (visits.isPending) body = <LoadingState />;
  else if (visits.isError)
    body = <ErrorState message={errorMessage(visits.error)} onRetry={() => void visits.refetch()} />;
  else if (visits.data.list.length === 0) body = <EmptyState title="暂无上门服务记录" />;
  else
    body = visits.data.list.map((v) => (
      <article key={v.id} className={own.visit} data-testid="door-visit">
        <div className={own.visitHead}>
          <span>{v.typeLabel}</span>
          <span>{v.doctorName ?? v.recorderName ?? ''}</span>
        </div>
        <div className={own.visitMeta}>
          {dateTimeText(v.startTime)} - {dateTimeText(v.endTime).slice(11)}
        </div>
        <div className={own.visitMeta}>服务内容：{v.contentCategory}</div>
        {v.remark && <p className={own.visitText}>{v.remark}</p>}
      </article>
    ));
  return (
    <>
      <section className={styles.card} aria-label="上门服务记录">
        <h2 className={styles.cardTitle}>
          上门服务记录
          {visits.data && <span className={styles.hint}>共 {visits.data.total} 次</span>}
        </h2>
        {body}
      </section>
      {bed.actions.includes('visit') && (
        <div className={styles.actions}>
          <Button color="primary" size="large" onClick={() => navigate(bedPath('doorAdd', bed.id))}>
            登记上门服务
          </Button>
        </div>
      )}
    </>
  );
}

/** /health/doctor/sickbed/door/service?id=: the door services (home visits) of a bed. */
export default function DoorServiceScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="上门服务" fallback={SICKBED_PATHS.manage} />
      <WithBed>
        {(bed) => (
          <>
            <BedSummary bed={bed} />
            <Visits bed={bed} />
          </>
        )}
      </WithBed>
    </main>
  );
}
