import { HOME_VISIT_TYPES, SICKBED_STATE, SICKBED_STATES } from '@kanghu/shared';
import { and, desc, eq } from 'drizzle-orm';
import {
  timelineBefore as before,
  type PatientTimeline,
  type TimelineSource,
} from '../../core/patient-timeline.ts';
import { doctors, homeVisits, sickbedApplications, users } from '../../db/schema/index.ts';

/** Home sickbed applications (when made): where the application stands and the bed. */
const sickbeds: TimelineSource = async (tx, patientId, { bound, limit }) => {
  const s = sickbedApplications;
  const rows = await tx
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
    .where(and(eq(s.patientId, patientId), before(s.createdAt, s.id, bound)))
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(limit);
  return rows.map((x) => ({
    kind: 'sickbed',
    id: x.id,
    at: x.at,
    title: '家庭病床申请',
    text: [
      SICKBED_STATES[x.state as keyof typeof SICKBED_STATES] ?? '未知状态',
      x.bedNo ? `床位${x.bedNo}` : null,
      x.disease,
    ]
      .filter(Boolean)
      .join('，'),
    tone: x.state === SICKBED_STATE.pending ? ('attention' as const) : ('normal' as const),
    by: x.by,
  }));
};

/** Home visits (at their start): the kind of visit and what was done. */
const visits: TimelineSource = async (tx, patientId, { bound, limit }) => {
  const v = homeVisits;
  const rows = await tx
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
    .where(and(eq(v.patientId, patientId), before(v.startTime, v.id, bound)))
    .orderBy(desc(v.startTime), desc(v.id))
    .limit(limit);
  return rows.map((x) => ({
    kind: 'home-visit',
    id: x.id,
    at: x.at,
    title: HOME_VISIT_TYPES[x.type as keyof typeof HOME_VISIT_TYPES] ?? '上门服务',
    text: [x.content, x.remark].filter(Boolean).join('，'),
    tone: 'normal' as const,
    by: x.by,
  }));
};

/** The care area's events on the doctor's patient timeline. */
export function registerCareTimeline(timeline: PatientTimeline): void {
  timeline.register('sickbed', sickbeds);
  timeline.register('home-visit', visits);
}
