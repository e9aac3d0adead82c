import {
  ACTIVE_CONTRACT_STATES,
  ageInYears,
  CONTRACT_STATES,
  type ContractState,
  type ContractView,
  chinaMidnight,
  daysBetween,
  maskIdCard,
  maskPhone,
  RENEWAL_REMINDER_DAYS,
  TERMINATE_REASONS,
  type TerminateReason,
} from '@kanghu/shared';
import type { Viewer } from '../../core/access.ts';
import type { ContractRow, ContractWithNames } from './repo.ts';

const isActive = (state: string) => (ACTIVE_CONTRACT_STATES as readonly string[]).includes(state);

/** Whether a servicer may act on the contract (its org, its doctor, or a project manager). */
export function managesContract(viewer: Viewer, row: ContractRow): boolean {
  if (viewer.kind === 'project') return true;
  if (viewer.kind !== 'org') return false;
  return row.orgId === viewer.orgId || (viewer.doctorId !== null && row.doctorId === viewer.doctorId);
}

/** Whose confirmation a pending contract still waits for. */
export function awaitingOf(row: ContractRow): ContractView['awaiting'] {
  if (row.state !== 'pending') return null;
  if (!row.doctorConfirmedAt && !row.residentConfirmedAt) return 'both';
  return row.doctorConfirmedAt ? 'resident' : 'doctor';
}

/** The renewal may be offered within RENEWAL_REMINDER_DAYS of the end, once. */
export function renewable(row: ContractRow, today: string, renewedToId: number | null): boolean {
  if (renewedToId !== null) return false;
  if (row.state === 'renewal_due') return true;
  return row.state === 'signed' && daysBetween(today, row.endDate) <= RENEWAL_REMINDER_DAYS;
}

/**
 * A contract as the caller sees it. Lists mask the phone; one contract on its own shows it in
 * full to its org's staff and the resident's accounts (who call each other). The ID number is
 * always masked.
 */
export function contractView(
  n: ContractWithNames,
  viewer: Viewer,
  today: string,
  single: boolean,
): ContractView {
  const r = n.contract;
  const manages = managesContract(viewer, r);
  const resident = viewer.kind === 'customer';
  const awaiting = awaitingOf(r);
  const confirm =
    (resident && (awaiting === 'resident' || awaiting === 'both')) ||
    (viewer.doctorId !== null &&
      viewer.doctorId === r.doctorId &&
      (awaiting === 'doctor' || awaiting === 'both'));
  return {
    id: r.id,
    patientId: r.patientId,
    patientName: n.patientName,
    idcard: maskIdCard(n.idcard),
    tel: single && (manages || resident) ? (n.tel ?? '') : maskPhone(n.tel),
    sex: n.sex,
    age: ageInYears(n.birthday, chinaMidnight(today)),
    orgId: r.orgId,
    orgName: n.orgName,
    doctorId: r.doctorId,
    doctorName: n.doctorName,
    teamName: r.teamName,
    servicePacks: r.servicePacks,
    startDate: r.startDate,
    endDate: r.endDate,
    daysLeft: daysBetween(today, r.endDate),
    state: r.state as ContractState,
    stateLabel: CONTRACT_STATES[r.state as ContractState] ?? r.state,
    awaiting,
    doctorConfirmedAt: r.doctorConfirmedAt?.toISOString() ?? null,
    residentConfirmedAt: r.residentConfirmedAt?.toISOString() ?? null,
    residentConfirmedBy: n.residentConfirmedBy,
    terminatedAt: r.terminatedAt?.toISOString() ?? null,
    terminateReason: r.terminateReason,
    terminateReasonLabel: r.terminateReason
      ? (TERMINATE_REASONS[r.terminateReason as TerminateReason] ?? null)
      : null,
    terminateRemark: r.terminateRemark,
    terminatedBy: n.terminatedBy,
    renewalDueAt: r.renewalDueAt?.toISOString() ?? null,
    renewedFromId: r.renewedFromId,
    renewedToId: n.renewedToId,
    preSignId: r.preSignId,
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
    actions: {
      confirm,
      terminate: isActive(r.state) && (manages || resident),
      renew: manages && renewable(r, today, n.renewedToId),
    },
  };
}
