import { sql } from 'drizzle-orm';
import type { District } from '../../core/district.ts';
import { districtOrgIds } from '../../core/district.ts';
import type { Tx } from '../../db/database.ts';
import type { ResidentCols } from './resident-view.ts';

/** The resident columns (p: patients, o: orgs) every list selects, in ResidentCols names. */
const RESIDENT = sql.raw(`p.id as "patientId", p.name, p.idcard, p.sex, p.birthday::text as birthday, p.tel,
  o.name as "orgName"`);

export type DiscoveryRow = ResidentCols & {
  ctime: Date;
  findings: Array<{
    diseaseType: number;
    source: 'reading' | 'diagnosis';
    evidenceCount: number;
    worstLevel: string | null;
    diagnosisText: string | null;
    foundAt: string;
  }>;
};

export interface DiscoveryFilter {
  /** Disease types counted and the least evidence each needs (project rules). */
  minEvidence: Record<number, number>;
  search: string | undefined;
  ascending: boolean;
  limit: number;
  offset: number;
}

/**
 * Residents of the district with discovery evidence for a disease whose management group they are
 * not in (patient_summaries *_level null), found first (or last) first.
 */
export async function pageDiscoveries(
  tx: Tx,
  district: District,
  f: DiscoveryFilter,
): Promise<{ rows: DiscoveryRow[]; total: number }> {
  const types = Object.keys(f.minEvidence).map(Number);
  const mins = types.map((t) => f.minEvidence[t] ?? 1);
  const like = f.search ? `%${f.search}%` : null;
  // Arrays travel as text: drizzle would spread a JS array into a list of parameters.
  const typeArr = sql`string_to_array(${types.join(',')}, ',')::int[]`;
  const minArr = sql`string_to_array(${mins.join(',')}, ',')::int[]`;
  const open = sql`d.disease_type = any(${typeArr})
      and d.evidence_count >= (${minArr})[array_position(${typeArr}, d.disease_type::int)]
      and case d.disease_type when 1 then s.hbp_level when 2 then s.dm_level when 3 then s.copd_level else s.hpl_level end is null`;
  // s.org_id is patients.org_id (kept by the patient_summaries triggers): no patients join unless
  // searching. The page's ids come first; names and findings are read for those 15 only.
  const where = sql`d.org_id in ${districtOrgIds(district)} and s.org_id = d.org_id and ${open}
      ${like ? sql`and exists (select 1 from patients p where p.id = d.patient_id and (p.name like ${like} or p.idcard = ${f.search?.toUpperCase()} or p.tel = ${f.search}))` : sql``}`;
  const ctime = f.ascending ? sql`min(d.found_at)` : sql`max(d.found_at)`;
  const rows = await tx.execute<DiscoveryRow>(sql`
    with page as (
      select d.patient_id, ${ctime} as ctime from ai_discoveries d
      join patient_summaries s on s.patient_id = d.patient_id
      where ${where}
      group by d.patient_id
      order by ctime ${f.ascending ? sql`asc` : sql`desc`}, d.patient_id desc
      limit ${f.limit} offset ${f.offset})
    select ${RESIDENT}, page.ctime,
      (select json_agg(json_build_object('diseaseType', d.disease_type, 'source', d.source, 'evidenceCount', d.evidence_count,
        'worstLevel', d.worst_level, 'diagnosisText', d.diagnosis_text, 'foundAt', d.found_at) order by d.disease_type)
       from ai_discoveries d join patient_summaries s on s.patient_id = d.patient_id
       where d.patient_id = page.patient_id and ${where}) as findings
    from page
    join patients p on p.id = page.patient_id
    left join orgs o on o.id = p.org_id
    order by page.ctime ${f.ascending ? sql`asc` : sql`desc`}, p.id desc`);
  const count = await tx.execute<{ n: number }>(sql`
    select count(distinct d.patient_id)::int as n from ai_discoveries d
    join patient_summaries s on s.patient_id = d.patient_id
    where ${where}`);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

export type AbnormalRow = ResidentCols & {
  lastAbnormalAt: Date;
  abnormalNum: number;
  hbpLevel: number | null;
  dmLevel: number | null;
};

/**
 * Residents of the district whose newest abnormal reading is not yet tracked (later than
 * ai_patient_marks.tracked_until): walks patient_summaries_abnormal_idx (project, org, last
 * abnormal time). abnormalNum: their abnormal readings since the last tracking (at most 99).
 */
export async function pageAbnormal(
  tx: Tx,
  district: District,
  f: { start: Date | undefined; end: Date | undefined; ascending: boolean; limit: number; offset: number },
): Promise<{ rows: AbnormalRow[]; total: number }> {
  const where = sql`s.org_id in ${districtOrgIds(district)} and s.last_abnormal_at is not null
    and (m.tracked_until is null or s.last_abnormal_at > m.tracked_until)
    ${f.start ? sql`and s.last_abnormal_at >= ${f.start}` : sql``}
    ${f.end ? sql`and s.last_abnormal_at < ${f.end}` : sql``}`;
  // The page's ids first: names and the abnormal count (a subquery per row) for those 15 only.
  const dir = f.ascending ? sql`asc` : sql`desc`;
  const rows = await tx.execute<AbnormalRow>(sql`
    with page as (
      select s.patient_id, s.last_abnormal_at, s.hbp_level, s.dm_level, m.tracked_until
      from patient_summaries s
      left join ai_patient_marks m on m.patient_id = s.patient_id
      where ${where}
      order by s.last_abnormal_at ${dir}, s.patient_id desc
      limit ${f.limit} offset ${f.offset})
    select ${RESIDENT}, page.last_abnormal_at as "lastAbnormalAt", page.hbp_level as "hbpLevel", page.dm_level as "dmLevel",
      (select count(*)::int from (select 1 from measurements r where r.patient_id = page.patient_id and r.abnormal
         and r.measured_at > coalesce(page.tracked_until, '-infinity') limit 99) x) as "abnormalNum"
    from page
    join patients p on p.id = page.patient_id
    left join orgs o on o.id = p.org_id
    order by page.last_abnormal_at ${dir}, page.patient_id desc`);
  const count = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from patient_summaries s left join ai_patient_marks m on m.patient_id = s.patient_id
    where ${where}`);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}
