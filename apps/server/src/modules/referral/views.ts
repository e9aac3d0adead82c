import {
  ageOn,
  maskIdCard,
  maskPhone,
  REFERRAL_STATES,
  REFERRAL_TYPES,
  type ReferralTargetKind,
  type ReferralView,
} from '@kanghu/shared';
import type { Tx } from '../../db/database.ts';
import { type ReferralActor, type ReferralNames, type ReferralRow, referralNames } from './repo.ts';
import { actionsOf } from './states.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function targetOf(r: ReferralRow, n: ReferralNames | undefined): { kind: ReferralTargetKind; label: string } {
  const org = n?.targetOrgName ?? '';
  if (r.targetDoctorId !== null) return { kind: 'doctor', label: `${n?.targetDoctorName ?? ''}（${org}）` };
  if (r.targetDepartmentId !== null)
    return { kind: 'department', label: `${n?.targetDepartmentName ?? ''}（${org}）` };
  return { kind: 'org', label: org };
}

/** Referral rows as the caller sees them: phone and ID masked, the moves the caller may make. */
export async function referralViews(
  tx: Tx,
  rows: ReferralRow[],
  actor: ReferralActor,
  now: Date,
): Promise<ReferralView[]> {
  const names = await referralNames(tx, rows);
  return rows.map((r) => {
    const n = names.get(r.id);
    const target = targetOf(r, n);
    return {
      id: r.id,
      patientId: r.patientId,
      patientName: n?.patientName ?? '',
      patientSex: n?.patientSex ?? null,
      patientAge: ageOn(n?.birthday ?? null, now),
      idcard: maskIdCard(n?.idcard ?? null),
      tel: maskPhone(n?.tel ?? null),
      doctorId: r.doctorId,
      doctorName: n?.doctorName ?? null,
      orgId: r.fromOrgId,
      orgName: n?.orgName ?? null,
      referralType: r.referralType,
      referralTypeLabel: REFERRAL_TYPES[r.referralType as keyof typeof REFERRAL_TYPES] ?? '',
      diseaseDiagnose: r.diseaseDiagnose,
      referralCause: r.referralCause,
      description: r.description,
      targetKind: target.kind,
      targetDoctorId: r.targetDoctorId,
      targetDoctorName: n?.targetDoctorName ?? null,
      targetDepartmentId: r.targetDepartmentId,
      targetDepartmentName: n?.targetDepartmentName ?? null,
      targetOrgId: r.targetOrgId,
      targetOrgName: n?.targetOrgName ?? null,
      targetLabel: target.label,
      acceptedDoctorId: r.acceptedDoctorId,
      acceptedDoctorName: n?.acceptedDoctorName ?? null,
      referralState: r.state,
      stateLabel: REFERRAL_STATES[r.state as keyof typeof REFERRAL_STATES] ?? '',
      reason: r.rejectReason,
      remark: r.remark,
      createdAt: r.createdAt.toISOString(),
      acceptedAt: iso(r.acceptedAt),
      finishedAt: iso(r.finishedAt),
      updatedAt: r.updatedAt.toISOString(),
      actions: actionsOf(r, actor),
    };
  });
}
