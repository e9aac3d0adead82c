import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useReportSnapshot } from './queries.ts';
import { ReportContent } from './ReportContent.tsx';

/** One of the resident's records by ?id= (report/snapshot). */
export function RecordDetail({ localAreaCode }: { localAreaCode: string }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0) || 0;
  const q = useReportSnapshot(localAreaCode, id);
  if (id <= 0) return <ErrorState message="记录编号有误" />;
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const r = q.data.list[0];
  if (!r) return <EmptyState title="未找到该报告" />;
  return <ReportContent report={r} />;
}
