import { type ModerationItem, relativeTimeText } from '@kanghu/shared';
import { Button, InfiniteScroll, Tabs, Tag } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Comments.module.css';
import { type QueueState, useAudit, useModerationQueue } from './queries.ts';

const KIND: Record<string, string> = {
  question: '提问',
  answer: '回答',
  story: '病友故事',
  article: '文章',
  knowledge: '知识',
};

function Item({ item }: { item: ModerationItem }) {
  const { ui } = useApp();
  const audit = useAudit();
  const decide = (passed: boolean) =>
    audit.mutate(
      { kind: item.kind, id: item.id, passed },
      { onSuccess: () => ui.toast(passed ? '已通过' : '已驳回') },
    );
  return (
    <li className={styles.item} data-testid="queue-item">
      <div className={styles.meta}>
        <Tag>
          {item.kind === 'comment'
            ? `评论·${KIND[item.relationType] ?? item.relationType}`
            : KIND[item.relationType]}
        </Tag>
        <span className={styles.name}>{item.userName}</span>
        {item.reports > 0 && <Tag color="danger">被举报{item.reports}次</Tag>}
        <span>{relativeTimeText(item.createdAt)}</span>
      </div>
      {item.targetTitle && <div className={styles.replying}>评论于：{item.targetTitle}</div>}
      <p className={styles.content}>{item.content}</p>
      {item.images.length > 0 && (
        <div className={styles.images}>
          {item.images.map((src) => (
            <img key={src} src={src} alt="图片" />
          ))}
        </div>
      )}
      <div className={styles.actions}>
        {item.state !== 'passed' && (
          <Button size="mini" color="primary" loading={audit.isPending} onClick={() => decide(true)}>
            通过
          </Button>
        )}
        {item.state !== 'rejected' && (
          <Button
            size="mini"
            color="danger"
            fill="outline"
            loading={audit.isPending}
            onClick={() => decide(false)}
          >
            {item.state === 'passed' ? '撤回' : '驳回'}
          </Button>
        )}
      </div>
    </li>
  );
}

/** /health/doctor/comment/audit: the moderation queue of comments and circle posts (doctors, staff, admins). */
export default function ModerationQueueScreen() {
  const [state, setState] = useState<QueueState>('pending');
  const queue = useModerationQueue(state);
  let body: ReactNode;
  if (queue.isPending) body = <LoadingState />;
  else if (queue.isError)
    body = <ErrorState message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />;
  else {
    const items = queue.data.pages.flatMap((p) => p.list);
    body =
      items.length === 0 ? (
        <EmptyState title="没有需要处理的内容" />
      ) : (
        <>
          <ul className={styles.list} aria-label="审核列表">
            {items.map((i) => (
              <Item key={`${i.kind}-${i.id}`} item={i} />
            ))}
          </ul>
          <InfiniteScroll
            loadMore={async () => void (await queue.fetchNextPage())}
            hasMore={queue.hasNextPage}
          />
        </>
      );
  }
  return (
    <main className={styles.page}>
      <PageBar title="评论审核" fallback="/health/doctor/index" />
      <Tabs activeKey={state} onChange={(k) => setState(k as QueueState)}>
        <Tabs.Tab title="待审核" key="pending" />
        <Tabs.Tab title="被举报" key="reported" />
        <Tabs.Tab title="已驳回" key="rejected" />
      </Tabs>
      <section className={styles.thread}>{body}</section>
    </main>
  );
}
