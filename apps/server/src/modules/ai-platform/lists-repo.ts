import { type SQL, sql } from 'drizzle-orm';
import type { District } from '../../core/district.ts';
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
 * not in (patient_summaries *_level null), found first (or last) first. The page walks
 * patient_summaries_discovery_last_idx (or _first_idx) of the district: discovery_last_at /
 * discovery_first_at are the latest / earliest found_at of the resident's open discoveries under
 * the project's rules, kept by the triggers of migration 0042 (null: nothing open). The total is
 * the district's counter (ai_list_counts), or a count over the same partial index when searching.
 * Names and findings are read for the page's 15 only.
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
  const key = sql.raw(f.ascending ? 's.discovery_first_at' : 's.discovery_last_at');
  // The index's own order (nulls last), so the page is a range of it.
  const order = f.ascending
    ? sql`${key} asc nulls last, s.patient_id desc nulls last`
    : sql`${key} desc nulls last, s.patient_id desc nulls last`;
  const where = sql`s.area_code = ${district.areaCode} and ${key} is not null
      ${like ? sql`and exists (select 1 from patients p where p.id = s.patient_id and (p.name like ${like} or p.idcard = ${f.search?.toUpperCase()} or p.tel = ${f.search}))` : sql``}`;
  const rows = await tx.execute<DiscoveryRow>(sql`
    with page as (
      select s.patient_id, ${key} as ctime from patient_summaries s
      where ${where}
      order by ${order}
      limit ${f.limit} offset ${f.offset})
    select ${RESIDENT}, page.ctime,
      (select json_agg(json_build_object('diseaseType', d.disease_type, 'source', d.source, 'evidenceCount', d.evidence_count,
        'worstLevel', d.worst_level, 'diagnosisText', d.diagnosis_text, 'foundAt', d.found_at) order by d.disease_type)
       from ai_discoveries d join patient_summaries s on s.patient_id = d.patient_id
       where d.patient_id = page.patient_id and s.org_id = d.org_id and ${open}) as findings
    from page
    join patients p on p.id = page.patient_id
    left join orgs o on o.id = p.org_id
    order by page.ctime ${f.ascending ? sql`asc` : sql`desc`}, p.id desc`);
  const total = like ? await countWhere(tx, where) : await districtCount(tx, district, 'discovery');
  return { rows: rows.rows, total };
}

/** A filtered total: a count over the list's partial index. */
async function countWhere(tx: Tx, where: SQL): Promise<number> {
  const r = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from patient_summaries s where ${where}`,
  );
  return r.rows[0]?.n ?? 0;
}

/** An unfiltered total: the district's row of ai_list_counts (kept by the summary triggers). */
async function districtCount(tx: Tx, district: District, list: 'discovery' | 'untracked'): Promise<number> {
  const r = await tx.execute<{ n: number }>(
    sql`select coalesce(sum(${sql.raw(list)}), 0)::int as n from ai_list_counts where area_code = ${district.areaCode}`,
  );
  return r.rows[0]?.n ?? 0;
}

export type AbnormalRow = ResidentCols & {
  lastAbnormalAt: Date;
  abnormalNum: number;
  hbpLevel: number | null;
  dmLevel: number | null;
};

/**
 * Residents of the district whose newest abnormal reading is not yet tracked (later than
 * tracked_until, the summary's copy of ai_patient_marks.tracked_until): a range of
 * patient_summaries_untracked_idx (project, district, last abnormal time desc, patient desc); the
 * total is the district's counter, or a count over that index for a time window. abnormalNum:
 * their abnormal readings since the last tracking (at most 99; measurements_abnormal_idx).
 */
export async function pageAbnormal(
  tx: Tx,
  district: District,
  f: { start: Date | undefined; end: Date | undefined; ascending: boolean; limit: number; offset: number },
): Promise<{ rows: AbnormalRow[]; total: number }> {
  // The index predicate verbatim, so the planner can use the partial index.
  const where = sql`s.area_code = ${district.areaCode} and s.last_abnormal_at is not null
    and (s.tracked_until is null or s.last_abnormal_at > s.tracked_until)
    ${f.start ? sql`and s.last_abnormal_at >= ${f.start}` : sql``}
    ${f.end ? sql`and s.last_abnormal_at < ${f.end}` : sql``}`;
  // The page's ids first, from the index alone (no heap visit for the skipped rows); groups,
  // names and the abnormal count (a subquery per row) for those 15 only.
  const dir = f.ascending ? sql`asc` : sql`desc`;
  const order = f.ascending
    ? sql`s.last_abnormal_at asc nulls first, s.patient_id desc nulls last`
    : sql`s.last_abnormal_at desc nulls last, s.patient_id desc nulls last`;
  const rows = await tx.execute<AbnormalRow>(sql`
    with page as (
      select s.patient_id, s.last_abnormal_at from patient_summaries s
      where ${where}
      order by ${order}
      limit ${f.limit} offset ${f.offset})
    select ${RESIDENT}, page.last_abnormal_at as "lastAbnormalAt", s.hbp_level as "hbpLevel", s.dm_level as "dmLevel",
      (select count(*)::int from (select 1 from measurements r where r.patient_id = page.patient_id and r.abnormal
         and r.measured_at > coalesce(s.tracked_until, '-infinity') limit 99) x) as "abnormalNum"
    from page
    join patient_summaries s on s.patient_id = page.patient_id
    join patients p on p.id = page.patient_id
    left join orgs o on o.id = p.org_id
    order by page.last_abnormal_at ${dir}, page.patient_id desc`);
  const filtered = f.start !== undefined || f.end !== undefined;
  const total = filtered ? await countWhere(tx, where) : await districtCount(tx, district, 'untracked');
  return { rows: rows.rows, total };
}
