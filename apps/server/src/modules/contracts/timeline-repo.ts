import { CONTRACT_STATES } from '@kanghu/shared';
import { eq } from 'drizzle-orm';
import { type PatientTimeline, timelineSource } from '../../core/patient-timeline.ts';
import { doctors, familyDoctorContracts } from '../../db/schema/index.ts';

const c = familyDoctorContracts;

/** Family-doctor contracts (when drawn up): the doctor, the term, the packs and the state. */
const contracts = timelineSource(
  'contract',
  { patient: c.patientId, at: c.createdAt, id: c.id },
  (tx, key) =>
    tx
      .select({ ...key, row: c, by: doctors.name })
      .from(c)
      .leftJoin(doctors, eq(doctors.id, c.doctorId))
      .$dynamic(),
  (x) => ({
    title: `家庭医生签约·${CONTRACT_STATES[x.row.state as keyof typeof CONTRACT_STATES] ?? '未知状态'}`,
    text: `${x.row.startDate}至${x.row.endDate}，${x.row.servicePacks.join('、')}`,
  }),
);

/** The contracts area's events on the doctor's patient timeline. */
export function registerContractTimeline(timeline: PatientTimeline): void {
  timeline.register('contract', contracts);
}
