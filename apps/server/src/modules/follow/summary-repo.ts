import { chinaDay, chinaDayBounds, type FollowSummaryView } from '@kanghu/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { followPlans, followRecords, patients } from '../../db/schema/index.ts';

/**
 * For other modules (the doctor's dashboard, the patient detail): follow-up facts by org, doctor
 * or patient. The caller has already decided what the viewer may see; these only count and read.
 */

const countIf = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);

function dueConditions(now: Date) {
  const { start, end } = chinaDayBounds(chinaDay(now));
  const open = sql`${followPlans.state} = 'open'`;
  return {
    due: sql`${open} and ${followPlans.planTime} between ${start} and ${end}`,
    overdue: sql`${open} and ${followPlans.planTime} < ${start}`,
  };
}

/** Open plans due today (China day) and overdue, of an org or of one follow person. */
export async function followDueCounts(
  tx: Tx,
  scope: { orgId: number } | { followPersonUserId: number },
  now: Date,
): Promise<{ dueToday: number; overdue: number }> {
  const c = dueConditions(now);
  const [row] = await tx
    .select({ dueToday: countIf(c.due), overdue: countIf(c.overdue) })
    .from(followPlans)
    .where(
      and(
        eq(followPlans.state, 'open'),
        'orgId' in scope
          ? eq(followPlans.orgId, scope.orgId)
          : eq(followPlans.followPersonUserId, scope.followPersonUserId),
      ),
    );
  return { dueToday: row?.dueToday ?? 0, overdue: row?.overdue ?? 0 };
}

/** The counts of the follow summary endpoint: what the viewer sees, and the viewer's own plans. */
export async function followSummaryCounts(tx: Tx, viewer: Viewer, now: Date): Promise<FollowSummaryView> {
  const c = dueConditions(now);
  const mine = sql`${followPlans.followPersonUserId} = ${viewer.userId}`;
  const [row] = await tx
    .select({
      dueToday: countIf(c.due),
      overdue: countIf(c.overdue),
      pool: countIf(sql`${followPlans.followPersonUserId} is null`),
      mineDueToday: countIf(sql`${c.due} and ${mine}`),
      mineOverdue: countIf(sql`${c.overdue} and ${mine}`),
    })
    .from(followPlans)
    .innerJoin(patients, eq(patients.id, followPlans.patientId))
    .where(and(eq(followPlans.state, 'open'), visibleTo(viewer)));
  return {
    dueToday: row?.dueToday ?? 0,
    overdue: row?.overdue ?? 0,
    pool: row?.pool ?? 0,
    mineDueToday: row?.mineDueToday ?? 0,
    mineOverdue: row?.mineOverdue ?? 0,
  };
}

export interface LatestFollow {
  recordId: number;
  planId: number;
  followTime: Date;
  classification: number | null;
  referral: string;
  nextFollowDate: string | null;
  doctorUserId: number;
}

/** The newest follow record of each patient (served by follow_records_patient_idx). */
export async function latestFollowByPatient(
  tx: Tx,
  patientIds: number[],
): Promise<Map<number, LatestFollow>> {
  if (patientIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([followRecords.patientId], {
      patientId: followRecords.patientId,
      recordId: followRecords.id,
      planId: followRecords.planId,
      followTime: followRecords.followTime,
      classification: followRecords.classification,
      referral: followRecords.referral,
      nextFollowDate: followRecords.nextFollowDate,
      doctorUserId: followRecords.doctorUserId,
    })
    .from(followRecords)
    .where(inArray(followRecords.patientId, patientIds))
    .orderBy(followRecords.patientId, desc(followRecords.followTime), desc(followRecords.id));
  return new Map(rows.map(({ patientId, ...rest }) => [patientId, rest]));
}

/** The next open plan of each patient (earliest plan time; overdue ones first). */
export async function nextPlanByPatient(
  tx: Tx,
  patientIds: number[],
): Promise<Map<number, { planId: number; planTime: Date }>> {
  if (patientIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([followPlans.patientId], {
      patientId: followPlans.patientId,
      planId: followPlans.id,
      planTime: followPlans.planTime,
    })
    .from(followPlans)
    .where(and(inArray(followPlans.patientId, patientIds), eq(followPlans.state, 'open')))
    .orderBy(followPlans.patientId, followPlans.planTime);
  return new Map(rows.map(({ patientId, ...rest }) => [patientId, rest]));
}
