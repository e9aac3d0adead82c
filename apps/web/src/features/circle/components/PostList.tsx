import { InfiniteScroll } from 'antd-mobile';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import { type PostKind, type PostQuery, usePosts } from '../queries.ts';
import { PostCard } from './PostCard.tsx';

/** A paged list of circle posts with its loading, empty and error states. */
export function PostList({
  kind,
  query,
  empty = '暂无内容',
}: {
  kind: PostKind;
  query: PostQuery;
  empty?: string;
}) {
  const posts = usePosts(kind, query);
  if (posts.isPending) return <LoadingState />;
  if (posts.isError)
    return <ErrorState message={errorMessage(posts.error)} onRetry={() => void posts.refetch()} />;
  const items = posts.data.pages.flatMap((p) => p.list);
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <div>
      {items.map((p) => (
        <PostCard key={p.id} post={p} />
      ))}
      <InfiniteScroll loadMore={async () => void (await posts.fetchNextPage())} hasMore={posts.hasNextPage} />
    </div>
  );
}
