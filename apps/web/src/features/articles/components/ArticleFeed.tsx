import type { ArticleSummary } from '@kanghu/shared';
import { useNavigate } from 'react-router';
import { ARTICLE_PATHS, detailPathFor } from '../paths.ts';
import { ArticleCard } from './ArticleCard.tsx';
import { ArticlePages, type Paged } from './ArticlePages.tsx';

/**
 * A paged list of articles that open in the common detail (collected, read history, hot list),
 * with its loading, error and empty states; `extra` replaces the card's time (e.g. 3天前读过).
 */
export function ArticleFeed<T extends ArticleSummary>({
  query,
  empty,
  extra,
}: {
  query: Paged<T>;
  empty: string;
  extra?: (item: T) => string;
}) {
  const navigate = useNavigate();
  return (
    <ArticlePages
      query={query}
      empty={empty}
      render={(item) => (
        <ArticleCard
          key={item.id}
          item={item}
          extra={extra?.(item)}
          onOpen={() => navigate(detailPathFor(ARTICLE_PATHS.commonList, item.id))}
        />
      )}
    />
  );
}
