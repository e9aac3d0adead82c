import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';

/** The physical-sign types of physics/sign/list (spec 3 section 3 "Physical sign record"). */
const SIGN_TYPES = sql.raw(`('bp', 'bg', 'weight', 'hr', 'temp')`);

export type SignRow = {
  id: number;
  type: string;
  values: Record<string, number>;
  level: string;
  period: string | null;
  abnormal: boolean;
  measuredAt: Date;
};

/** One page of the resident's physical-sign readings, newest first. */
export async function pageSigns(tx: Tx, patientId: number, f: { limit: number; offset: number }) {
  const where = sql`patient_id = ${patientId} and type in ${SIGN_TYPES}`;
  const rows = await tx.execute<SignRow>(sql`
    select id, type, values, level, period, abnormal, measured_at as "measuredAt"
    from measurements where ${where}
    order by measured_at desc, id desc limit ${f.limit} offset ${f.offset}`);
  const count = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from measurements where ${where}`,
  );
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

export type CheckRow = {
  kind: 'check' | 'inspection' | 'examination';
  id: number;
  name: string;
  orgName: string | null;
  at: Date;
  result: string | null;
  abnormal: boolean;
  items: Array<{ name: string; value: string; unit?: string; abnormal: boolean }>;
};

const CHECKS = sql.raw(`(
  select kind, id, item_name as name, org_name, checked_at as at, result, abnormal, '[]'::jsonb as items, patient_id
    from check_inspection_records
  union all
  select 'examination', id, title, org_name, examined_at, summary,
    exists (select 1 from jsonb_array_elements(items) i where (i->>'abnormal')::boolean), items, patient_id
    from examination_records) c`);

/** One page of the resident's check, inspection and examination records, newest first. */
export async function pageChecks(tx: Tx, patientId: number, f: { limit: number; offset: number }) {
  const rows = await tx.execute<CheckRow>(sql`
    select c.kind, c.id, c.name, c.org_name as "orgName", c.at, c.result, c.abnormal, c.items from ${CHECKS}
    where c.patient_id = ${patientId}
    order by c.at desc, c.kind, c.id desc limit ${f.limit} offset ${f.offset}`);
  const count = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ${CHECKS} where c.patient_id = ${patientId}`,
  );
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** Readings of one component (e.g. lipid tc), oldest first (at most 500). */
export async function componentReadings(tx: Tx, patientId: number, type: string, key: string) {
  const r = await tx.execute<{ at: Date; value: number }>(sql`
    select measured_at as at, (values->>${key})::float8 as value from measurements
    where patient_id = ${patientId} and type = ${type} and values ? ${key}
    order by measured_at desc limit 500`);
  return r.rows;
}

/**
 * Record results whose item name contains one of `names`: check/inspection records (result text)
 * and examination items (value text), newest first (at most 500).
 */
export async function namedResults(tx: Tx, patientId: number, names: readonly string[]) {
  const likes = names.map((n) => `%${n.toLowerCase()}%`).join('\u0001');
  const arr = sql`string_to_array(${likes}, ${'\u0001'})`;
  const r = await tx.execute<{ at: Date; text: string | null }>(sql`
    select at, text from (
      select checked_at as at, result as text from check_inspection_records
        where patient_id = ${patientId} and lower(item_name) like any(${arr})
      union all
      select e.examined_at, i->>'value' from examination_records e, jsonb_array_elements(e.items) i
        where e.patient_id = ${patientId} and lower(i->>'name') like any(${arr})
    ) x order by at desc limit 500`);
  return r.rows;
}

export type PathEvent = { kind: 'follow' | 'reading' | 'examination'; at: Date; sub: string; n: number };

/**
 * What the resident's management path counts in [start, end): follow-up records (by mode),
 * blood pressure / glucose readings (per type and quarter), examinations.
 */
export async function pathEvents(tx: Tx, patientId: number, start: Date, end: Date) {
  const r = await tx.execute<PathEvent>(sql`
    select 'follow' as kind, follow_time as at, follow_mode::text as sub, 1 as n from follow_records
      where patient_id = ${patientId} and follow_time >= ${start} and follow_time < ${end}
    union all
    select 'reading', max(measured_at), type, count(*)::int from measurements
      where patient_id = ${patientId} and type in ('bp', 'bg') and measured_at >= ${start} and measured_at < ${end}
      group by type, date_trunc('quarter', measured_at at time zone 'Asia/Shanghai')
    union all
    select 'examination', examined_at, title, 1 from examination_records
      where patient_id = ${patientId} and examined_at >= ${start} and examined_at < ${end}
    order by at`);
  return r.rows;
}
