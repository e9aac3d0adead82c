import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  checkInspectionRecords,
  followPlans,
  followRecords,
  measurements,
  patients,
  users,
} from '../../db/schema/index.ts';

export type RecordRow = typeof followRecords.$inferSelect;
export type NewRecord = typeof followRecords.$inferInsert;

const JOINED = {
  record: followRecords,
  patientName: patients.name,
  patientIdcard: patients.idcard,
  doctorName: users.name,
  planTime: followPlans.planTime,
};

function joinedRecords(tx: Tx) {
  return tx
    .select(JOINED)
    .from(followRecords)
    .innerJoin(patients, eq(patients.id, followRecords.patientId))
    .innerJoin(followPlans, eq(followPlans.id, followRecords.planId))
    .leftJoin(users, eq(users.id, followRecords.doctorUserId));
}
export type JoinedRecord = NonNullable<Awaited<ReturnType<typeof joinedRecordById>>>;

export async function insertRecord(tx: Tx, row: NewRecord): Promise<RecordRow> {
  const [inserted] = await tx.insert(followRecords).values(row).returning();
  if (!inserted) throw new Error('follow record insert returned nothing');
  return inserted;
}

export async function recordById(tx: Tx, id: number): Promise<RecordRow | undefined> {
  const [row] = await tx.select().from(followRecords).where(eq(followRecords.id, id)).limit(1);
  return row;
}

export async function joinedRecordById(tx: Tx, id: number) {
  const [row] = await joinedRecords(tx).where(eq(followRecords.id, id)).limit(1);
  return row;
}

export async function joinedRecordOfPlan(tx: Tx, planId: number) {
  const [row] = await joinedRecords(tx).where(eq(followRecords.planId, planId)).limit(1);
  return row;
}

export interface RecordFilter {
  viewer: Viewer;
  patientId?: number | undefined;
  planId?: number | undefined;
  doctorUserId?: number | undefined;
  referral?: 'none' | 'urgent' | 'suggested' | 'needed' | undefined;
}

/** One page of the records the viewer sees, newest visit first. */
export async function recordPage(tx: Tx, f: RecordFilter, q: PageQuery) {
  const where = and(
    visibleTo(f.viewer),
    f.patientId === undefined ? undefined : eq(followRecords.patientId, f.patientId),
    f.planId === undefined ? undefined : eq(followRecords.planId, f.planId),
    f.doctorUserId === undefined ? undefined : eq(followRecords.doctorUserId, f.doctorUserId),
    f.referral === undefined
      ? undefined
      : f.referral === 'needed'
        ? sql`${followRecords.referral} <> 'none'`
        : eq(followRecords.referral, f.referral),
  );
  const rows = await joinedRecords(tx)
    .where(where)
    .orderBy(desc(followRecords.followTime), desc(followRecords.id))
    .limit(pageRange(q).limit)
    .offset(pageRange(q).offset);
  const [total] = await tx
    .select({ n: count() })
    .from(followRecords)
    .innerJoin(patients, eq(patients.id, followRecords.patientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The patient's last record (of `disease` when given) before `before`. */
export async function previousRecord(
  tx: Tx,
  patientId: number,
  disease: 'hbp' | 'dm' | null,
  before: Date,
  exceptPlanId?: number,
) {
  const [row] = await joinedRecords(tx)
    .where(
      and(
        eq(followRecords.patientId, patientId),
        disease === null ? undefined : eq(followRecords.disease, disease),
        lt(followRecords.followTime, before),
        exceptPlanId === undefined ? undefined : sql`${followRecords.planId} <> ${exceptPlanId}`,
      ),
    )
    .orderBy(desc(followRecords.followTime), desc(followRecords.id))
    .limit(1);
  return row;
}

export function readingsByIds(tx: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select().from(measurements).where(inArray(measurements.id, ids)).orderBy(asc(measurements.id));
}

/** Readings of every record given, by record id (one query for a page). */
export async function readingsOfRecords(tx: Tx, records: RecordRow[]) {
  const rows = await readingsByIds(
    tx,
    records.flatMap((r) => r.measurementIds),
  );
  const byId = new Map(rows.map((m) => [m.id, m]));
  return (r: RecordRow) => r.measurementIds.map((id) => byId.get(id)).filter((m) => m !== undefined);
}

/** The patient's readings in [from, to], newest first. */
export function readingsInWindow(tx: Tx, patientId: number, from: Date, to: Date, limit: number) {
  return tx
    .select()
    .from(measurements)
    .where(
      and(
        eq(measurements.patientId, patientId),
        gte(measurements.measuredAt, from),
        lte(measurements.measuredAt, to),
      ),
    )
    .orderBy(desc(measurements.measuredAt))
    .limit(limit);
}

/** Check and inspection records of the patient in [from, to], newest first. */
export function checkRecordsInWindow(tx: Tx, patientId: number, from: Date, to: Date) {
  return tx
    .select()
    .from(checkInspectionRecords)
    .where(
      and(
        eq(checkInspectionRecords.patientId, patientId),
        gte(checkInspectionRecords.checkedAt, from),
        lte(checkInspectionRecords.checkedAt, to),
      ),
    )
    .orderBy(desc(checkInspectionRecords.checkedAt))
    .limit(100);
}

/** Marks a record synced unless another request did (conditional update). */
export async function markSynced(
  tx: Tx,
  id: number,
  set: { syncProvider: string; syncRef: string; syncedAt: Date },
): Promise<RecordRow | undefined> {
  const [row] = await tx
    .update(followRecords)
    .set({ ...set, syncState: 'synced' })
    .where(and(eq(followRecords.id, id), eq(followRecords.syncState, 'unsynced')))
    .returning();
  return row;
}
