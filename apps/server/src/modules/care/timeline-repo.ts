import { HOME_VISIT_TYPES, SICKBED_STATE, SICKBED_STATES } from '@kanghu/shared';
import { eq } from 'drizzle-orm';
import { type PatientTimeline, timelineSource } from '../../core/patient-timeline.ts';
import { doctors, homeVisits, sickbedApplications, users } from '../../db/schema/index.ts';

const s = sickbedApplications;
const v = homeVisits;

/** Home sickbed applications (when made): where the application stands and the bed. */
const sickbeds = timelineSource(
  'sickbed',
  { patient: s.patientId, at: s.createdAt, id: s.id },
  (tx, key) =>
    tx
      .select({ ...key, row: s, by: users.name })
      .from(s)
      .leftJoin(users, eq(users.id, s.applicantUserId))
      .$dynamic(),
  (x) => ({
    title: '家庭病床申请',
    text: [
      SICKBED_STATES[x.row.state as keyof typeof SICKBED_STATES] ?? '未知状态',
      x.row.bedNo ? `床位${x.row.bedNo}` : null,
      x.row.diseaseCategoryName,
    ]
      .filter(Boolean)
      .join('，'),
    tone: x.row.state === SICKBED_STATE.pending ? 'attention' : 'normal',
  }),
);

/** Home visits (at their start): the kind of visit and what was done. */
const visits = timelineSource(
  'home-visit',
  { patient: v.patientId, at: v.startTime, id: v.id },
  (tx, key) =>
    tx
      .select({ ...key, row: v, by: doctors.name })
      .from(v)
      .leftJoin(doctors, eq(doctors.id, v.doctorId))
      .$dynamic(),
  (x) => ({
    title: HOME_VISIT_TYPES[x.row.type as keyof typeof HOME_VISIT_TYPES] ?? '上门服务',
    text: [x.row.contentCategory, x.row.remark].filter(Boolean).join('，'),
  }),
);

/** The care area's events on the doctor's patient timeline. */
export function registerCareTimeline(timeline: PatientTimeline): void {
  timeline.register('sickbed', sickbeds);
  timeline.register('home-visit', visits);
}
