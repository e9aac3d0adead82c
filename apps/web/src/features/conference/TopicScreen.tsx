import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Conference.module.css';
import { ConferencePage } from './ConferenceGate.tsx';
import { useAgenda } from './queries.ts';
import { TopicItem } from './TopicItem.tsx';

/** 会议日程 (/conference/topic?id=): topics by day, each addable to my itinerary. */
export default function TopicScreen() {
  return <ConferencePage title="会议日程">{(id) => <Agenda id={id} />}</ConferencePage>;
}

function Agenda({ id }: { id: number }) {
  const q = useAgenda(id);
  const [day, setDay] = useState<string | null>(null);
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const { days, topics } = q.data;
  if (days.length === 0) return <EmptyState title="日程尚未公布" />;
  const current = day && days.includes(day) ? day : (days[0] ?? '');
  const shown = topics.filter((t) => t.day === current);
  return (
    <>
      <Tabs activeKey={current} onChange={setDay}>
        {days.map((d, i) => (
          <Tabs.Tab key={d} title={`第${i + 1}天 ${d.slice(5)}`} />
        ))}
      </Tabs>
      <section className={styles.card} aria-label={`${current} 日程`}>
        {shown.length === 0 ? (
          <EmptyState title="当天暂无议程" />
        ) : (
          shown.map((t) => <TopicItem key={t.id} topic={t} />)
        )}
      </section>
    </>
  );
}
