import { type SQL, sql } from 'drizzle-orm';
import type { District } from '../../core/district.ts';
import { districtOrgIds } from '../../core/district.ts';
import type { Tx } from '../../db/database.ts';
import type { ResidentCols } from './resident-view.ts';

export type ResidentListRow = ResidentCols & {
  hbpGroup: number | null;
  dmGroup: number | null;
  healthState: number;
  lastMeasuredAt: Date | null;
  tags: Array<{ id: number; name: string }>;
};

export interface ResidentFilter {
  patientTagId?: number | undefined;
  healthState?: number | undefined;
  hbpGroup?: number | undefined;
  dmGroup?: number | undefined;
  tag?: string | undefined;
  search?: string | undefined;
  idcard?: string | undefined;
  limit: number;
  offset: number;
}

/** "Abnormal, not yet tracked": the newest abnormal reading is later than the last tracking. */
const UNTRACKED = sql.raw(
  's.last_abnormal_at is not null and (m.tracked_until is null or s.last_abnormal_at > m.tracked_until)',
);

/** 0 means "not in the group"; 1-3 the group level. */
const groupIs = (column: string, level: number): SQL =>
  level === 0 ? sql`${sql.raw(column)} is null` : sql`${sql.raw(column)} = ${level}`;

/**
 * One page of the district's residents (patient_summaries per org of the district), newest
 * patients first; each filter is added only when given (zero is a value).
 */
export async function pageResidents(
  tx: Tx,
  district: District,
  f: ResidentFilter,
): Promise<{ rows: ResidentListRow[]; total: number }> {
  const conds: SQL[] = [sql`s.org_id in ${districtOrgIds(district)}`];
  if (f.hbpGroup !== undefined) conds.push(groupIs('s.hbp_level', f.hbpGroup));
  if (f.dmGroup !== undefined) conds.push(groupIs('s.dm_level', f.dmGroup));
  if (f.healthState !== undefined) conds.push(f.healthState === 1 ? UNTRACKED : sql`not (${UNTRACKED})`);
  if (f.patientTagId !== undefined)
    conds.push(
      sql`exists (select 1 from patient_tag_links l where l.patient_id = s.patient_id and l.tag_id = ${f.patientTagId})`,
    );
  if (f.tag !== undefined)
    conds.push(sql`exists (select 1 from patient_tag_links l join patient_tags t on t.id = l.tag_id
      where l.patient_id = s.patient_id and t.name = ${f.tag})`);
  if (f.idcard !== undefined) conds.push(sql`p.idcard = ${f.idcard.toUpperCase()}`);
  if (f.search !== undefined)
    conds.push(
      sql`(p.name like ${`%${f.search}%`} or p.idcard = ${f.search.toUpperCase()} or p.tel = ${f.search})`,
    );
  const where = sql.join(conds, sql` and `);
  const from = sql`from patient_summaries s join patients p on p.id = s.patient_id
    left join ai_patient_marks m on m.patient_id = s.patient_id`;
  const rows = await tx.execute<ResidentListRow>(sql`
    select p.id as "patientId", p.name, p.idcard, p.sex, p.birthday::text as birthday, p.tel, o.name as "orgName",
      s.hbp_level as "hbpGroup", s.dm_level as "dmGroup", (case when ${UNTRACKED} then 1 else 0 end)::int as "healthState",
      s.last_measured_at as "lastMeasuredAt",
      coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.sort, t.id)
        from patient_tag_links l join patient_tags t on t.id = l.tag_id where l.patient_id = p.id), '[]') as tags
    ${from} left join orgs o on o.id = p.org_id
    where ${where}
    order by s.patient_created_at desc, s.patient_id desc
    limit ${f.limit} offset ${f.offset}`);
  const count = await tx.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${where}`);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** The tags of one patient. */
export async function tagsOf(tx: Tx, patientId: number): Promise<Array<{ id: number; name: string }>> {
  const r = await tx.execute<{ id: number; name: string }>(sql`
    select t.id, t.name from patient_tag_links l join patient_tags t on t.id = l.tag_id
    where l.patient_id = ${patientId} order by t.sort, t.id`);
  return r.rows;
}

/** The tags in use among the district's residents, with how many residents carry each. */
export async function districtTags(tx: Tx, district: District) {
  const r = await tx.execute<{ id: number; name: string; residents: number }>(sql`
    select t.id, t.name, count(distinct l.patient_id)::int as residents
    from patient_tag_links l join patient_tags t on t.id = l.tag_id join patients p on p.id = l.patient_id
    where p.org_id in ${districtOrgIds(district)}
    group by t.id, t.name, t.sort order by t.sort, t.id`);
  return r.rows;
}

/** The group levels and summary of one resident. */
export async function summaryOf(tx: Tx, patientId: number) {
  const r = await tx.execute<{
    hbp: number | null;
    dm: number | null;
    copd: number | null;
    hpl: number | null;
  }>(
    sql`select hbp_level as hbp, dm_level as dm, copd_level as copd, hpl_level as hpl
        from patient_summaries where patient_id = ${patientId} limit 1`,
  );
  return r.rows[0] ?? { hbp: null, dm: null, copd: null, hpl: null };
}

/** The newest reading of each type of the resident. */
export async function latestReadings(tx: Tx, patientId: number) {
  const r = await tx.execute<{
    id: number;
    type: string;
    values: Record<string, number>;
    unit: string;
    level: string;
    period: string | null;
    abnormal: boolean;
    measuredAt: Date;
  }>(sql`
    select distinct on (type) id, type, values, unit, level, period, abnormal, measured_at as "measuredAt"
    from measurements where patient_id = ${patientId}
    order by type, measured_at desc, id desc`);
  return r.rows;
}

/** The resident's discovery evidence (ai_discoveries). */
export async function discoveriesOf(tx: Tx, patientId: number) {
  const r = await tx.execute<{
    diseaseType: number;
    source: 'reading' | 'diagnosis';
    evidenceCount: number;
    worstLevel: string | null;
    diagnosisText: string | null;
    foundAt: Date;
  }>(sql`
    select disease_type as "diseaseType", source, evidence_count as "evidenceCount", worst_level as "worstLevel",
      diagnosis_text as "diagnosisText", found_at as "foundAt"
    from ai_discoveries where patient_id = ${patientId} order by disease_type, source`);
  return r.rows;
}

export type StaffRow = {
  userId: number;
  doctorId: number | null;
  name: string;
  role: string;
  title: string | null;
  orgName: string | null;
  localBinding: boolean;
};

/** The servicers (doctors, assistants) working in the district: their org lies in it, or a local binding. */
export async function districtStaff(tx: Tx, district: District): Promise<StaffRow[]> {
  const r = await tx.execute<StaffRow>(sql`
    select u.id as "userId", d.id as "doctorId", coalesce(d.name, u.name, '') as name,
      case when d.is_assistant or u.role = 'assistant' then 'assistant' else 'doctor' end as role,
      d.title, o.name as "orgName",
      exists (select 1 from ai_local_bindings b where b.user_id = u.id and b.district_id = ${district.id}) as "localBinding"
    from users u
    left join doctors d on d.user_id = u.id
    left join orgs o on o.id = coalesce(d.org_id, u.org_id)
    where u.user_type = 'servicer' and u.status = 'active' and u.role in ('doctor', 'assistant')
      and (coalesce(d.org_id, u.org_id) in ${districtOrgIds(district)}
        or exists (select 1 from ai_local_bindings b where b.user_id = u.id and b.district_id = ${district.id}))
    order by role desc, o.name nulls last, name, u.id
    limit 500`);
  return r.rows;
}
