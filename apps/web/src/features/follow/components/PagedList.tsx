import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import css from '../Follow.module.css';

/**
 * The pages of an infinite list query as one list with 加载更多, and its loading, error and empty
 * states (plans, records and appointment pushes all page the same way).
 */
export function PagedList<T extends { id: number }>({
  query,
  label,
  empty,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[] }>>;
  label: string;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.list);
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map(render)}
      </ul>
      {query.hasNextPage && (
        <div className={css.more}>
          <Button size="small" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            加载更多
          </Button>
        </div>
      )}
    </>
  );
}
