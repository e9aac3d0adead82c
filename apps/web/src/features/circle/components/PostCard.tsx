import { type CirclePostView, relativeTimeText } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../Circle.module.css';
import { postPath } from '../paths.ts';

const STATE: Record<string, { text: string; color: string } | undefined> = {
  pending: { text: '审核中', color: 'warning' },
  rejected: { text: '未通过审核', color: 'danger' },
  reported: { text: '待复核', color: 'danger' },
};

/** The author line: a doctor's post is marked 医生 (with the title); one's own unpublished post shows its state. */
export function AuthorLine({ post }: { post: CirclePostView }) {
  const state = post.mine ? STATE[post.state] : undefined;
  return (
    <div className={styles.meta}>
      <span>{post.userName}</span>
      {post.isDoctor && (
        <Tag color="primary" data-testid="doctor-tag">
          医生{post.doctorTitle ? ` · ${post.doctorTitle}` : ''}
        </Tag>
      )}
      {post.accepted && <Tag color="success">已采纳</Tag>}
      {state && (
        <Tag color={state.color} data-testid="post-state">
          {state.text}
        </Tag>
      )}
      <span>{relativeTimeText(post.createdAt)}</span>
    </div>
  );
}

/** A question, answer or story in a list; opens its detail. */
export function PostCard({ post }: { post: CirclePostView }) {
  const navigate = useNavigate();
  const title = post.type === 'answer' ? `回答：${post.questionTitle ?? ''}` : post.title;
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => navigate(postPath(post))}
      data-testid="post-card"
    >
      {title && <h4 className={styles.cardTitle}>{title}</h4>}
      <p className={styles.excerpt}>{post.content}</p>
      {post.imageList.length > 0 && (
        <div className={styles.images}>
          {post.imageList.slice(0, 3).map((src) => (
            <img key={src} src={src} alt="图片" />
          ))}
        </div>
      )}
      <AuthorLine post={post} />
      <div className={styles.meta}>
        {post.circleNames.map((n) => (
          <span key={n}>#{n}</span>
        ))}
        {post.type === 'question' && <span>{post.answerCount}个回答</span>}
        {post.isTop && <Tag color="danger">置顶</Tag>}
      </div>
    </button>
  );
}
