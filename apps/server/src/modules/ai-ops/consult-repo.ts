import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type District, residentOf } from '../../core/district.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  aiDeskDevices,
  aiDiscoveries,
  aiPreconsults,
  devices,
  measurements,
  patients,
} from '../../db/schema/index.ts';

export type ConsultRow = typeof aiPreconsults.$inferSelect;
export type PatientBrief = Pick<
  typeof patients.$inferSelect,
  'id' | 'name' | 'idcard' | 'tel' | 'sex' | 'birthday'
>;
export type DeskRow = typeof aiDeskDevices.$inferSelect;

const BRIEF = {
  id: patients.id,
  name: patients.name,
  idcard: patients.idcard,
  tel: patients.tel,
  sex: patients.sex,
  birthday: patients.birthday,
};

/** Pre-consultations of the district by state (and day), newest first. */
export async function consultPage(
  tx: Tx,
  f: { districtId: number; states: ConsultRow['state'][]; day?: string },
  q: PageQuery,
) {
  const conds: SQL[] = [eq(aiPreconsults.districtId, f.districtId), inArray(aiPreconsults.state, f.states)];
  if (f.day) conds.push(eq(aiPreconsults.visitDate, f.day));
  const where = and(...conds);
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select({ c: aiPreconsults, p: BRIEF })
    .from(aiPreconsults)
    .innerJoin(patients, eq(patients.id, aiPreconsults.patientId))
    .where(where)
    .orderBy(desc(aiPreconsults.visitDate), aiPreconsults.id)
    .limit(limit)
    .offset(offset);
  const [t] = await tx.select({ n: count() }).from(aiPreconsults).where(where);
  return { rows, total: t?.n ?? 0 };
}

/** Residents of the district by name (prefix) or ID number, with their consultation of `day`. */
export async function searchResidents(
  tx: Tx,
  district: District,
  keyword: string,
  day: string,
  q: PageQuery,
) {
  const kw = keyword.replace(/[%_\\]/g, '');
  const where = and(
    residentOf(district),
    or(ilike(patients.name, `${kw}%`), eq(patients.idcard, kw.toUpperCase())),
  );
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select({ c: aiPreconsults, p: BRIEF })
    .from(patients)
    .leftJoin(aiPreconsults, and(eq(aiPreconsults.patientId, patients.id), eq(aiPreconsults.visitDate, day)))
    .where(where)
    .orderBy(patients.name, patients.id)
    .limit(limit)
    .offset(offset);
  const [t] = await tx.select({ n: count() }).from(patients).where(where);
  return { rows, total: t?.n ?? 0 };
}

export async function consultOf(tx: Tx, patientId: number, day: string): Promise<ConsultRow | undefined> {
  const [row] = await tx
    .select()
    .from(aiPreconsults)
    .where(and(eq(aiPreconsults.patientId, patientId), eq(aiPreconsults.visitDate, day)))
    .limit(1);
  return row;
}

/**
 * Saves the day's form (insert or update) unless it is done already: one conditional upsert, so
 * a final save cannot be overwritten by a late temporary save. Undefined when it was done.
 */
export async function saveConsult(
  tx: Tx,
  row: { projectId: number; districtId: number; patientId: number; visitDate: string; userId: number },
  form: Record<string, number | null>,
  state: 'temporary' | 'done',
  at: Date,
): Promise<ConsultRow | undefined> {
  const [out] = await tx
    .insert(aiPreconsults)
    .values({ ...row, form, state, savedAt: at })
    .onConflictDoUpdate({
      target: [aiPreconsults.projectId, aiPreconsults.patientId, aiPreconsults.visitDate],
      set: { form, state, userId: row.userId, savedAt: at },
      setWhere: sql`${aiPreconsults.state} <> 'done'`,
    })
    .returning();
  return out;
}

export function deskDevices(tx: Tx, districtId: number, userId: number): Promise<DeskRow[]> {
  return tx
    .select()
    .from(aiDeskDevices)
    .where(and(eq(aiDeskDevices.districtId, districtId), eq(aiDeskDevices.userId, userId)))
    .orderBy(aiDeskDevices.type);
}

/** Binds a desk device of a type to a local account (replacing that account's device of the type). */
export async function upsertDesk(
  tx: Tx,
  row: {
    projectId: number;
    districtId: number;
    userId: number;
    localUserId: string;
    type: DeskRow['type'];
    serial: string;
  },
): Promise<DeskRow> {
  const [out] = await tx
    .insert(aiDeskDevices)
    .values(row)
    .onConflictDoUpdate({
      target: [aiDeskDevices.projectId, aiDeskDevices.localUserId, aiDeskDevices.type],
      set: { serial: row.serial, userId: row.userId, districtId: row.districtId },
    })
    .returning();
  if (!out) throw new Error('desk device not saved');
  return out;
}

const READING_TYPE: Record<DeskRow['type'], string> = { bp: 'bp', bg: 'bg', bmi: 'weight' };

/** The newest reading a device (by serial) sent, of the desk type's measurement type. */
export async function lastReadingOfSerial(tx: Tx, type: DeskRow['type'], serial: string) {
  const [row] = await tx
    .select({ values: measurements.values, measuredAt: measurements.measuredAt })
    .from(measurements)
    .innerJoin(devices, eq(devices.id, measurements.deviceId))
    .where(and(eq(devices.serial, serial), eq(measurements.type, READING_TYPE[type])))
    .orderBy(desc(measurements.measuredAt))
    .limit(1);
  return row;
}

export function discoveriesOf(tx: Tx, patientId: number) {
  return tx
    .select({ type: aiDiscoveries.diseaseType, source: aiDiscoveries.source, foundAt: aiDiscoveries.foundAt })
    .from(aiDiscoveries)
    .where(eq(aiDiscoveries.patientId, patientId))
    .orderBy(aiDiscoveries.diseaseType);
}
