import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Conference.module.css';
import { ConferencePage } from './ConferenceGate.tsx';
import { useAgenda } from './queries.ts';
import { TopicItem } from './TopicItem.tsx';

/** 会场安排 (/conference/place?id=): each hall with its thematic sessions and their topics. */
export default function PlaceScreen() {
  return <ConferencePage title="会场安排">{(id) => <Places id={id} />}</ConferencePage>;
}

function Places({ id }: { id: number }) {
  const q = useAgenda(id);
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const { halls, thematics, topics } = q.data;
  if (halls.length === 0) return <EmptyState title="会场尚未公布" />;
  return (
    <>
      {halls.map((h) => (
        <section key={h.id} className={styles.card} aria-label={h.name}>
          <h2 className={styles.cardTitle}>
            {h.name} <span className={styles.hint}>{h.location}</span>
          </h2>
          {thematics
            .filter((t) => t.hallId === h.id)
            .map((t) => (
              <div key={t.id}>
                <p className={styles.hint}>
                  {t.day} · 专题：{t.name}
                  {t.chair ? `（主持：${t.chair}）` : ''}
                </p>
                {topics
                  .filter((topic) => topic.thematicId === t.id)
                  .map((topic) => (
                    <TopicItem key={topic.id} topic={topic} />
                  ))}
              </div>
            ))}
        </section>
      ))}
    </>
  );
}
