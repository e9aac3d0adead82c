import { DISEASE_TYPES, type PatientSortKey } from '@kanghu/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type PatientKeyColumns, type Viewer, visibleTo } from '../../core/access.ts';
import { doctorOf } from '../../core/names.ts';
import type { Tx } from '../../db/database.ts';
import { executeNamed } from '../../db/prepared.ts';
import {
  doctors,
  measurements,
  patientDiseases,
  patients,
  patientTagLinks,
  patientTags,
  patientSummaries as s,
} from '../../db/schema/index.ts';
import { LEVEL_COLUMNS } from './list-filters.ts';

/** The visibility keys of a summary row (core/access.ts reads them like the patients row's). */
export const SUMMARY_KEYS: PatientKeyColumns = { id: s.patientId, orgId: s.orgId, doctorId: s.doctorId };

/**
 * The viewer's patients as ONE condition on patient_summaries, so a page can be read in the
 * order of one index. An org viewer sees their org's patients and their own; their own are
 * nearly always in their org, and an OR of two columns cannot be read in index order, so the
 * org condition alone is used unless the doctor has patients outside the org (three index
 * probes on patient_summaries_doctor_org_idx say so).
 */
export async function listScope(tx: Tx, viewer: Viewer): Promise<SQL> {
  if (viewer.kind !== 'org' || viewer.orgId === null || viewer.doctorId === null)
    return visibleTo(viewer, SUMMARY_KEYS);
  const outside = sql`select 1 from ${s} where ${s.doctorId} = ${viewer.doctorId}`;
  const [row] = await executeNamed<{ outside: boolean }>(
    tx,
    sql`select exists (${outside} and ${s.orgId} < ${viewer.orgId})
      or exists (${outside} and ${s.orgId} > ${viewer.orgId})
      or exists (${outside} and ${s.orgId} is null) as outside`,
  );
  return row?.outside ? visibleTo(viewer, SUMMARY_KEYS) : sql`${s.orgId} = ${viewer.orgId}`;
}

/**
 * One page of patient ids and the total, in ONE statement: the page is read in the order of an
 * index of patient_summaries (scope, created or measured time, id) with the filters checked in
 * the index, so it costs its offset plus its length; the count reads the narrowest index that
 * holds the filters (a disease group's partial index, or the abnormal-time index).
 */
export async function pageIds(
  tx: Tx,
  page: { where: SQL; sort: PatientSortKey; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const key = page.sort === 'time_desc' ? s.lastMeasuredAt : s.patientCreatedAt;
  const dir = sql.raw(page.sort === 'ctime_asc' ? 'asc nulls first' : 'desc nulls last');
  const [row] = await executeNamed<{ total: number; ids: number[] }>(
    tx,
    sql`select (select count(*) from ${s} where ${page.where})::int as total,
    array(select ${s.patientId} from ${s} where ${page.where}
          order by ${key} ${dir}, ${s.patientId} ${dir} limit ${page.limit} offset ${page.offset}) as ids`,
  );
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}

export interface DiseaseRow {
  type: number;
  level: number;
  specialState: number | null;
  aiFile: boolean;
  phFile: boolean;
}

/** The patient's diseases as one JSON array (a subquery of a select). */
export const diseasesJson = sql<DiseaseRow[]>`(select coalesce(json_agg(json_build_object(
    'type', ${patientDiseases.type}, 'level', ${patientDiseases.level},
    'specialState', ${patientDiseases.specialState}, 'aiFile', ${patientDiseases.aiFile},
    'phFile', ${patientDiseases.phFile}) order by ${patientDiseases.type}), '[]'::json)
  from ${patientDiseases} where ${patientDiseases.patientId} = ${patients.id})`;

/** The patient's tags as one JSON array. */
export const tagsJson = sql<Array<{ id: number; name: string }>>`(select coalesce(json_agg(json_build_object(
    'id', ${patientTags.id}, 'name', ${patientTags.name}) order by ${patientTags.sort}, ${patientTags.id}), '[]'::json)
  from ${patientTagLinks} join ${patientTags} on ${patientTags.id} = ${patientTagLinks.tagId}
  where ${patientTagLinks.patientId} = ${patients.id})`;

export const READING_FIELDS = {
  id: measurements.id,
  type: measurements.type,
  values: measurements.values,
  period: measurements.period,
  level: measurements.level,
  abnormal: measurements.abnormal,
  measuredAt: measurements.measuredAt,
};

/**
 * The rows of a page: patient, doctor's name, groups, tags, newest reading, last abnormal time.
 * A named statement (ids as one array parameter), planned once per connection.
 */
export function listRows(tx: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      p: patients,
      doctorName: doctors.name,
      lastAbnormalAt: s.lastAbnormalAt,
      reading: READING_FIELDS,
      diseases: diseasesJson,
      tags: tagsJson,
    })
    .from(patients)
    .innerJoin(s, eq(s.patientId, patients.id))
    .leftJoin(doctors, doctorOf(patients.doctorId))
    .leftJoin(measurements, eq(measurements.id, s.lastMeasurementId))
    .where(sql`${patients.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('patient_list_rows_v1')
    .execute({ ids });
}
export type ListRow = Awaited<ReturnType<typeof listRows>>[number];

/** Counts of the viewer's scope in one pass over patient_summaries. */
export async function scopeCounts(tx: Tx, viewer: Viewer, today: Date, abnormalSince: Date) {
  const levels: Record<string, SQL<number>> = {};
  for (const d of DISEASE_TYPES) {
    const column = LEVEL_COLUMNS[d.code];
    levels[d.code] = sql<number>`count(*) filter (where ${column} is not null)`.mapWith(Number);
    for (const level of Object.keys(d.levels))
      levels[`${d.code}.${level}`] =
        sql<number>`count(*) filter (where ${column} = ${Number(level)})`.mapWith(Number);
  }
  const [row] = await tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      child: sql<number>`count(*) filter (where ${s.isChild})`.mapWith(Number),
      todayNew: sql<number>`count(*) filter (where ${s.patientCreatedAt} >= ${today})`.mapWith(Number),
      mine: sql<number>`count(*) filter (where ${s.doctorId} = ${viewer.doctorId ?? 0})`.mapWith(Number),
      abnormalRecent: sql<number>`count(*) filter (where ${s.lastAbnormalAt} >= ${abnormalSince})`.mapWith(
        Number,
      ),
      ...levels,
    })
    .from(s)
    .where(visibleTo(viewer, SUMMARY_KEYS));
  return (row ?? {}) as Record<string, number>;
}
