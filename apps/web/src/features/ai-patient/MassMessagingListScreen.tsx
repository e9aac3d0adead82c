import { Button, List, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AI_PATHS } from '../../app/paths.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from '../ai-platform/AiDistrictGate.tsx';
import type { AiDistrict } from '../ai-platform/context.ts';
import { MASS_DETAIL_PATH } from './paths.ts';
import { useInterventions } from './queries.ts';

/** /app/ai/mass/messaging/list: the intervention messages sent in the servicer's district. */
export default function MassMessagingListScreen() {
  return (
    <>
      <PageBar title="干预消息记录" fallback={AI_PATHS.massMessaging} />
      <AiDistrictGate>{(d) => <Sent district={d} />}</AiDistrictGate>
    </>
  );
}

function Sent({ district }: { district: AiDistrict }) {
  const navigate = useNavigate();
  const list = useInterventions(district.localAreaCode);
  let body: ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError)
    body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0) body = <EmptyState title="暂无干预消息" />;
  else
    body = (
      <List aria-label="干预消息记录">
        {list.data.list.map((m) => (
          <List.Item
            key={m.id}
            data-testid="intervention"
            onClick={() => navigate(`${MASS_DETAIL_PATH}?id=${m.id}`)}
            description={`${new Date(m.time).toLocaleString('zh-CN')} · ${m.senderName ?? ''} · 已读 ${m.readCount ?? 0}/${m.recipientCount}`}
          >
            <Tag color="primary" fill="outline">
              {m.messageTypeLabel}
            </Tag>{' '}
            {m.message}
          </List.Item>
        ))}
      </List>
    );
  return (
    <>
      {body}
      <div style={{ padding: 12 }}>
        <Button block color="primary" onClick={() => navigate(AI_PATHS.massMessaging)}>
          发送干预消息
        </Button>
      </div>
    </>
  );
}
