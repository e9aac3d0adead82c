import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Conference.module.css';
import { CONFERENCE_PATHS, withConference } from './paths.ts';
import { useConferences } from './queries.ts';

/** 学术会议 (/app/conference/index, /app/mcn/conference): the project's conferences, newest first. */
export default function ConferenceListScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="学术会议" fallback="/index" />
      <SessionGate>{() => <Conferences />}</SessionGate>
    </main>
  );
}

function Conferences() {
  const navigate = useNavigate();
  const list = useConferences();
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="暂无会议" />;
  return (
    <List aria-label="会议列表">
      {list.data.list.map((c) => (
        <List.Item
          key={c.id}
          clickable
          onClick={() => navigate(withConference(CONFERENCE_PATHS.home, c.id))}
          description={`${c.startDate} 至 ${c.endDate} · ${c.venue}`}
          extra={
            c.registered ? (
              <Tag color="success">已报名</Tag>
            ) : c.registerOpen ? (
              <Tag color="primary">报名中</Tag>
            ) : (
              <Tag>报名截止</Tag>
            )
          }
        >
          {c.title}
        </List.Item>
      ))}
    </List>
  );
}
