import { AI_CALL_SIMULATED_LABEL, type AiCallView, chinaDateTime } from '@kanghu/shared';
import { Collapse, List, Tag } from 'antd-mobile';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from '../ai-platform/AiDistrictGate.tsx';
import { useCalls } from './queries.ts';

/** /app/ai/patient/phone/record: the district's robot calls with transcript and outcome. */
export default function CallRecordScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="外呼记录" fallback={DOCTOR_PATHS.home} />
      <AiDistrictGate>{(d) => <Calls area={d.localAreaCode} />}</AiDistrictGate>
    </main>
  );
}

function Calls({ area }: { area: string }) {
  const calls = useCalls(area);
  if (calls.isPending) return <LoadingState />;
  if (calls.isError)
    return <ErrorState message={errorMessage(calls.error)} onRetry={() => void calls.refetch()} />;
  if (!calls.data.list.length) return <EmptyState title="暂无外呼记录" />;
  return (
    <Collapse>
      {calls.data.list.map((c) => (
        <Collapse.Panel key={String(c.id)} title={<CallTitle call={c} />}>
          <List>
            {c.transcript.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a transcript's lines never reorder
              <List.Item key={`${c.id}-${i}`} prefix={l.role === 'robot' ? '机器人' : '居民'}>
                {l.text}
              </List.Item>
            ))}
          </List>
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}

export function CallTitle({ call }: { call: AiCallView }) {
  return (
    <div data-testid="ai-call">
      <div>
        {call.name} {call.phone} <Tag color="primary">{call.robotTypeName}</Tag>{' '}
        <Tag color={call.state === 'done' ? 'success' : call.state === 'failed' ? 'danger' : 'warning'}>
          {call.stateName}
        </Tag>
      </div>
      <div className={styles.meta}>
        {chinaDateTime(call.ctime)} {call.outcome ? `结果：${call.outcome}` : ''}
      </div>
      {call.simulated ? (
        <div className={styles.hint}>{call.sourceLabel ?? AI_CALL_SIMULATED_LABEL}</div>
      ) : null}
    </div>
  );
}
