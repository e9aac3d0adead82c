import { type CommentNotice, relativeTimeText } from '@kanghu/shared';
import { Badge, InfiniteScroll, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Comments.module.css';
import { useCommentNotices } from './queries.ts';

const TARGET_PATH: Record<string, (id: number) => string> = {
  question: (id) => `/education/circle/question/detail/${id}`,
  answer: (id) => `/education/circle/answer/detail/${id}`,
  story: (id) => `/education/circle/story/${id}`,
};

/** /education/news/comment/reply: comments on my posts, replies to me and audit results (read once shown). */
export default function CommentNoticesScreen() {
  const navigate = useNavigate();
  const notices = useCommentNotices();
  const open = (n: CommentNotice) => {
    const to = TARGET_PATH[n.relationType];
    if (to) navigate(to(n.relationId));
  };
  let body: ReactNode;
  if (notices.isPending) body = <LoadingState />;
  else if (notices.isError)
    body = <ErrorState message={errorMessage(notices.error)} onRetry={() => void notices.refetch()} />;
  else {
    const items = notices.data.pages.flatMap((p) => p.list);
    body =
      items.length === 0 ? (
        <EmptyState title="暂无评论和回复" />
      ) : (
        <>
          <List aria-label="评论通知">
            {items.map((n) => (
              <List.Item
                key={n.id}
                onClick={() => open(n)}
                description={relativeTimeText(n.createdAt)}
                data-testid="comment-notice"
              >
                {!n.read && <Badge content={Badge.dot} aria-label="未读" />} {n.text}
              </List.Item>
            ))}
          </List>
          <InfiniteScroll
            loadMore={async () => void (await notices.fetchNextPage())}
            hasMore={notices.hasNextPage}
          />
        </>
      );
  }
  return (
    <main className={styles.page}>
      <PageBar title="评论和回复" fallback="/education/circle/find" />
      {body}
    </main>
  );
}
