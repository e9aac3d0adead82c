import type { LocalReportKind } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useLocalRecords } from './queries.ts';
import { kindLabel } from './ReportContent.tsx';

/** The resident's stored records of one kind, newest first; a tap opens `detail(id)`. */
export function RecordList({
  localAreaCode,
  kind,
  empty,
  detail,
}: {
  localAreaCode: string;
  kind: LocalReportKind;
  empty: string;
  detail: (id: number) => string;
}) {
  const q = useLocalRecords(localAreaCode, kind);
  const navigate = useNavigate();
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  if (q.data.list.length === 0) return <EmptyState title={empty} />;
  return (
    <List header={`共${q.data.list.length}份${kindLabel(kind)}`}>
      {q.data.list.map((r) => (
        <List.Item
          key={r.id}
          clickable
          onClick={() => navigate(detail(r.id))}
          description={`${r.orgName ?? '本平台'} · ${new Date(r.reportTime).toLocaleDateString('zh-CN')}`}
        >
          {r.title}
        </List.Item>
      ))}
    </List>
  );
}
