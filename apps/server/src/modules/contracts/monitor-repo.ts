import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../core/access.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { familyDoctorContracts as c, doctors, measurements as m, patients } from '../../db/schema/index.ts';
import { searchCondition } from '../patients/repo.ts';
import { contractVisibleTo } from './repo.ts';

/** Contracts in force today: signed or due for renewal, started. */
function inForce(today: string): SQL | undefined {
  return and(inArray(c.state, ['signed', 'renewal_due']), sql`${c.startDate} <= ${today}::date`);
}

const residentColumns = {
  contract: c,
  patientName: patients.name,
  sex: patients.sex,
  birthday: patients.birthday,
  doctorName: doctors.name,
};

export interface ResidentFilter {
  search?: string | undefined;
  /** Only residents with an abnormal reading since then. */
  abnormalSince?: Date | undefined;
}

/**
 * A page of the signed residents the viewer sees (through their contracts), those with the most
 * recent abnormal reading since `since` first, then by name.
 */
export async function signedResidentPage(
  tx: Tx,
  viewer: Viewer,
  today: string,
  since: Date,
  f: ResidentFilter,
  q: PageQuery,
) {
  const lastAbnormal = sql`(select max(${m.measuredAt}) from ${m} where ${m.patientId} = ${c.patientId} and ${m.abnormal} and ${m.measuredAt} >= ${since})`;
  const where = and(
    contractVisibleTo(viewer),
    inForce(today),
    searchCondition(f.search),
    f.abnormalSince ? sql`${lastAbnormal} is not null` : undefined,
  );
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select(residentColumns)
    .from(c)
    .innerJoin(patients, eq(patients.id, c.patientId))
    .innerJoin(doctors, eq(doctors.id, c.doctorId))
    .where(where)
    .orderBy(sql`${lastAbnormal} desc nulls last`, asc(patients.name), asc(c.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(c)
    .innerJoin(patients, eq(patients.id, c.patientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The signed contract in force today of one patient, if the viewer sees it. */
export async function signedResident(tx: Tx, viewer: Viewer, today: string, patientId: number) {
  const [row] = await tx
    .select(residentColumns)
    .from(c)
    .innerJoin(patients, eq(patients.id, c.patientId))
    .innerJoin(doctors, eq(doctors.id, c.doctorId))
    .where(and(contractVisibleTo(viewer), inForce(today), eq(c.patientId, patientId)))
    .limit(1);
  return row;
}

/** The newest reading of each type of each patient. */
export async function latestReadings(tx: Tx, patientIds: number[]) {
  if (patientIds.length === 0) return [];
  return tx
    .selectDistinctOn([m.patientId, m.type])
    .from(m)
    .where(inArray(m.patientId, patientIds))
    .orderBy(m.patientId, m.type, desc(m.measuredAt), desc(m.id));
}

/** Abnormal readings since `since` per patient. */
export async function abnormalCounts(
  tx: Tx,
  patientIds: number[],
  since: Date,
): Promise<Map<number, number>> {
  if (patientIds.length === 0) return new Map();
  const rows = await tx
    .select({ patientId: m.patientId, n: count() })
    .from(m)
    .where(and(inArray(m.patientId, patientIds), eq(m.abnormal, true), gte(m.measuredAt, since)))
    .groupBy(m.patientId);
  return new Map(rows.map((r) => [r.patientId, r.n]));
}

/** A patient's readings in [since, until], newest first (at most `limit`), and how many there are. */
export async function recentReadings(tx: Tx, patientId: number, since: Date, until: Date, limit: number) {
  const where = and(eq(m.patientId, patientId), gte(m.measuredAt, since), lte(m.measuredAt, until));
  const rows = await tx.select().from(m).where(where).orderBy(desc(m.measuredAt), desc(m.id)).limit(limit);
  const [total] = await tx.select({ n: count() }).from(m).where(where);
  return { rows, total: total?.n ?? 0 };
}
