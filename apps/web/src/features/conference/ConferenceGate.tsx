import type { ReactNode } from 'react';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Conference.module.css';
import { CONFERENCE_PATHS } from './paths.ts';
import { useConferenceId } from './queries.ts';

function Resolve({ children }: { children: (id: number) => ReactNode }) {
  const { id, list, fromUrl } = useConferenceId();
  if (id !== null) return <>{children(id)}</>;
  if (!fromUrl && list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  return <EmptyState title="暂无会议" />;
}

/** A conference screen: title bar, the signed-in session, and the conference of `?id=` (or the newest). */
export function ConferencePage({
  title,
  fallback = CONFERENCE_PATHS.list,
  children,
}: {
  title: string;
  fallback?: string;
  children: (id: number) => ReactNode;
}) {
  return (
    <main className={styles.page}>
      <PageBar title={title} fallback={fallback} />
      <SessionGate>{() => <Resolve>{children}</Resolve>}</SessionGate>
    </main>
  );
}
