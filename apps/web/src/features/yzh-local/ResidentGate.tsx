import type { ResidentDistrictView } from '@kanghu/shared';
import type { ReactNode } from 'react';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useResidentDistricts } from './queries.ts';

/**
 * The signed-in resident's district (their own first resident of an AI-platform district): the
 * screens' calls go to its :localAreaCode. None bound answers an explicit empty state.
 */
export function ResidentGate({ children }: { children: (d: ResidentDistrictView) => ReactNode }) {
  return <SessionGate>{() => <Gate>{children}</Gate>}</SessionGate>;
}

function Gate({ children }: { children: (d: ResidentDistrictView) => ReactNode }) {
  const q = useResidentDistricts();
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const first = q.data.list[0];
  if (!first) return <EmptyState title="您尚未绑定所在地区的居民档案" />;
  return <>{children(first)}</>;
}
