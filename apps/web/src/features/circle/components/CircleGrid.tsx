import { countText } from '@kanghu/shared';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import styles from '../Circle.module.css';
import { CIRCLE_PATHS } from '../paths.ts';
import { useCircles } from '../queries.ts';

/** The shown circles, two a row, with members and posts; `onlyFollowed` keeps the joined ones. */
export function CircleGrid({ onlyFollowed = false }: { onlyFollowed?: boolean }) {
  const navigate = useNavigate();
  const circles = useCircles();
  if (circles.isPending) return <LoadingState />;
  if (circles.isError)
    return <ErrorState message={errorMessage(circles.error)} onRetry={() => void circles.refetch()} />;
  const list = onlyFollowed ? circles.data.filter((c) => c.attention) : circles.data;
  if (list.length === 0) return <EmptyState title={onlyFollowed ? '还没有加入圈子' : '暂无圈子'} />;
  return (
    <div className={styles.circles}>
      {list.map((c) => (
        <button
          key={c.id}
          type="button"
          className={styles.circleCard}
          onClick={() => navigate(CIRCLE_PATHS.circle(c.id))}
        >
          {c.cover && <img className={styles.circleCover} src={c.cover} alt={c.name} />}
          <span className={styles.circleName}>{c.name}</span>
          <span className={styles.weak}>
            {countText(c.memberCount)}人加入 · {countText(c.postCount)}篇内容{c.attention ? ' · 已加入' : ''}
          </span>
        </button>
      ))}
    </div>
  );
}
