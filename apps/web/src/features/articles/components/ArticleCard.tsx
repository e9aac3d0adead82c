import { type ArticleSummary, readCountText, relativeTimeText } from '@kanghu/shared';
import type { ReactNode } from 'react';
import css from '../Articles.module.css';

/** One article in a list: title, summary, category, author, reads (abbreviated), time, cover. */
export function ArticleCard({
  item,
  onOpen,
  extra,
  badge,
}: {
  item: ArticleSummary;
  onOpen: () => void;
  extra?: string;
  /** Shown first in the meta line (the doctor's list: the status). */
  badge?: ReactNode;
}) {
  return (
    <button type="button" className={css.card} onClick={onOpen} data-testid="article-card">
      <div className={css.cardMain}>
        <h3 className={css.cardTitle}>{item.title}</h3>
        {item.summary && <p className={css.cardSummary}>{item.summary}</p>}
        <div className={css.meta}>
          {badge}
          <span>{item.categoryName}</span>
          <span>{item.authorName}</span>
          <span title={`阅读${item.readCount}次`}>{readCountText(item.readCount)}阅读</span>
          {extra ? (
            <span>{extra}</span>
          ) : (
            item.publishedAt && <span>{relativeTimeText(item.publishedAt)}</span>
          )}
        </div>
      </div>
      {item.cover ? (
        <img className={css.cover} src={item.cover} alt="" loading="lazy" />
      ) : (
        <span className={css.coverText} aria-hidden="true">
          {item.categoryName}
        </span>
      )}
    </button>
  );
}
