import { dateTimeText, TRACK_STATES } from '@kanghu/shared';
import { Button, Form, Input, List, Radio, TextArea, Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from './AiDistrictGate.tsx';
import type { AiDistrict } from './context.ts';
import { useAbnormalDetail, useTrack } from './list-queries.ts';
import { AI_SCREEN_PATHS } from './paths.ts';
import { ResidentLine } from './ResidentLine.tsx';

/**
 * /app/ai/exception/handling/detail and /app/ai/xc/exception/handling/detail: a resident's
 * untracked abnormal readings, earlier tracking records, and the tracking form; the advice goes to
 * the accounts bound to the resident as a message.
 */
export default function ExceptionDetailScreen() {
  const [params] = useSearchParams();
  const patientId = Number(params.get('patientId') ?? 0);
  return (
    <main className={styles.page}>
      <PageBar title="异常详情" fallback={AI_SCREEN_PATHS.exceptions} />
      <AiDistrictGate>{(d) => <Detail district={d} patientId={patientId} />}</AiDistrictGate>
    </main>
  );
}

interface TrackValues {
  state: number;
  reason?: string;
  handleWay?: string;
  content?: string;
  pushAdvice?: string;
}

function Detail({ district, patientId }: { district: AiDistrict; patientId: number }) {
  const detail = useAbnormalDetail(district, patientId);
  const track = useTrack(district);
  const navigate = useNavigate();
  if (detail.isPending) return <LoadingState />;
  if (detail.isError)
    return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  return (
    <>
      <section className={styles.card}>
        <ResidentLine r={d.resident} />
      </section>
      <List header="待处理异常">
        {d.readings.length === 0 ? <List.Item>暂无未处理的异常</List.Item> : null}
        {d.readings.map((m) => (
          <List.Item
            key={m.id}
            description={dateTimeText(m.measuredAt)}
            extra={<span className={styles.abnormal}>{m.levelLabel}</span>}
          >
            {Object.values(m.values).join('/')} {m.unit}
          </List.Item>
        ))}
      </List>
      <section className={`${styles.card} ${styles.form}`} aria-label="跟踪处理">
        <div className={styles.cardTitle}>跟踪处理</div>
        <Form
          initialValues={{ state: 1 }}
          onFinish={(v: TrackValues) =>
            track.mutate(
              { patientId, ...v },
              {
                onSuccess: () => {
                  Toast.show({ content: '已保存' });
                  void navigate(AI_SCREEN_PATHS.exceptions);
                },
              },
            )
          }
          footer={
            <Button block type="submit" color="primary" loading={track.isPending}>
              保存跟踪记录
            </Button>
          }
        >
          <Form.Item name="state" label="处理状态">
            <Radio.Group>
              {Object.entries(TRACK_STATES).map(([k, v]) => (
                <Radio key={k} value={Number(k)}>
                  {v}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item name="reason" label="异常原因">
            <Input placeholder="如 漏服药物、饮食偏咸" maxLength={200} />
          </Form.Item>
          <Form.Item name="handleWay" label="处理方式">
            <Input placeholder="如 电话随访、上门随访" />
          </Form.Item>
          <Form.Item name="content" label="处理内容">
            <TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <Form.Item name="pushAdvice" label="给居民的建议" help="填写后将以消息推送给居民">
            <TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </section>
      <List header="跟踪记录">
        {d.records.length === 0 ? <List.Item>暂无跟踪记录</List.Item> : null}
        {d.records.map((r) => (
          <List.Item key={r.id} description={`${dateTimeText(r.time)} ${r.servicerName ?? ''}`}>
            {TRACK_STATES[r.state as keyof typeof TRACK_STATES] ?? ''} {r.reason ? `原因：${r.reason}` : ''}{' '}
            {r.handleWay ?? ''} {r.content ?? ''}
            {r.pushAdvice ? <div className={styles.rowMeta}>建议：{r.pushAdvice}</div> : null}
          </List.Item>
        ))}
      </List>
    </>
  );
}
