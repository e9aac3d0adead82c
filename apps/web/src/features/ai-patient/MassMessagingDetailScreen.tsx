import { List, Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from '../ai-platform/AiDistrictGate.tsx';
import type { AiDistrict } from '../ai-platform/context.ts';
import { MASS_LIST_PATH } from './paths.ts';
import { useIntervention } from './queries.ts';

/** /app/ai/mass/messaging/detail?id=: one message and its recipients (masked) with read state. */
export default function MassMessagingDetailScreen() {
  return (
    <>
      <PageBar title="干预消息详情" fallback={MASS_LIST_PATH} />
      <AiDistrictGate>{(d) => <Detail district={d} />}</AiDistrictGate>
    </>
  );
}

function Detail({ district }: { district: AiDistrict }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0) || 0;
  const q = useIntervention(district.localAreaCode, id);
  if (id <= 0) return <ErrorState message="消息编号有误" />;
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const m = q.data;
  return (
    <>
      <List header={m.messageTypeLabel}>
        <List.Item description={new Date(m.time).toLocaleString('zh-CN')}>{m.message}</List.Item>
      </List>
      <List
        header={`接收居民（${m.recipientCount}）${(m.recipients?.length ?? 0) < m.recipientCount ? `，显示前${m.recipients?.length ?? 0}位` : ''}`}
      >
        {(m.recipients ?? []).map((r) => (
          <List.Item
            key={`${r.name}${r.idcard}`}
            extra={<Tag color={r.read ? 'success' : 'default'}>{r.read ? '已读' : '未读'}</Tag>}
            description={r.idcard}
          >
            {r.name}
          </List.Item>
        ))}
      </List>
    </>
  );
}
