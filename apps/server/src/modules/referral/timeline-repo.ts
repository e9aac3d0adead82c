import { REFERRAL_STATE, REFERRAL_STATES } from '@kanghu/shared';
import { eq } from 'drizzle-orm';
import { type PatientTimeline, timelineSource } from '../../core/patient-timeline.ts';
import { doctors, orgs, referrals } from '../../db/schema/index.ts';

const r = referrals;

/** Referrals of the patient (when they were made): target org, cause, where the referral stands. */
const referralEvents = timelineSource(
  'referral',
  { patient: r.patientId, at: r.createdAt, id: r.id },
  (tx, key) =>
    tx
      .select({ ...key, row: r, target: orgs.name, by: doctors.name })
      .from(r)
      .leftJoin(doctors, eq(doctors.id, r.doctorId))
      .leftJoin(orgs, eq(orgs.id, r.targetOrgId))
      .$dynamic(),
  (x) => ({
    title: x.target ? `转诊至${x.target}` : '转诊',
    text: `${x.row.referralCause}，${REFERRAL_STATES[x.row.state as keyof typeof REFERRAL_STATES] ?? '未知状态'}`,
    tone: x.row.state === REFERRAL_STATE.pending ? 'attention' : 'normal',
  }),
);

/** The referral area's events on the doctor's patient timeline. */
export function registerReferralTimeline(timeline: PatientTimeline): void {
  timeline.register('referral', referralEvents);
}
