import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { Avatar } from '../account/components/Avatar.tsx';
import { expertPath } from './paths.ts';
import { useExperts } from './queries.ts';

/** Experts of one conference (or all conferences when `conferenceId` is undefined). */
export function ExpertList({ conferenceId }: { conferenceId: number | undefined }) {
  const navigate = useNavigate();
  const q = useExperts(conferenceId);
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  if (q.data.list.length === 0) return <EmptyState title="暂无专家" />;
  return (
    <List aria-label="专家列表">
      {q.data.list.map((e) => (
        <List.Item
          key={e.id}
          clickable
          onClick={() => navigate(expertPath(e.id))}
          prefix={<Avatar photo={e.photo} name={e.name} />}
          description={`${e.title} · ${e.org}`}
          extra={e.featured ? <Tag color="warning">特邀</Tag> : null}
        >
          {e.name}
        </List.Item>
      ))}
    </List>
  );
}
