import { chinaDay, SICKBED_STATE, type SickbedAction } from '@kanghu/shared';
import type { Viewer } from '../../core/access.ts';
import type { SickbedRow } from './sickbed-repo.ts';

/**
 * The home sickbed state machine (our values; the spec shows none). The ONLY place that says
 * which event moves an application (and then the bed) from which state to which, and who fires it:
 *
 *   pending  --approve (a reviewer; 建床: bed number, reviewer, time)--> in care
 *   pending  --refuse (a reviewer, reason required)--> refused
 *   pending  --withdraw (the applicant)--> withdrawn
 *   in care  --discharge (a reviewer, summary required; 撤床)--> discharged
 *
 * A reviewer is a servicer of the org the patient applied to, or its named doctor (an
 * application without an org: the servicers who see the patient), or a project admin/staff.
 * Each move is one `UPDATE ... WHERE state = from RETURNING`: of two concurrent moves one wins.
 */
export type SickbedEvent = 'approve' | 'refuse' | 'withdraw' | 'discharge';
type Role = 'applicant' | 'reviewer';

interface Rule {
  from: number;
  to: number;
  role: Role;
  refusal: string;
}

export const SICKBED_TRANSITIONS: Readonly<Record<SickbedEvent, Rule>> = {
  approve: { from: SICKBED_STATE.pending, to: SICKBED_STATE.inCare, role: 'reviewer', refusal: '申请已处理' },
  refuse: { from: SICKBED_STATE.pending, to: SICKBED_STATE.refused, role: 'reviewer', refusal: '申请已处理' },
  withdraw: {
    from: SICKBED_STATE.pending,
    to: SICKBED_STATE.withdrawn,
    role: 'applicant',
    refusal: '申请已处理，不能撤回',
  },
  discharge: {
    from: SICKBED_STATE.inCare,
    to: SICKBED_STATE.discharged,
    role: 'reviewer',
    refusal: '只有在床的家庭病床可以撤床',
  },
};

/** The event a PUT state/:id target names. */
export const EVENT_OF_STATE: Readonly<Record<number, SickbedEvent>> = {
  [SICKBED_STATE.inCare]: 'approve',
  [SICKBED_STATE.refused]: 'refuse',
  [SICKBED_STATE.withdrawn]: 'withdraw',
  [SICKBED_STATE.discharged]: 'discharge',
};

/** Whether the viewer (who already sees the row) reviews it and cares for the bed. */
export function isReviewer(viewer: Viewer, row: SickbedRow): boolean {
  if (viewer.kind === 'project') return true;
  if (viewer.kind !== 'org') return false;
  return row.orgId === null || row.orgId === viewer.orgId || row.doctorId === viewer.doctorId;
}

export function hasRole(viewer: Viewer, row: SickbedRow, role: Role): boolean {
  return role === 'applicant' ? row.applicantUserId === viewer.userId : isReviewer(viewer, row);
}

/** What the viewer may do with the row now. */
export function sickbedActionsOf(viewer: Viewer, row: SickbedRow): SickbedAction[] {
  const out: SickbedAction[] = [];
  const applicant = row.applicantUserId === viewer.userId;
  const reviewer = isReviewer(viewer, row);
  if (row.state === SICKBED_STATE.pending) {
    if (applicant) out.push('edit', 'withdraw');
    if (reviewer) out.push('approve', 'refuse');
  }
  if (row.state === SICKBED_STATE.inCare && reviewer) out.push('discharge', 'visit');
  return out;
}

/** The bed number given on approval: JC + China date + the application id (unique per project). */
export function bedNoOf(id: number, at: Date): string {
  return `JC${chinaDay(at).replaceAll('-', '')}-${String(id).padStart(4, '0')}`;
}
