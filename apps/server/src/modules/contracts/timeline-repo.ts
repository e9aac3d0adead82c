import { CONTRACT_STATES } from '@kanghu/shared';
import { and, desc, eq } from 'drizzle-orm';
import {
  timelineBefore as before,
  type PatientTimeline,
  type TimelineSource,
} from '../../core/patient-timeline.ts';
import { doctors, familyDoctorContracts } from '../../db/schema/index.ts';

/** Family-doctor contracts (when drawn up): the doctor, the term, the packs and the state. */
const contracts: TimelineSource = async (tx, patientId, { bound, limit }) => {
  const c = familyDoctorContracts;
  const rows = await tx
    .select({
      id: c.id,
      at: c.createdAt,
      state: c.state,
      start: c.startDate,
      end: c.endDate,
      packs: c.servicePacks,
      by: doctors.name,
    })
    .from(c)
    .leftJoin(doctors, eq(doctors.id, c.doctorId))
    .where(and(eq(c.patientId, patientId), before(c.createdAt, c.id, bound)))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(limit);
  return rows.map((x) => ({
    kind: 'contract',
    id: x.id,
    at: x.at,
    title: `家庭医生签约·${CONTRACT_STATES[x.state as keyof typeof CONTRACT_STATES] ?? '未知状态'}`,
    text: `${x.start}至${x.end}，${x.packs.join('、')}`,
    tone: 'normal' as const,
    by: x.by,
  }));
};

/** The contracts area's events on the doctor's patient timeline. */
export function registerContractTimeline(timeline: PatientTimeline): void {
  timeline.register('contract', contracts);
}
