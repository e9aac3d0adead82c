import { type InquiryState, MSG } from '@kanghu/shared';

/**
 * The inquiry order state machine: the ONLY place that says which event moves an order from
 * which state to which, and who may fire it. Repos apply a transition with
 * `UPDATE ... WHERE state = <from> RETURNING`, so of two concurrent transitions exactly one wins.
 *
 *   created --pay (system: payment notify; patient: free order)--> paid
 *   created --cancel (patient)--> cancelled
 *   created --timeout (system: pg-boss job after INQUIRY_UNPAID_TIMEOUT_SECONDS)--> closed
 *   paid --accept (doctor; grab takes a pool order)--> accepted
 *   accepted --start (doctor or patient)--> in_progress
 *   in_progress --complete (doctor or patient)--> completed   (credits the doctor's wallet)
 *   paid | accepted --refund (patient)--> refund_requested    (remembers refund_from)
 *   refund_requested --refund_approve (doctor)--> refunded      (provider refund)
 *   refund_requested --refund_cancel (patient) | refund_reject (doctor)--> refund_from
 */
export type InquiryEvent =
  | 'pay'
  | 'cancel'
  | 'timeout'
  | 'accept'
  | 'start'
  | 'complete'
  | 'refund'
  | 'refund_approve'
  | 'refund_cancel'
  | 'refund_reject';

export type Actor = 'patient' | 'doctor' | 'system';

/** The target `back` means: return to the state the refund request came from. */
type Target = InquiryState | 'back';

interface Rule {
  from: readonly InquiryState[];
  to: Target;
  actors: readonly Actor[];
}

export const TRANSITIONS: Readonly<Record<InquiryEvent, Rule>> = {
  pay: { from: ['created'], to: 'paid', actors: ['system', 'patient'] },
  cancel: { from: ['created'], to: 'cancelled', actors: ['patient'] },
  timeout: { from: ['created'], to: 'closed', actors: ['system'] },
  accept: { from: ['paid'], to: 'accepted', actors: ['doctor'] },
  start: { from: ['accepted'], to: 'in_progress', actors: ['doctor', 'patient'] },
  complete: { from: ['in_progress'], to: 'completed', actors: ['doctor', 'patient'] },
  refund: { from: ['paid', 'accepted'], to: 'refund_requested', actors: ['patient'] },
  refund_approve: { from: ['refund_requested'], to: 'refunded', actors: ['doctor', 'system'] },
  refund_cancel: { from: ['refund_requested'], to: 'back', actors: ['patient'] },
  refund_reject: { from: ['refund_requested'], to: 'back', actors: ['doctor'] },
};

/** Chinese refusal of an event in a state (answered with 400). */
export const REFUSAL: Readonly<Record<InquiryEvent, string>> = {
  pay: '订单当前状态不能支付',
  cancel: '订单当前状态不能取消',
  timeout: '订单当前状态不能关闭',
  accept: '订单当前状态不能接诊',
  start: '订单当前状态不能开始问诊',
  complete: '订单当前状态不能完成',
  refund: '订单当前状态不能申请退款',
  refund_approve: '订单当前状态不能退款',
  refund_cancel: '订单当前状态不能取消退款',
  refund_reject: '订单当前状态不能拒绝退款',
};

export type Decision =
  | { ok: true; from: InquiryState; to: InquiryState }
  | { ok: false; status: 400 | 403; msg: string };

/** Decides an event for an order in `state` fired by `actor`; `refundFrom` resolves `back`. */
export function decide(
  state: InquiryState,
  event: InquiryEvent,
  actor: Actor,
  refundFrom: InquiryState | null = null,
): Decision {
  const rule = TRANSITIONS[event];
  if (!rule.actors.includes(actor)) return { ok: false, status: 403, msg: MSG.forbidden };
  if (!rule.from.includes(state)) return { ok: false, status: 400, msg: REFUSAL[event] };
  if (rule.to !== 'back') return { ok: true, from: state, to: rule.to };
  if (!refundFrom) return { ok: false, status: 400, msg: REFUSAL[event] };
  return { ok: true, from: state, to: refundFrom };
}
