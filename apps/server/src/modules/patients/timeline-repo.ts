import {
  gradeTone,
  levelLabel,
  MEASUREMENT_TYPE_INFO,
  MEASUREMENT_TYPES,
  periodLabel,
  readingText,
} from '@kanghu/shared';
import { and, eq, sql } from 'drizzle-orm';
import {
  timelineBefore as before,
  type PatientTimeline,
  type TimelineSource,
  timelineEvents,
  timelineRows,
} from '../../core/patient-timeline.ts';
import type { Tx } from '../../db/database.ts';
import { measurements, patientCallRecords, patientRemarks, users } from '../../db/schema/index.ts';

interface ReadingEventRow extends Record<string, unknown> {
  id: number;
  type: string;
  values: Record<string, number>;
  period: string | null;
  level: string;
  abnormal: boolean;
  measured_at: Date;
  by: string | null;
}

/**
 * Readings, newest first: one short index scan per type (measurements_history_idx is
 * (project, patient, type, measured time)), merged, so a patient with years of device readings
 * costs the same as one with ten.
 */
const readings: TimelineSource = async (tx, patientId, { bound, limit }) => {
  const m = measurements;
  const result = await tx.execute<ReadingEventRow>(sql`
    select r.id, r.type, r.values, r.period, r.level, r.abnormal, r.measured_at, u.name as by
    from unnest(${`{${MEASUREMENT_TYPES.join(',')}}`}::text[]) as t(type)
    cross join lateral (
      select ${m.id} as id, ${m.type} as type, ${m.values} as values, ${m.period} as period, ${m.level} as level,
             ${m.abnormal} as abnormal, ${m.measuredAt} as measured_at, ${m.createdByUserId} as by_user
      from ${m}
      where ${and(eq(m.patientId, patientId), sql`${m.type} = t.type`, before(m.measuredAt, m.id, bound))}
      order by ${m.measuredAt} desc, ${m.id} desc
      limit ${limit}
    ) r
    left join ${users} u on u.id = r.by_user
    order by r.measured_at desc, r.id desc
    limit ${limit}`);
  return result.rows.map((r) => {
    const type = r.type as (typeof MEASUREMENT_TYPES)[number];
    return {
      kind: 'reading',
      id: r.id,
      at: new Date(r.measured_at),
      title: [MEASUREMENT_TYPE_INFO[type]?.label ?? r.type, periodLabel(type, r.period)]
        .filter(Boolean)
        .join('·'),
      text: `${readingText({ type, values: r.values })} ${levelLabel(type, r.level, r.period)}`,
      tone: gradeTone(r.level, r.abnormal),
      by: r.by,
    };
  });
};

function durationText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m}分${s}秒` : `${s}秒`;
}

/** Phone calls servicers recorded with the patient. */
const calls: TimelineSource = async (tx, patientId, page) => {
  const c = patientCallRecords;
  const query = tx
    .select({ id: c.id, at: c.startTime, duration: c.durationSeconds, remark: c.remark, by: users.name })
    .from(c)
    .leftJoin(users, eq(users.id, c.userId))
    .$dynamic();
  const rows = await timelineRows(
    query,
    { patient: c.patientId, at: c.startTime, id: c.id },
    patientId,
    page,
  );
  return timelineEvents('call', rows, (r) => ({
    title: '电话随访',
    text: [`通话${durationText(r.duration)}`, r.remark].filter(Boolean).join('，'),
  }));
};

/** The doctors' remarks. */
const remarks: TimelineSource = async (tx, patientId, page) => {
  const r = patientRemarks;
  const query = tx
    .select({ id: r.id, at: r.createdAt, remark: r.remark, by: users.name })
    .from(r)
    .leftJoin(users, eq(users.id, r.userId))
    .$dynamic();
  const rows = await timelineRows(
    query,
    { patient: r.patientId, at: r.createdAt, id: r.id },
    patientId,
    page,
  );
  return timelineEvents('remark', rows, (x) => ({ title: '医生备注', text: x.remark }));
};

/** The sources of this module; other areas register theirs the same way. */
export function registerPatientTimeline(timeline: PatientTimeline): void {
  timeline.register('reading', readings);
  timeline.register('call', calls);
  timeline.register('remark', remarks);
}

export async function insertRemark(
  tx: Tx,
  values: { projectId: number; patientId: number; userId: number; remark: string },
): Promise<void> {
  await tx.insert(patientRemarks).values(values);
}
