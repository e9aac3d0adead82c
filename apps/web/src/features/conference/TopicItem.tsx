import type { TopicView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import styles from './Conference.module.css';
import { useItineraryToggle } from './queries.ts';

/** One agenda topic with its time, hall and speaker, and the add/remove itinerary button. */
export function TopicItem({ topic, showDay = false }: { topic: TopicView; showDay?: boolean }) {
  const { ui } = useApp();
  const toggle = useItineraryToggle();
  const added = topic.itineraryId !== null;
  const onClick = () =>
    toggle.mutate(
      {
        topicId: topic.id,
        hallId: topic.hallId,
        thematicId: topic.thematicId,
        itineraryId: topic.itineraryId,
      },
      { onSuccess: () => ui.toast(added ? '已移出我的行程' : '已加入我的行程') },
    );
  return (
    <article className={styles.topic} aria-label={topic.title}>
      <div className={styles.topicHead}>
        <span className={styles.topicTitle}>{topic.title}</span>
        <Button
          className={styles.topicButton}
          size="mini"
          shape="rounded"
          color="primary"
          fill={added ? 'outline' : 'solid'}
          loading={toggle.isPending}
          onClick={onClick}
        >
          {added ? '移出行程' : '加入行程'}
        </Button>
      </div>
      <div className={styles.topicMeta}>
        {showDay ? `${topic.day} ` : ''}
        {topic.startTime}–{topic.endTime} · {topic.hallName} · {topic.thematicName}
        {topic.speaker ? ` · ${topic.speaker}` : ''}
      </div>
    </article>
  );
}
