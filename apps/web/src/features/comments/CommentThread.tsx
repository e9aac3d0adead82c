import { COMMENT_MAX_LENGTH, type CommentModel, type CommentView } from '@kanghu/shared';
import { Button, InfiniteScroll, TextArea } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { CommentItem } from './CommentItem.tsx';
import styles from './Comments.module.css';
import { useDeleteComment, useReportComment, useThread, useWriteComment } from './queries.ts';

export interface CommentThreadProps {
  model: CommentModel;
  /** Education comments: question, answer, story, knowledge, article (ignored for the article model). */
  relationType?: string;
  relationId: number;
  title?: string;
}

/**
 * The comments of one target, for article and knowledge details and circle posts: the list (one's
 * own unpublished comments marked 审核中), write, reply, report and delete one's own.
 */
export function CommentThread({ model, relationType, relationId, title = '评论' }: CommentThreadProps) {
  const { ui } = useApp();
  const target = { model, relationType, relationId };
  const thread = useThread(target);
  const write = useWriteComment(target);
  const remove = useDeleteComment(model);
  const report = useReportComment();
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<CommentView | null>(null);

  const items = thread.data?.pages.flatMap((p) => p.list) ?? [];
  const total = thread.data?.pages[0]?.total ?? 0;

  const submit = () => {
    if (!text.trim()) return ui.toast('请输入内容');
    write.mutate(
      { content: text, replyTo: replyTo ? { id: replyTo.id, parentId: replyTo.parentCommentId } : undefined },
      {
        onSuccess: (c) => {
          setText('');
          setReplyTo(null);
          ui.toast(c.passed ? '发表成功' : '已提交，审核通过后其他人可见');
        },
      },
    );
  };
  const onReport = async (c: CommentView) => {
    if (!(await ui.confirm('确定举报这条评论吗？'))) return;
    report.mutate(c.id, { onSuccess: () => ui.toast('举报成功，我们会尽快处理') });
  };
  const onDelete = async (c: CommentView) => {
    if (!(await ui.confirm('确定删除这条评论吗？'))) return;
    remove.mutate({ id: c.id, reply: c.parentCommentId !== null }, { onSuccess: () => ui.toast('已删除') });
  };

  let body: ReactNode;
  if (thread.isPending) body = <LoadingState />;
  else if (thread.isError)
    body = <ErrorState message={errorMessage(thread.error)} onRetry={() => void thread.refetch()} />;
  else if (items.length === 0) body = <EmptyState title="暂无评论，快来说两句" />;
  else
    body = (
      <>
        <ul className={styles.list} aria-label="评论列表">
          {items.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              onReply={setReplyTo}
              onReport={onReport}
              onDelete={onDelete}
            />
          ))}
        </ul>
        <InfiniteScroll
          loadMore={async () => void (await thread.fetchNextPage())}
          hasMore={thread.hasNextPage}
        />
      </>
    );

  return (
    <section className={styles.thread} aria-label={title}>
      <h3 className={styles.head}>
        {title}
        {total > 0 ? `（${total}）` : ''}
      </h3>
      {body}
      <div className={styles.composer}>
        {replyTo && (
          <span className={styles.replying}>
            回复 {replyTo.userName}{' '}
            <Button size="mini" fill="none" onClick={() => setReplyTo(null)}>
              取消
            </Button>
          </span>
        )}
        <TextArea
          aria-label="评论内容"
          placeholder={replyTo ? `回复 ${replyTo.userName}` : '写下你的评论…'}
          value={text}
          onChange={setText}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={COMMENT_MAX_LENGTH}
          showCount
        />
        <Button color="primary" size="small" loading={write.isPending} onClick={submit}>
          发表
        </Button>
      </div>
    </section>
  );
}
