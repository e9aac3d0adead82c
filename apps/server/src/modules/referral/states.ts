import { REFERRAL_STATE, type ReferralAction } from '@kanghu/shared';
import type { ReferralActor, ReferralRow } from './repo.ts';

/**
 * The referral state machine (our values; the spec shows none). The ONLY place that says which
 * event moves a referral from which state to which and who may fire it:
 *
 *   pending  --accept (the target)--> accepted --complete (referrer or acceptor)--> completed
 *   pending  --reject (the target, with a reason)--> rejected
 *   pending  --cancel (the referring doctor)--> cancelled
 *
 * The target is the named doctor; when none is named, every doctor (not assistant) of the named
 * department, else of the named org. Each move is one `UPDATE ... WHERE state = from` on a row
 * locked for the transaction, so of two concurrent moves (accept and reject by two doctors of
 * the target org) exactly one wins and the other is refused.
 */
export type ReferralRole = 'target' | 'referrer' | 'acceptor';

interface Rule {
  from: number;
  to: number;
  actors: readonly ReferralRole[];
  refusal: string;
}

export const REFERRAL_TRANSITIONS: Readonly<Record<ReferralAction, Rule>> = {
  accept: {
    from: REFERRAL_STATE.pending,
    to: REFERRAL_STATE.accepted,
    actors: ['target'],
    refusal: '该转诊已被处理',
  },
  reject: {
    from: REFERRAL_STATE.pending,
    to: REFERRAL_STATE.rejected,
    actors: ['target'],
    refusal: '该转诊已被处理',
  },
  complete: {
    from: REFERRAL_STATE.accepted,
    to: REFERRAL_STATE.completed,
    actors: ['referrer', 'acceptor'],
    refusal: '只有已接收的转诊可以完成',
  },
  cancel: {
    from: REFERRAL_STATE.pending,
    to: REFERRAL_STATE.cancelled,
    actors: ['referrer'],
    refusal: '只有待接收的转诊可以取消',
  },
};

/** The event a PUT state/:id target names. */
export const EVENT_OF_STATE: Readonly<Record<number, ReferralAction>> = {
  [REFERRAL_STATE.accepted]: 'accept',
  [REFERRAL_STATE.rejected]: 'reject',
  [REFERRAL_STATE.completed]: 'complete',
  [REFERRAL_STATE.cancelled]: 'cancel',
};

/** Whether the referral is addressed to the actor (mirrors core/grants.ts referralAddressedTo). */
export function isAddressedTo(r: ReferralRow, a: ReferralActor): boolean {
  if (a.doctorId === null || a.isAssistant || r.doctorId === a.doctorId) return false;
  if (r.targetDoctorId !== null) return r.targetDoctorId === a.doctorId;
  if (r.targetDepartmentId !== null) return r.targetDepartmentId === a.departmentId;
  return r.targetOrgId === a.orgId;
}

export function rolesOf(r: ReferralRow, a: ReferralActor): ReferralRole[] {
  const roles: ReferralRole[] = [];
  if (isAddressedTo(r, a)) roles.push('target');
  if (a.doctorId !== null && r.doctorId === a.doctorId) roles.push('referrer');
  if (a.doctorId !== null && r.acceptedDoctorId === a.doctorId) roles.push('acceptor');
  return roles;
}

/** The moves the actor may make now. */
export function actionsOf(r: ReferralRow, a: ReferralActor): ReferralAction[] {
  const roles = rolesOf(r, a);
  return (Object.keys(REFERRAL_TRANSITIONS) as ReferralAction[]).filter((event) => {
    const rule = REFERRAL_TRANSITIONS[event];
    return r.state === rule.from && rule.actors.some((role) => roles.includes(role));
  });
}
