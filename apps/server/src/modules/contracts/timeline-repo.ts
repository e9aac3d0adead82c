import { CONTRACT_STATES } from '@kanghu/shared';
import { eq } from 'drizzle-orm';
import {
  type PatientTimeline,
  type TimelineSource,
  timelineEvents,
  timelineRows,
} from '../../core/patient-timeline.ts';
import { doctors, familyDoctorContracts } from '../../db/schema/index.ts';

/** Family-doctor contracts (when drawn up): the doctor, the term, the packs and the state. */
const contracts: TimelineSource = async (tx, patientId, page) => {
  const c = familyDoctorContracts;
  const query = tx
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
    .$dynamic();
  const rows = await timelineRows(
    query,
    { patient: c.patientId, at: c.createdAt, id: c.id },
    patientId,
    page,
  );
  return timelineEvents('contract', rows, (x) => ({
    title: `家庭医生签约·${CONTRACT_STATES[x.state as keyof typeof CONTRACT_STATES] ?? '未知状态'}`,
    text: `${x.start}至${x.end}，${x.packs.join('、')}`,
  }));
};

/** The contracts area's events on the doctor's patient timeline. */
export function registerContractTimeline(timeline: PatientTimeline): void {
  timeline.register('contract', contracts);
}
