import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import css from '../Articles.module.css';

export interface Paged<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { pages: { list: T[] }[] };
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** A paged list with its loading, error and empty states and infinite scroll. */
export function ArticlePages<T extends { id: number }>({
  query,
  empty,
  render,
}: {
  query: Paged<T>;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      <div className={css.list}>{items.map(render)}</div>
      <InfiniteScroll loadMore={async () => void (await query.fetchNextPage())} hasMore={query.hasNextPage} />
    </>
  );
}
