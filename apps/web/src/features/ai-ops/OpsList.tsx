import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';

/** Loading, error, empty or the rows of one AI list. */
export function OpsList<T>({
  query,
  empty,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: T[] | undefined;
    refetch: () => unknown;
  };
  empty: string;
  children: (row: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data?.length) return <EmptyState title={empty} />;
  return <List>{query.data.map(children)}</List>;
}
