import { and, desc, eq, sql } from 'drizzle-orm';
import type { District } from '../../core/district.ts';
import { districtOrgIds } from '../../core/district.ts';
import type { Tx } from '../../db/database.ts';
import { aiPatientMarks, aiTrackRecords, measurements, users } from '../../db/schema/index.ts';
import type { ResidentCols } from './resident-view.ts';

export async function abnormalReadings(
  tx: Tx,
  patientId: number,
  f: { since: Date | null; day: { start: Date; end: Date } | null },
) {
  const conds = [eq(measurements.patientId, patientId), eq(measurements.abnormal, true)];
  if (f.day)
    conds.push(
      sql`${measurements.measuredAt} >= ${f.day.start} and ${measurements.measuredAt} < ${f.day.end}`,
    );
  else if (f.since) conds.push(sql`${measurements.measuredAt} > ${f.since}`);
  return tx
    .select()
    .from(measurements)
    .where(and(...conds))
    .orderBy(desc(measurements.measuredAt))
    .limit(50);
}

export async function trackRecords(tx: Tx, patientId: number) {
  return tx
    .select({ r: aiTrackRecords, servicerName: users.name })
    .from(aiTrackRecords)
    .leftJoin(users, eq(users.id, aiTrackRecords.userId))
    .where(eq(aiTrackRecords.patientId, patientId))
    .orderBy(desc(aiTrackRecords.time))
    .limit(20);
}

export async function findMarks(tx: Tx, patientId: number) {
  const [row] = await tx
    .select()
    .from(aiPatientMarks)
    .where(eq(aiPatientMarks.patientId, patientId))
    .limit(1);
  return row ?? null;
}

export async function findMarksById(tx: Tx, id: number) {
  const [row] = await tx.select().from(aiPatientMarks).where(eq(aiPatientMarks.id, id)).limit(1);
  return row ?? null;
}

/** Creates or updates the resident's marks row. */
export async function upsertMarks(
  tx: Tx,
  projectId: number,
  patientId: number,
  set: Partial<typeof aiPatientMarks.$inferInsert>,
): Promise<void> {
  await tx
    .insert(aiPatientMarks)
    .values({ projectId, patientId, ...set })
    .onConflictDoUpdate({
      target: [aiPatientMarks.projectId, aiPatientMarks.patientId],
      set: { ...set, updatedAt: new Date() },
    });
}

export async function insertTrack(tx: Tx, row: typeof aiTrackRecords.$inferInsert) {
  const [r] = await tx.insert(aiTrackRecords).values(row).returning();
  if (!r) throw new Error('track insert returned nothing');
  return r;
}

export type HighRiskRow = ResidentCols & {
  id: number;
  riskModel: string;
  riskPercent: number;
  dangerState: number;
  dangerReason: string | null;
  riskComputedAt: Date;
};

/** Residents of the district whose stored risk reaches `threshold`, by state, highest first. */
export async function pageHighRisk(
  tx: Tx,
  district: District,
  f: { model: string; threshold: number; state: number | undefined; limit: number; offset: number },
): Promise<{ rows: HighRiskRow[]; total: number }> {
  const where = sql`m.risk_model = ${f.model} and m.risk_percent >= ${f.threshold}
    and p.org_id in ${districtOrgIds(district)}
    ${f.state === undefined ? sql`` : sql`and m.danger_state = ${f.state}`}`;
  const rows = await tx.execute<HighRiskRow>(sql`
    select m.id, p.id as "patientId", p.name, p.idcard, p.sex, p.birthday::text as birthday, p.tel, o.name as "orgName",
      m.risk_model as "riskModel", m.risk_percent as "riskPercent", m.danger_state as "dangerState",
      m.danger_reason as "dangerReason", m.risk_computed_at as "riskComputedAt"
    from ai_patient_marks m join patients p on p.id = m.patient_id left join orgs o on o.id = p.org_id
    where ${where}
    order by m.risk_percent desc, m.id desc
    limit ${f.limit} offset ${f.offset}`);
  const count = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ai_patient_marks m join patients p on p.id = m.patient_id where ${where}`,
  );
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** The newest reading of a type (risk inputs). */
export async function latestReading(tx: Tx, patientId: number, type: string) {
  const [row] = await tx
    .select({ values: measurements.values, measuredAt: measurements.measuredAt })
    .from(measurements)
    .where(and(eq(measurements.patientId, patientId), eq(measurements.type, type)))
    .orderBy(desc(measurements.measuredAt))
    .limit(1);
  return row ?? null;
}
