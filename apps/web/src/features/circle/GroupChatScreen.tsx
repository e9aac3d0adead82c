import { relativeTimeText } from '@kanghu/shared';
import { Button, Input } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Circle.module.css';
import { CircleGrid } from './components/CircleGrid.tsx';
import { CIRCLE_PATHS, idOf } from './paths.ts';
import { useCircle, useCircleChat, useSendChat } from './queries.ts';

function Room({ circleId }: { circleId: number }) {
  const navigate = useNavigate();
  const circle = useCircle(circleId);
  const joined = circle.data?.attention === true;
  const chat = useCircleChat(circleId, joined);
  const send = useSendChat(circleId);
  const [text, setText] = useState('');
  let body: ReactNode;
  if (circle.isPending || (joined && chat.isPending)) body = <LoadingState />;
  else if (circle.isError)
    body = <ErrorState message={errorMessage(circle.error)} onRetry={() => void circle.refetch()} />;
  else if (!joined)
    body = (
      <EmptyState title="加入圈子后才能参与群聊">
        <Button color="primary" onClick={() => navigate(CIRCLE_PATHS.circle(circleId))}>
          去加入
        </Button>
      </EmptyState>
    );
  else if (chat.isError)
    body = <ErrorState message={errorMessage(chat.error)} onRetry={() => void chat.refetch()} />;
  else if (chat.data?.length === 0) body = <EmptyState title="还没有消息，打个招呼吧" />;
  else
    body = (
      <ul className={styles.chatList} aria-label="群聊消息">
        {chat.data?.map((m) => (
          <li
            key={m.id}
            className={m.mine ? styles.mine : undefined}
            style={{ display: 'flex', flexDirection: 'column' }}
          >
            <span className={styles.weak}>
              {m.userName}
              {m.isDoctor ? '（医生）' : ''} · {relativeTimeText(m.createdAt)}
            </span>
            <span className={styles.bubble}>{m.content}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <PageBar title={circle.data ? `${circle.data.name}群聊` : '圈子群聊'} fallback={CIRCLE_PATHS.find} />
      {body}
      {joined && (
        <div className={styles.chatInput}>
          <Input aria-label="消息" placeholder="说点什么…" value={text} onChange={setText} />
          <Button
            color="primary"
            size="small"
            loading={send.isPending}
            disabled={!text.trim()}
            onClick={() => send.mutate(text, { onSuccess: () => setText('') })}
          >
            发送
          </Button>
        </div>
      )}
    </>
  );
}

/** /education/circle/group/chat?circleId=: the circle's group chat (members are its followers); without one, my circles. */
export default function GroupChatScreen() {
  const [params] = useSearchParams();
  const circleId = idOf(params.get('circleId'));
  return (
    <main className={styles.page}>
      {circleId === null ? (
        <>
          <PageBar title="圈子群聊" fallback={CIRCLE_PATHS.find} />
          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>选择圈子进入群聊</h3>
            <CircleGrid onlyFollowed />
          </section>
        </>
      ) : (
        <Room circleId={circleId} />
      )}
    </main>
  );
}
