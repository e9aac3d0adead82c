import { relativeTimeText } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { SYSTEM_MESSAGE_DETAIL, YK_USER_PATHS } from './paths.ts';
import { useLiveNotices } from './queries-live.ts';
import css from './Yk.module.css';

/** /app/yingkang/user/message/live/telecast: the account's live-broadcast notices (system messages of kind live). */
export default function LiveTelecastScreen() {
  const navigate = useNavigate();
  const notices = useLiveNotices();
  let body: React.ReactNode;
  if (notices.isPending) body = <LoadingState />;
  else if (notices.isError)
    body = <ErrorState message={errorMessage(notices.error)} onRetry={() => void notices.refetch()} />;
  else if (notices.data.list.length === 0) body = <EmptyState title="暂无直播通知" />;
  else
    body = (
      <List aria-label="直播通知">
        {notices.data.list.map((m) => (
          <List.Item
            key={m.id}
            description={m.content}
            extra={relativeTimeText(m.createdAt)}
            onClick={() => navigate(`${SYSTEM_MESSAGE_DETAIL}?id=${m.id}`)}
          >
            {m.read ? m.title : `● ${m.title}`}
          </List.Item>
        ))}
      </List>
    );
  return (
    <main className={css.page}>
      <PageBar title="直播通知" fallback={YK_USER_PATHS.messages} />
      {body}
    </main>
  );
}
