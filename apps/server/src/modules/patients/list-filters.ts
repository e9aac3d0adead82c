import { ABNORMAL_RECENT_DAYS, DISEASE_TYPES, type DiseaseCode, type PatientListQuery } from '@kanghu/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { patients, patientTagLinks, patientSummaries as s } from '../../db/schema/index.ts';
import { contractCondition, followDueCondition, unhandledCondition } from './list-work-filters.ts';
import { searchCondition } from './repo.ts';

/** The filters of the doctor's list (schemas/patient-list.ts patientListFilterShape). */
export type PatientListFilter = Omit<PatientListQuery, 'pageNo' | 'pageSize' | 'sortType' | 'scope'>;

const DAY_MS = 86_400_000;

/** The summary column of a disease group's level. */
export const LEVEL_COLUMNS: Record<DiseaseCode, AnyColumn> = {
  hbp: s.hbpLevel,
  dm: s.dmLevel,
  copd: s.copdLevel,
  hpl: s.hplLevel,
};

function levelColumn(type: number) {
  const code = DISEASE_TYPES.find((d) => d.type === type)?.code;
  return code ? LEVEL_COLUMNS[code] : undefined;
}

/** Search (repo.ts searchCondition over the patients row of the summary). */
function searchPatients(search: string): SQL {
  return sql`exists (select 1 from ${patients} where ${patients.id} = ${s.patientId} and ${searchCondition(search)})`;
}

/** Since when a reading counts as recent for "abnormal in the last 7 days". */
export function abnormalSince(now: Date): Date {
  return new Date(now.getTime() - ABNORMAL_RECENT_DAYS * DAY_MS);
}

type Builders = {
  [K in keyof PatientListFilter]-?: (
    value: NonNullable<PatientListFilter[K]>,
    filter: PatientListFilter,
    now: Date,
  ) => SQL | undefined;
};

/**
 * One condition per filter, each over patient_summaries (`s`) and, through a subquery keyed by
 * s.patient_id, any other table. A new filter is one field in the shared schema and one entry
 * here; the list query ANDs whatever is set.
 */
const BUILDERS: Builders = {
  search: (v) => (v ? searchPatients(v) : undefined),
  diseaseType: (type, f) => {
    const column = levelColumn(type);
    if (!column) return sql`false`;
    return f.level === undefined ? sql`${column} is not null` : sql`${column} = ${f.level}`;
  },
  // Read together with diseaseType.
  level: () => undefined,
  tagId: (tagId) =>
    sql`exists (select 1 from ${patientTagLinks} where ${patientTagLinks.patientId} = ${s.patientId} and ${patientTagLinks.tagId} = ${tagId})`,
  isChild: (v) => sql`${s.isChild} = ${v === '1'}`,
  abnormal: (v, _f, now) => {
    const since = abnormalSince(now);
    return v === '1'
      ? sql`${s.lastAbnormalAt} >= ${since}`
      : sql`(${s.lastAbnormalAt} is null or ${s.lastAbnormalAt} < ${since})`;
  },
  unhandled: (v, _f, now) => {
    const open = unhandledCondition(abnormalSince(now));
    return v === '1' ? open : sql`not (${open})`;
  },
  contractStatus: (v, _f, now) => contractCondition(v, now),
  followDue: (v, _f, now) => followDueCondition(v, now),
};

/** The conditions of every filter that is set. */
export function filterConditions(filter: PatientListFilter, now: Date): SQL[] {
  const out: SQL[] = [];
  for (const key of Object.keys(BUILDERS) as Array<keyof PatientListFilter>) {
    const value = filter[key];
    if (value === undefined || value === null) continue;
    const build = BUILDERS[key] as (v: unknown, f: PatientListFilter, now: Date) => SQL | undefined;
    const condition = build(value, filter, now);
    if (condition) out.push(condition);
  }
  return out;
}
