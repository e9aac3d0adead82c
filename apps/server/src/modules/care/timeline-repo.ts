import { HOME_VISIT_TYPES, SICKBED_STATE, SICKBED_STATES } from '@kanghu/shared';
import { eq } from 'drizzle-orm';
import {
  type PatientTimeline,
  type TimelineSource,
  timelineEvents,
  timelineRows,
} from '../../core/patient-timeline.ts';
import { doctors, homeVisits, sickbedApplications, users } from '../../db/schema/index.ts';

/** Home sickbed applications (when made): where the application stands and the bed. */
const sickbeds: TimelineSource = async (tx, patientId, page) => {
  const s = sickbedApplications;
  const query = tx
    .select({
      id: s.id,
      at: s.createdAt,
      state: s.state,
      bedNo: s.bedNo,
      disease: s.diseaseCategoryName,
      by: users.name,
    })
    .from(s)
    .leftJoin(users, eq(users.id, s.applicantUserId))
    .$dynamic();
  const rows = await timelineRows(
    query,
    { patient: s.patientId, at: s.createdAt, id: s.id },
    patientId,
    page,
  );
  return timelineEvents('sickbed', rows, (x) => ({
    title: '家庭病床申请',
    text: [
      SICKBED_STATES[x.state as keyof typeof SICKBED_STATES] ?? '未知状态',
      x.bedNo ? `床位${x.bedNo}` : null,
      x.disease,
    ]
      .filter(Boolean)
      .join('，'),
    tone: x.state === SICKBED_STATE.pending ? 'attention' : 'normal',
  }));
};

/** Home visits (at their start): the kind of visit and what was done. */
const visits: TimelineSource = async (tx, patientId, page) => {
  const v = homeVisits;
  const query = tx
    .select({
      id: v.id,
      at: v.startTime,
      type: v.type,
      content: v.contentCategory,
      remark: v.remark,
      by: doctors.name,
    })
    .from(v)
    .leftJoin(doctors, eq(doctors.id, v.doctorId))
    .$dynamic();
  const rows = await timelineRows(
    query,
    { patient: v.patientId, at: v.startTime, id: v.id },
    patientId,
    page,
  );
  return timelineEvents('home-visit', rows, (x) => ({
    title: HOME_VISIT_TYPES[x.type as keyof typeof HOME_VISIT_TYPES] ?? '上门服务',
    text: [x.content, x.remark].filter(Boolean).join('，'),
  }));
};

/** The care area's events on the doctor's patient timeline. */
export function registerCareTimeline(timeline: PatientTimeline): void {
  timeline.register('sickbed', sickbeds);
  timeline.register('home-visit', visits);
}
