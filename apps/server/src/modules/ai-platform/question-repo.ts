import { POST_DIAGNOSIS_DAYS, type PostDiagnosisState } from '@kanghu/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type District, districtOrgIds } from '../../core/district.ts';
import type { Tx } from '../../db/database.ts';
import type { ResidentCols } from './resident-view.ts';

const RESIDENT = sql.raw(`p.id as "patientId", p.name, p.idcard, p.sex, p.birthday::text as birthday, p.tel,
  o.name as "orgName"`);

/** The resident columns of these patients (already scoped by the caller), by patient id. */
export async function residentsByIds(tx: Tx, ids: number[]): Promise<Map<number, ResidentCols>> {
  if (ids.length === 0) return new Map();
  const r = await tx.execute<ResidentCols>(sql`
    select ${RESIDENT} from patients p left join orgs o on o.id = p.org_id
     where p.id = any(${`{${[...new Set(ids)].join(',')}}`}::int[])`);
  return new Map(r.rows.map((row) => [row.patientId, row]));
}

export type PostDiagnosisRow = ResidentCols & {
  diagnosisId: number;
  majorDiagnosis: string;
  minorDiagnosis: string | null;
  type: number;
  way: string | null;
  medicalTime: Date;
  doctorName: string | null;
  diagnoses: number;
  state: PostDiagnosisState;
  planTime: Date | null;
  followedAt: Date | null;
  questionsAnswered: number;
};

export interface PostDiagnosisFilter {
  state?: PostDiagnosisState | undefined;
  search?: string | undefined;
  now: Date;
  limit: number;
  offset: number;
}

/**
 * Residents of the district with a diagnosis record in the last POST_DIAGNOSIS_DAYS, one row each
 * (their newest diagnosis), with the follow module's plans after it: followed (a plan done after
 * the diagnosis), planned (an open plan), pending (neither); newest diagnosis first.
 */
export async function pagePostDiagnosis(tx: Tx, district: District, f: PostDiagnosisFilter) {
  const since = new Date(f.now.getTime() - POST_DIAGNOSIS_DAYS * 86_400_000);
  const search: SQL = f.search
    ? sql`and (p.name like ${`%${f.search}%`} or p.idcard = ${f.search.toUpperCase()} or p.tel = ${f.search})`
    : sql``;
  const base = sql`
    with latest as (
      select distinct on (d.patient_id) d.id, d.patient_id, d.major_diagnosis, d.minor_diagnosis, d.type, d.way,
             d.medical_time, d.doctor_id,
             count(*) over (partition by d.patient_id) as diagnoses
        from diagnosis_records d join patients p on p.id = d.patient_id
       where p.org_id in ${districtOrgIds(district)} and d.medical_time >= ${since} ${search}
       order by d.patient_id, d.medical_time desc, d.id desc
    ), managed as (
      select l.*, fo.plan_time, fd.actual_time as followed_at,
             case when fd.actual_time is not null then 'followed'
                  when fo.plan_time is not null then 'planned' else 'pending' end as state
        from latest l
        left join lateral (select f.actual_time from follow_plans f
                            where f.patient_id = l.patient_id and f.state = 'done' and f.actual_time >= l.medical_time
                            order by f.actual_time desc limit 1) fd on true
        left join lateral (select f.plan_time from follow_plans f
                            where f.patient_id = l.patient_id and f.state = 'open'
                            order by f.plan_time limit 1) fo on true
    )`;
  const where = f.state ? sql`where m.state = ${f.state}` : sql``;
  const rows = await tx.execute<PostDiagnosisRow>(sql`${base}
    select ${RESIDENT}, m.id as "diagnosisId", m.major_diagnosis as "majorDiagnosis",
           m.minor_diagnosis as "minorDiagnosis", m.type, m.way, m.medical_time as "medicalTime",
           doc.name as "doctorName", m.diagnoses::int as diagnoses, m.state, m.plan_time as "planTime",
           m.followed_at as "followedAt",
           (select count(*)::int from questionnaire_records r
             where r.patient_id = m.patient_id and r.answered_at >= m.medical_time) as "questionsAnswered"
      from managed m join patients p on p.id = m.patient_id left join orgs o on o.id = p.org_id
      left join doctors doc on doc.id = m.doctor_id
      ${where}
     order by m.medical_time desc, m.id desc
     limit ${f.limit} offset ${f.offset}`);
  const count = await tx.execute<{ n: number }>(
    sql`${base} select count(*)::int as n from managed m ${where}`,
  );
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}
