import { MICROSTATION_LABELS } from '@kanghu/shared';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Conference.module.css';
import { useMicrostation } from './queries.ts';

/** The conference micro-site: notices, traffic, accommodation and contacts. */
export function MicrostationView({ id }: { id: number }) {
  const q = useMicrostation(id);
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  if (q.data.items.length === 0) return <EmptyState title="会议微站暂无内容" />;
  return (
    <>
      <section className={styles.banner} aria-label="会议微站">
        <h1 className={styles.bannerTitle}>{q.data.title}</h1>
        <div className={styles.bannerSub}>会议微站</div>
      </section>
      {q.data.items.map((m) => (
        <section key={m.id} className={styles.card} aria-label={m.title}>
          <h2 className={styles.cardTitle}>
            {m.title}
            {m.title !== MICROSTATION_LABELS[m.kind] && (
              <span className={styles.hint}> {MICROSTATION_LABELS[m.kind]}</span>
            )}
          </h2>
          <p className={styles.text}>{m.body}</p>
        </section>
      ))}
    </>
  );
}
