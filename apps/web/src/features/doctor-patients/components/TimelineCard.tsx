import { Button } from 'antd-mobile';
import health from '../../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import styles from '../DoctorPatients.module.css';
import { usePatientTimeline } from '../queries.ts';
import { dotClass, whenText } from './reading-text.ts';

/** The patient's timeline (readings, calls, remarks and what other areas add), newest first. */
export function TimelineCard({ patientId }: { patientId: number }) {
  const timeline = usePatientTimeline(patientId);
  const events = timeline.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={health.card} aria-label="时间线">
      <h2 className={health.cardTitle}>时间线</h2>
      {timeline.isPending ? (
        <LoadingState />
      ) : timeline.isError ? (
        <ErrorState message={errorMessage(timeline.error)} onRetry={() => void timeline.refetch()} />
      ) : events.length === 0 ? (
        <EmptyState title="暂无记录" />
      ) : (
        <>
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {events.map((e) => (
              <li key={`${e.kind}-${e.id}`} className={styles.event} data-testid="timeline-event">
                <span className={`${styles.dot} ${dotClass(e.tone)}`} aria-hidden="true" />
                <div className={styles.eventBody}>
                  <div>
                    <strong>{e.title}</strong> {e.text}
                  </div>
                  <div className={styles.eventMeta}>{[whenText(e.at), e.by].filter(Boolean).join(' · ')}</div>
                </div>
              </li>
            ))}
          </ol>
          {timeline.hasNextPage && (
            <Button
              className={styles.more}
              size="small"
              fill="none"
              loading={timeline.isFetchingNextPage}
              onClick={() => void timeline.fetchNextPage()}
            >
              查看更早记录
            </Button>
          )}
        </>
      )}
    </section>
  );
}
