import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Conference.module.css';
import { ConferencePage } from './ConferenceGate.tsx';
import { CONFERENCE_PATHS, withConference } from './paths.ts';
import { useConference, usePersonal } from './queries.ts';
import { TopicItem } from './TopicItem.tsx';

/** 我的行程 (/conference/mine?id=): my registration and the topics I plan to attend, in time order. */
export default function MineScreen() {
  return <ConferencePage title="我的行程">{(id) => <Mine id={id} />}</ConferencePage>;
}

function Mine({ id }: { id: number }) {
  const navigate = useNavigate();
  const detail = useConference(id);
  const mine = usePersonal(id);
  if (detail.isPending || mine.isPending) return <LoadingState />;
  if (detail.isError)
    return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (mine.isError)
    return <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />;
  const reg = detail.data.registration;
  return (
    <>
      <section className={styles.card} aria-label="报名信息">
        <h2 className={styles.cardTitle}>{detail.data.title}</h2>
        {reg ? (
          <p className={styles.text}>
            {reg.name} {reg.tel} · 报名编号 {reg.number} · {reg.signedAt ? '已签到' : '未签到'}
          </p>
        ) : (
          <EmptyState title="您尚未报名本次会议">
            <Button
              size="small"
              color="primary"
              onClick={() => navigate(withConference(CONFERENCE_PATHS.register, id))}
            >
              去报名
            </Button>
          </EmptyState>
        )}
      </section>
      <section className={styles.card} aria-label="我的行程">
        <h2 className={styles.cardTitle}>已加入的议程</h2>
        {mine.data.list.length === 0 ? (
          <EmptyState title="还没有加入议程">
            <Button
              size="small"
              fill="outline"
              onClick={() => navigate(withConference(CONFERENCE_PATHS.topic, id))}
            >
              去看日程
            </Button>
          </EmptyState>
        ) : (
          mine.data.list.map((t) => <TopicItem key={t.id} topic={t} showDay />)
        )}
      </section>
    </>
  );
}
