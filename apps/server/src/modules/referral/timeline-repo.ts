import { REFERRAL_STATE, REFERRAL_STATES } from '@kanghu/shared';
import { and, desc, eq } from 'drizzle-orm';
import {
  timelineBefore as before,
  type PatientTimeline,
  type TimelineSource,
} from '../../core/patient-timeline.ts';
import { doctors, orgs, referrals } from '../../db/schema/index.ts';

/** Referrals of the patient (when they were made): target org, cause, where the referral stands. */
const referralEvents: TimelineSource = async (tx, patientId, { bound, limit }) => {
  const r = referrals;
  const rows = await tx
    .select({
      id: r.id,
      at: r.createdAt,
      cause: r.referralCause,
      state: r.state,
      target: orgs.name,
      by: doctors.name,
    })
    .from(r)
    .leftJoin(doctors, eq(doctors.id, r.doctorId))
    .leftJoin(orgs, eq(orgs.id, r.targetOrgId))
    .where(and(eq(r.patientId, patientId), before(r.createdAt, r.id, bound)))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit);
  return rows.map((x) => ({
    kind: 'referral',
    id: x.id,
    at: x.at,
    title: x.target ? `转诊至${x.target}` : '转诊',
    text: `${x.cause}，${REFERRAL_STATES[x.state as keyof typeof REFERRAL_STATES] ?? '未知状态'}`,
    tone: x.state === REFERRAL_STATE.pending ? ('attention' as const) : ('normal' as const),
    by: x.by,
  }));
};

/** The referral area's events on the doctor's patient timeline. */
export function registerReferralTimeline(timeline: PatientTimeline): void {
  timeline.register('referral', referralEvents);
}
