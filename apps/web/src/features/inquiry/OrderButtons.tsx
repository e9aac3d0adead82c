import { centsToYuan, type InquiryOrderView, type PrescriptionKind } from '@kanghu/shared';
import { Button, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from './Consult.module.css';
import { DOCTOR_ROOM_PATH, PATIENT_ROOM_PATH, useGoToRoom } from './chat-entry.ts';
import { PrescriptionPopup } from './PrescriptionPopup.tsx';
import { payPath } from './paths.ts';
import { useOrderAction, useRequestRefund } from './queries.ts';
import { doctorButtons, type OrderButton, patientButtons } from './state-actions.ts';

/** The doctor writes a prescription or test order once the order is accepted (server: inquiry-extras). */
const PRESCRIBE_STATES = new Set(['accepted', 'in_progress', 'completed']);

/** The buttons an order's state allows, for the patient or the doctor. */
export function OrderButtons({
  order,
  side,
  className,
  hideChat = false,
}: {
  order: InquiryOrderView;
  side: 'patient' | 'doctor';
  className?: string;
  /** In the chat room itself. */
  hideChat?: boolean;
}) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const action = useOrderAction();
  const room = useGoToRoom(side === 'patient' ? PATIENT_ROOM_PATH : DOCTOR_ROOM_PATH);
  const [refunding, setRefunding] = useState(false);
  const [writing, setWriting] = useState<PrescriptionKind | null>(null);
  const all = side === 'patient' ? patientButtons(order.state) : doctorButtons(order.state);
  const buttons = hideChat ? all.filter((b) => b.kind !== 'chat') : all;
  const prescribes = side === 'doctor' && PRESCRIBE_STATES.has(order.state);
  if (buttons.length === 0 && !prescribes) return null;

  const run = async (b: OrderButton) => {
    if (b.confirm && !(await ui.confirm(b.confirm))) return;
    switch (b.kind) {
      case 'pay':
        navigate(payPath(order.id));
        return;
      case 'refund':
        setRefunding(true);
        return;
      case 'chat': {
        const other = side === 'patient' ? order.doctorUserId : order.userId;
        if (other) room.go(other, order.id);
        return;
      }
      default:
        action.mutate({ action: b.kind, id: order.id }, { onSuccess: () => ui.toast(`${b.label}成功`) });
    }
  };

  return (
    <>
      <div className={className ?? styles.actions}>
        {buttons.map((b) => (
          <Button
            key={b.kind}
            color="primary"
            fill={b.primary ? 'solid' : 'outline'}
            size="small"
            loading={
              (action.isPending && action.variables?.action === b.kind) || (b.kind === 'chat' && room.pending)
            }
            onClick={(e) => {
              e.stopPropagation();
              void run(b);
            }}
          >
            {b.label}
          </Button>
        ))}
        {prescribes &&
          (['recipe', 'test'] as const).map((kind) => (
            <Button
              key={kind}
              color="primary"
              fill="outline"
              size="small"
              onClick={(e) => {
                e.stopPropagation();
                setWriting(kind);
              }}
            >
              {kind === 'recipe' ? '开处方' : '开检验单'}
            </Button>
          ))}
      </div>
      {prescribes && <PrescriptionPopup order={order} kind={writing} onClose={() => setWriting(null)} />}
      {side === 'patient' && (
        <RefundPopup order={order} visible={refunding} onClose={() => setRefunding(false)} />
      )}
    </>
  );
}

function RefundPopup({
  order,
  visible,
  onClose,
}: {
  order: InquiryOrderView;
  visible: boolean;
  onClose: () => void;
}) {
  const { ui } = useApp();
  const [reason, setReason] = useState('');
  const refund = useRequestRefund();
  const submit = () => {
    if (!reason.trim()) {
      void ui.alert('请填写退款原因', '系统提示');
      return;
    }
    refund.mutate(
      { orderId: order.id, refundMoney: order.price, refundReason: reason.trim() },
      {
        onSuccess: () => {
          ui.toast('已提交退款申请');
          onClose();
        },
      },
    );
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
      <section className={styles.card} aria-label="申请退款">
        <h2 className={styles.title}>申请退款</h2>
        <p className={styles.weak}>
          退款金额：¥{centsToYuan(order.price)}
          {order.isUseCard ? '（使用的服务卡次数将退回）' : ''}
        </p>
        <TextArea
          aria-label="退款原因"
          placeholder="请填写退款原因"
          value={reason}
          onChange={setReason}
          maxLength={500}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
        <div className={styles.actions}>
          <Button onClick={onClose}>取消</Button>
          <Button color="primary" loading={refund.isPending} onClick={submit}>
            提交
          </Button>
        </div>
      </section>
    </Popup>
  );
}
