import { TERMINATE_REASON_CODES, TERMINATE_REASONS, type TerminateReason } from '@kanghu/shared';
import { Button, Popup, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { useTerminateContract } from './queries.ts';

const OPTIONS = TERMINATE_REASON_CODES.map((code) => ({ value: code, label: TERMINATE_REASONS[code] }));

/** The doctor ends a contract with a reason code (其他 needs a remark). */
export function TerminatePopup(props: { contractId: number; visible: boolean; onClose: () => void }) {
  const { ui } = useApp();
  const terminate = useTerminateContract();
  const [reason, setReason] = useState<TerminateReason | null>(null);
  const [remark, setRemark] = useState('');
  const submit = async () => {
    if (!reason) return void ui.alert('请选择解约原因', '系统提示');
    if (reason === 'other' && !remark.trim()) return void ui.alert('请填写解约说明', '系统提示');
    if (!(await ui.confirm(`确定以“${TERMINATE_REASONS[reason]}”解约吗？解约后不可恢复。`))) return;
    terminate.mutate(
      { id: props.contractId, body: { reason, ...(remark.trim() ? { remark: remark.trim() } : {}) } },
      {
        onSuccess: () => {
          ui.toast('已解约');
          props.onClose();
        },
      },
    );
  };
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyClassName={styles.popup} destroyOnClose>
      <h2 className={styles.popupTitle}>解约</h2>
      <div className={styles.card}>
        <div className={styles.cardTitle}>解约原因</div>
        <Selector
          options={OPTIONS}
          columns={2}
          value={reason ? [reason] : []}
          onChange={(v) => setReason((v[0] as TerminateReason | undefined) ?? null)}
        />
        <div className={styles.cardTitle} style={{ marginTop: '0.24rem' }}>
          解约说明
        </div>
        <TextArea
          aria-label="解约说明"
          placeholder={reason === 'other' ? '必填' : '选填'}
          maxLength={200}
          value={remark}
          onChange={setRemark}
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </div>
      <div className={styles.actions}>
        <Button shape="rounded" onClick={props.onClose}>
          取消
        </Button>
        <Button color="danger" shape="rounded" loading={terminate.isPending} onClick={() => void submit()}>
          确认解约
        </Button>
      </div>
    </Popup>
  );
}
