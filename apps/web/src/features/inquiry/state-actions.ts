import type { InquiryState } from '@kanghu/shared';
import type { OrderAction } from './queries.ts';

/** What a button does: a transition, or one of the screens' own steps. */
export type ButtonKind = OrderAction | 'pay' | 'refund' | 'chat';

export interface OrderButton {
  kind: ButtonKind;
  label: string;
  /** Primary (filled) or secondary (outline). */
  primary: boolean;
  /** Asks before running. */
  confirm?: string;
}

/** The patient's buttons per state, as the state machine (server inquiry/state-machine.ts) allows. */
export function patientButtons(state: InquiryState): OrderButton[] {
  switch (state) {
    case 'created':
      return [
        { kind: 'cancel', label: '取消订单', primary: false, confirm: '确定取消该订单吗？' },
        { kind: 'pay', label: '去支付', primary: true },
      ];
    case 'paid':
      return [{ kind: 'refund', label: '申请退款', primary: false }];
    case 'accepted':
      return [
        { kind: 'refund', label: '申请退款', primary: false },
        { kind: 'chat', label: '进入问诊', primary: true },
      ];
    case 'in_progress':
      return [
        { kind: 'complete', label: '完成问诊', primary: false, confirm: '确定结束本次问诊吗？' },
        { kind: 'chat', label: '进入问诊', primary: true },
      ];
    case 'refund_requested':
      return [{ kind: 'refundCancel', label: '取消退款', primary: false, confirm: '确定取消退款申请吗？' }];
    case 'completed':
      return [{ kind: 'chat', label: '查看聊天', primary: false }];
    default:
      return [];
  }
}

/** The doctor's buttons per state. */
export function doctorButtons(state: InquiryState): OrderButton[] {
  switch (state) {
    case 'paid':
      return [{ kind: 'accept', label: '接诊', primary: true }];
    case 'accepted':
      return [
        { kind: 'chat', label: '进入聊天', primary: false },
        { kind: 'start', label: '开始问诊', primary: true },
      ];
    case 'in_progress':
      return [
        { kind: 'chat', label: '进入聊天', primary: false },
        { kind: 'complete', label: '完成问诊', primary: true, confirm: '确定完成本次问诊吗？' },
      ];
    case 'refund_requested':
      return [
        { kind: 'refundReject', label: '拒绝退款', primary: false, confirm: '确定拒绝退款吗？' },
        { kind: 'refundApprove', label: '同意退款', primary: true, confirm: '确定同意退款吗？' },
      ];
    case 'completed':
      return [{ kind: 'chat', label: '查看聊天', primary: false }];
    default:
      return [];
  }
}

/** Tag colour of a state. */
export function stateColor(state: InquiryState): 'primary' | 'success' | 'warning' | 'danger' | 'default' {
  if (state === 'created' || state === 'refund_requested') return 'warning';
  if (state === 'paid' || state === 'accepted' || state === 'in_progress') return 'primary';
  if (state === 'completed') return 'success';
  if (state === 'refunded') return 'danger';
  return 'default';
}
