import type { InquiryOrderView, PrescriptionKind, PrescriptionView } from '@kanghu/shared';
import { Button, Input, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Consult.module.css';
import { usePrescription, useSavePrescription } from './queries.ts';

const TITLES: Record<PrescriptionKind, { title: string; item: string; usage: string }> = {
  recipe: { title: '开具处方', item: '药品名称', usage: '用法用量' },
  test: { title: '开具检验检查单', item: '检验检查项目', usage: '注意事项' },
};
const MAX_ITEMS = 30;

interface Item {
  name: string;
  spec: string;
  usage: string;
  quantity: string;
}
const emptyItem = (): Item => ({ name: '', spec: '', usage: '', quantity: '' });

/** The doctor writes (or rewrites) the prescription or test order of an accepted order. */
export function PrescriptionPopup({
  order,
  kind,
  onClose,
}: {
  order: InquiryOrderView;
  kind: PrescriptionKind | null;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={kind !== null}
      onMaskClick={onClose}
      destroyOnClose
      bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0', maxHeight: '85vh', overflowY: 'auto' }}
    >
      {kind && <Loaded order={order} kind={kind} onClose={onClose} />}
    </Popup>
  );
}

function Loaded({
  order,
  kind,
  onClose,
}: {
  order: InquiryOrderView;
  kind: PrescriptionKind;
  onClose: () => void;
}) {
  const existing = usePrescription(order.id, kind);
  if (existing.isPending) return <LoadingState />;
  if (existing.isError)
    return <ErrorState message={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />;
  return <Form order={order} kind={kind} initial={existing.data} onClose={onClose} />;
}

function Form({
  order,
  kind,
  initial,
  onClose,
}: {
  order: InquiryOrderView;
  kind: PrescriptionKind;
  initial: PrescriptionView | null;
  onClose: () => void;
}) {
  const { ui } = useApp();
  const save = useSavePrescription();
  const text = TITLES[kind];
  const [diagnosis, setDiagnosis] = useState(initial?.diagnosis ?? '');
  const [advice, setAdvice] = useState(initial?.advice ?? '');
  const [items, setItems] = useState<Item[]>(
    initial?.items.map((i) => ({
      name: i.name,
      spec: i.spec ?? '',
      usage: i.usage ?? '',
      quantity: i.quantity ?? '',
    })) ?? [emptyItem()],
  );
  const setItem = (index: number, patch: Partial<Item>) =>
    setItems((list) => list.map((it, i) => (i === index ? { ...it, ...patch } : it)));

  const submit = () => {
    const filled = items.filter((i) => i.name.trim());
    if (!diagnosis.trim()) return void ui.alert('请填写诊断', '系统提示');
    if (filled.length === 0) return void ui.alert(`请至少填写一项${text.item}`, '系统提示');
    save.mutate(
      {
        orderId: order.id,
        kind,
        diagnosis: diagnosis.trim(),
        advice: advice.trim() || null,
        items: filled.map((i) => ({
          name: i.name.trim(),
          spec: i.spec.trim() || null,
          usage: i.usage.trim() || null,
          quantity: i.quantity.trim() || null,
        })),
      },
      {
        onSuccess: () => {
          ui.toast('已开具');
          onClose();
        },
      },
    );
  };

  return (
    <section className={`${styles.card} ${styles.form}`} aria-label={text.title}>
      <h2 className={styles.title}>
        {text.title} <span className={styles.weak}>（{order.patientName ?? '患者'}）</span>
      </h2>
      <Input aria-label="诊断" placeholder="诊断" value={diagnosis} onChange={setDiagnosis} maxLength={500} />
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and only appended
        <div key={i} style={{ marginTop: '0.2rem', paddingTop: '0.16rem', borderTop: '1px solid #f0f0f0' }}>
          <Input
            aria-label={`${text.item}${i + 1}`}
            placeholder={`${text.item}${i + 1}`}
            value={item.name}
            onChange={(v) => setItem(i, { name: v })}
            maxLength={100}
          />
          {kind === 'recipe' && (
            <Input
              placeholder="规格"
              value={item.spec}
              onChange={(v) => setItem(i, { spec: v })}
              maxLength={100}
            />
          )}
          <Input
            placeholder={text.usage}
            value={item.usage}
            onChange={(v) => setItem(i, { usage: v })}
            maxLength={200}
          />
          {kind === 'recipe' && (
            <Input
              placeholder="数量"
              value={item.quantity}
              onChange={(v) => setItem(i, { quantity: v })}
              maxLength={50}
            />
          )}
        </div>
      ))}
      {items.length < MAX_ITEMS && (
        <Button
          size="small"
          fill="outline"
          color="primary"
          style={{ marginTop: '0.16rem' }}
          onClick={() => setItems((l) => [...l, emptyItem()])}
        >
          添加一项
        </Button>
      )}
      <TextArea
        aria-label="医嘱"
        placeholder="医嘱（选填）"
        value={advice}
        onChange={setAdvice}
        maxLength={1000}
        autoSize={{ minRows: 2, maxRows: 5 }}
        style={{ marginTop: '0.2rem' }}
      />
      <div className={styles.actions}>
        <Button onClick={onClose}>取消</Button>
        <Button color="primary" loading={save.isPending} onClick={submit}>
          提交
        </Button>
      </div>
    </section>
  );
}
