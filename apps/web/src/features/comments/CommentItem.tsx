import { type CommentView, relativeTimeText } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { useState } from 'react';
import styles from './Comments.module.css';
import { useReplies } from './queries.ts';

const STATE_TAG: Record<string, { text: string; color: string } | undefined> = {
  pending: { text: '审核中', color: 'warning' },
  rejected: { text: '未通过审核', color: 'danger' },
  reported: { text: '已被举报，待复核', color: 'danger' },
};

interface Props {
  comment: CommentView;
  onReply: (c: CommentView) => void;
  onReport: (c: CommentView) => void;
  onDelete: (c: CommentView) => void;
  /** Replies open under a top comment. */
  nested?: boolean;
}

/** One comment: author (医生 marked), the state of one's own unpublished comment, actions, replies. */
export function CommentItem({ comment: c, onReply, onReport, onDelete, nested }: Props) {
  const [open, setOpen] = useState(false);
  const replies = useReplies(c.model, c.id, open);
  const tag = c.mine ? STATE_TAG[c.state] : undefined;
  return (
    <li className={styles.item} data-testid="comment-item">
      <div className={styles.meta}>
        <span className={styles.name}>{c.userName}</span>
        {c.isDoctor && <Tag color="primary">医生</Tag>}
        {c.replyUserName && nested && <span>回复 {c.replyUserName}</span>}
        {tag && (
          <Tag color={tag.color} data-testid="comment-state">
            {tag.text}
          </Tag>
        )}
        <span>{relativeTimeText(c.createdAt)}</span>
      </div>
      <p className={styles.content}>{c.content}</p>
      {c.replyImages.length > 0 && (
        <div className={styles.images}>
          {c.replyImages.map((src) => (
            <img key={src} src={src} alt="评论图片" />
          ))}
        </div>
      )}
      <div className={styles.actions}>
        {c.passed && (
          <button type="button" onClick={() => onReply(c)}>
            回复
          </button>
        )}
        {!c.mine && (
          <button type="button" onClick={() => onReport(c)}>
            举报
          </button>
        )}
        {c.mine && (
          <button type="button" onClick={() => onDelete(c)}>
            删除
          </button>
        )}
        {!nested && c.replyCount > 0 && (
          <button type="button" onClick={() => setOpen(!open)}>
            {open ? '收起回复' : `查看${c.replyCount}条回复`}
          </button>
        )}
      </div>
      {open && (
        <ul className={`${styles.list} ${styles.replies}`} aria-label="回复列表">
          {replies.isPending && <li className={styles.replying}>加载中…</li>}
          {replies.isError && <li className={styles.replying}>回复加载失败</li>}
          {replies.data?.map((r) => (
            <CommentItem
              key={r.id}
              comment={r}
              onReply={onReply}
              onReport={onReport}
              onDelete={onDelete}
              nested
            />
          ))}
        </ul>
      )}
    </li>
  );
}
