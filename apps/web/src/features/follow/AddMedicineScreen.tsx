import { dateTimeText, type MedicationItem, type MedicationPushView } from '@kanghu/shared';
import { Button, Form, Input, List, Stepper } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { ApiError } from '../../lib/request-errors.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, errorMessage } from '../../ui/StateViews.tsx';
import { RecordList } from './components/RecordList.tsx';
import css from './Follow.module.css';
import { FOLLOW_PATHS } from './paths.ts';
import { usePushMedication } from './queries.ts';

/** /ai/custom/follow/add/medicine and /ai/custom/follow/copd/add/medicine (随访用药). */
export default function AddMedicineScreen({ copd = false }: { copd?: boolean }) {
  const [params, setParams] = useSearchParams();
  const recordId = Number(params.get('recordId') ?? 0);
  return (
    <main className={styles.page}>
      <PageBar title={copd ? '慢阻肺随访 - 添加用药' : '随访 - 添加用药'} fallback={FOLLOW_PATHS.yzhList} />
      {recordId > 0 ? (
        <MedicineForm recordId={recordId} onBack={() => setParams({})} />
      ) : (
        <>
          <p className={styles.hint}>请选择要添加用药的随访记录</p>
          <RecordList
            filter={{ scope: 'all' }}
            empty="暂无随访记录，请先完成随访表单"
            onOpen={(r) => setParams({ recordId: String(r.id) })}
          />
        </>
      )}
    </main>
  );
}

/** A medication item's key: its fields (the same drug twice with the same fields is one line). */
const itemKey = (m: MedicationItem) => [m.name, m.dosage, m.frequency, m.usage, m.days].join('|');

interface DraftValues {
  name: string;
  dosage?: string;
  frequency?: string;
  usage?: string;
  days?: number;
}

/**
 * The medication of one follow-up record: items are added here and sent with the record's
 * medication push (POST /api/nx/follow/push, a new version with /push/new once one exists).
 */
function MedicineForm({ recordId, onBack }: { recordId: number; onBack: () => void }) {
  const { ui } = useApp();
  const push = usePushMedication();
  const [items, setItems] = useState<MedicationItem[]>([]);
  const [done, setDone] = useState<MedicationPushView | null>(null);
  const [form] = Form.useForm<DraftValues>();
  const add = (v: DraftValues) => {
    const item: MedicationItem = { name: v.name.trim() };
    if (v.dosage?.trim()) item.dosage = v.dosage.trim();
    if (v.frequency?.trim()) item.frequency = v.frequency.trim();
    if (v.usage?.trim()) item.usage = v.usage.trim();
    if (v.days) item.days = v.days;
    if (items.some((m) => itemKey(m) === itemKey(item))) {
      ui.toast('该用药已在列表中');
      return;
    }
    setItems([...items, item]);
    form.resetFields();
  };
  const save = () => {
    const body = { followId: recordId, yzhMedicationRecordList: items };
    const ok = (r: MedicationPushView) => {
      setDone(r);
      setItems([]);
      ui.toast(r.simulated ? '用药已保存（开发环境：未连接区域平台）' : '用药已保存');
    };
    push.mutate(
      { again: done !== null, body },
      {
        onSuccess: ok,
        onError: (e) => {
          // A medication list exists for the record already: save this one as its new version.
          if (e instanceof ApiError && e.status === 409 && done === null) {
            push.mutate(
              { again: true, body },
              { onSuccess: ok, onError: (e2) => ui.toast(errorMessage(e2)) },
            );
          } else ui.toast(errorMessage(e));
        },
      },
    );
  };
  return (
    <>
      <List header="待保存的用药">
        {items.length === 0 ? (
          <List.Item>
            <EmptyState title="尚未添加用药" />
          </List.Item>
        ) : (
          items.map((m) => (
            <List.Item
              key={itemKey(m)}
              description={[m.dosage, m.frequency, m.usage, m.days ? `${m.days}天` : null]
                .filter(Boolean)
                .join(' · ')}
              extra={
                <Button
                  size="mini"
                  fill="none"
                  color="danger"
                  onClick={() => setItems(items.filter((x) => x !== m))}
                >
                  删除
                </Button>
              }
            >
              {m.name}
            </List.Item>
          ))
        )}
      </List>
      <Form
        form={form}
        onFinish={add}
        footer={
          <Button block type="submit" fill="outline" color="primary">
            添加到列表
          </Button>
        }
      >
        <Form.Item
          name="name"
          label="药品名称"
          rules={[{ required: true, whitespace: true, message: '请输入药品名称' }]}
        >
          <Input maxLength={50} placeholder="如 苯磺酸氨氯地平片" />
        </Form.Item>
        <Form.Item name="dosage" label="用量">
          <Input maxLength={50} placeholder="如 5mg" />
        </Form.Item>
        <Form.Item name="frequency" label="用法">
          <Input maxLength={50} placeholder="如 每日一次" />
        </Form.Item>
        <Form.Item name="usage" label="给药途径">
          <Input maxLength={50} placeholder="如 口服" />
        </Form.Item>
        <Form.Item name="days" label="用药天数">
          <Stepper min={1} max={365} />
        </Form.Item>
      </Form>
      <div className={css.actions}>
        <Button color="primary" disabled={items.length === 0} loading={push.isPending} onClick={save}>
          保存用药
        </Button>
        <Button fill="none" onClick={onBack}>
          更换随访记录
        </Button>
      </div>
      {done && (
        <section className={styles.card} aria-label="已保存的用药">
          <div className={styles.cardTitle}>
            已保存第{done.version}版 · {dateTimeText(done.pushedAt)}
          </div>
          {done.simulated && <p className={css.line}>开发环境：未连接区域平台，用药仅记录在本平台。</p>}
          {done.yzhMedicationRecordList.map((m) => (
            <div key={itemKey(m)} className={css.kv}>
              <span>{m.name}</span>
              <span>{[m.dosage, m.frequency].filter(Boolean).join(' ')}</span>
            </div>
          ))}
        </section>
      )}
    </>
  );
}
