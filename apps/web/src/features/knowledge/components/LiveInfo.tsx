import type { KnowledgeView } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { formatDateTime } from '../../../ui/format.ts';
import css from '../Knowledge.module.css';

const STATUS = {
  upcoming: { text: '未开始', color: 'warning' },
  live: { text: '直播中', color: 'danger' },
  ended: { text: '已结束', color: 'default' },
} as const;

export function LiveStatusTag({ status }: { status: keyof typeof STATUS }) {
  return <Tag color={STATUS[status].color}>{STATUS[status].text}</Tag>;
}

/**
 * A live item: its schedule and state; once ended, its replay when there is one. The stream itself
 * comes from a live platform this demo does not connect, and the screen says so.
 */
export function LiveInfo({ live }: { live: NonNullable<KnowledgeView['live']> }) {
  return (
    <section aria-label="直播安排">
      <p className={css.body}>
        直播时间：{formatDateTime(live.startTime)}
        {live.endTime ? ` 至 ${formatDateTime(live.endTime)}` : ''} <LiveStatusTag status={live.status} />
      </p>
      {live.status === 'upcoming' && <p className={css.weak}>直播开始后可在此观看，请准时参加。</p>}
      {live.status === 'live' && (
        <p className={css.weak}>本演示环境未接入直播推流平台，直播画面暂不可用；结束后可观看回放。</p>
      )}
      {live.status === 'ended' &&
        (live.replayUrl ? (
          <>
            <p className={css.weak}>直播已结束，以下为回放：</p>
            {/* biome-ignore lint/a11y/useMediaCaption: the demo replay has no speech to caption */}
            <video
              className={css.media}
              src={live.replayUrl}
              controls
              playsInline
              preload="metadata"
              aria-label="直播回放"
            />
          </>
        ) : (
          <p className={css.weak}>直播已结束，暂无回放。</p>
        ))}
    </section>
  );
}
