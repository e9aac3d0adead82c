import { useParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { Avatar } from '../account/components/Avatar.tsx';
import styles from './Conference.module.css';
import { CONFERENCE_PATHS } from './paths.ts';
import { useExpert } from './queries.ts';
import { TopicItem } from './TopicItem.tsx';

/** 专家详情 (/conference/expert/:id): introduction and the talks, each addable to my itinerary. */
export default function ExpertDetailScreen() {
  const id = Number(useParams().id);
  return (
    <main className={styles.page}>
      <PageBar title="专家详情" fallback={CONFERENCE_PATHS.allExpert} />
      <SessionGate>
        {() => (Number.isInteger(id) && id > 0 ? <Expert id={id} /> : <EmptyState title="专家不存在" />)}
      </SessionGate>
    </main>
  );
}

function Expert({ id }: { id: number }) {
  const q = useExpert(id);
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const e = q.data;
  return (
    <>
      <section className={styles.card} aria-label={e.name}>
        <Avatar photo={e.photo} name={e.name} large />
        <h1 className={styles.cardTitle}>{e.name}</h1>
        <p className={styles.hint}>
          {e.title} · {e.org}
        </p>
        <p className={styles.text}>{e.intro || '暂无简介'}</p>
      </section>
      <section className={styles.card} aria-label="专家议程">
        <h2 className={styles.cardTitle}>会议报告</h2>
        {e.topics.length === 0 ? (
          <EmptyState title="暂无报告安排" />
        ) : (
          e.topics.map((t) => <TopicItem key={t.id} topic={t} showDay />)
        )}
      </section>
    </>
  );
}
