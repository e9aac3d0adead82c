import type pg from 'pg';
import { rebuildAiLists, withoutRowTriggers } from './ai-lists-bulk.ts';

/**
 * The data set of the doctor's patient-list benchmark, generated with set-based SQL as the
 * database owner: PATIENTS patients in the org of the signed-in doctor (spread over 50 doctors
 * of that org), disease groups in realistic shares, and READINGS_PER_PATIENT blood-pressure
 * readings each over 90 days, graded with the thresholds of the shared range table (2018 Chinese
 * hypertension guideline). Patients and disease groups go through the same triggers as the
 * application's statement-level triggers. The whole load is a bulk load: the per-row triggers
 * (readings, discoveries, the AI lists' summary columns and counters) are off while it runs (a row
 * trigger per reading would add minutes; a suggestive reading's discovery upsert re-ran the
 * discovery span per row) and what they would have written is then rebuilt set-based
 * (ai-lists-bulk.ts), as a bulk import would.
 */
export const PATIENTS = 100_000;
export const READINGS_PER_PATIENT = 100;
const DOCTORS = 50;
const CHUNKS = 20;

export interface BenchData {
  projectId: number;
  orgId: number;
  firstPatientId: number;
  readings: number;
}

export async function generatePatients(owner: pg.Pool, projectKey: string, doctorUser: string) {
  const { rows } = await owner.query<{ project_id: number; org_id: number; doctor_id: number }>(
    `select u.project_id, d.org_id, d.id as doctor_id from users u join doctors d on d.user_id = u.id
     join projects p on p.id = u.project_id where p.key = $1 and u.username = $2`,
    [projectKey, doctorUser],
  );
  const me = rows[0];
  if (!me) throw new Error(`no doctor ${doctorUser}`);
  await owner.query('select setseed(0.42)');
  // 49 more doctors of the org (accounts without passwords: they never sign in here).
  await owner.query(
    `with u as (
       insert into users (project_id, user_type, role, username, name, org_id)
       select $1, 'servicer', 'doctor', 'bench-doctor-' || g, '压测医生' || g, $2 from generate_series(2, $3::int) g
       returning id, name)
     insert into doctors (project_id, user_id, org_id, name) select $1, id, $2, name from u`,
    [me.project_id, me.org_id, DOCTORS],
  );
  const doctorIds = (
    await owner.query<{ id: number }>(
      'select id from doctors where project_id = $1 and org_id = $2 order by id',
      [me.project_id, me.org_id],
    )
  ).rows.map((r) => r.id);
  return withoutRowTriggers(owner, async () => {
    const first = await owner.query<{ id: number }>(
      `insert into patients (project_id, name, idcard, tel, sex, birthday, doctor_id, org_id, created_at)
     select $1, '压测患者' || g, '33010619' || lpad(g::text, 10, '0'), '139' || lpad(g::text, 8, '0'),
            1 + g % 2, date '1940-01-01' + (g * 7919 % 16000), ($2::int[])[1 + g % array_length($2::int[], 1)],
            $3, now() - (g * 2654435761 % 94608000) * interval '1 second'
     from generate_series(1, $4::int) g
     returning id`,
      [me.project_id, doctorIds, me.org_id, PATIENTS],
    );
    const ids = first.rows.map((r) => r.id);
    const firstId = Math.min(...ids);
    // Shares: hypertension 60 % (levels 1/2/3 = 50/35/15 %), diabetes 30 %, COPD 8 %, lipids 25 %.
    await owner.query(
      `insert into patient_diseases (project_id, patient_id, type, level, ph_file)
     select $1, id, t.type,
            case when t.type = 1 then (case when r < 0.5 then 1 when r < 0.85 then 2 else 3 end)
                 else (case when r < 0.7 then 1 else 2 end) end,
            random() < 0.6
     from unnest($2::int[]) as p(id)
     cross join lateral (values (1, 0.60), (2, 0.30), (3, 0.08), (4, 0.25)) as t(type, share)
     cross join lateral (select random() + 0 * p.id as r, random() + 0 * p.id as pick) x
     where x.pick < t.share`,
      [me.project_id, ids],
    );
    // Readings: each patient has a centre (a quarter of them poorly controlled) and readings spread
    // evenly over 90 days; written in chunks of patients so each statement stays moderate.
    const per = Math.ceil(ids.length / CHUNKS);
    for (let c = 0; c < CHUNKS; c++) {
      const chunk = ids.slice(c * per, (c + 1) * per);
      await owner.query(
        `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, measured_at, period, level, abnormal)
       select $1, p.id, 'bp', jsonb_build_object('systolic', v.s, 'diastolic', v.d, 'heartRate', 60 + (k * 7) % 30),
              'mm[Hg]', '85354-9', 'iot', now() - (k * 0.9 + random() * 0.8) * interval '1 day', 'morning',
              g.level, g.abnormal
       from unnest($2::int[]) as p(id)
       cross join lateral (select case when random() + 0 * p.id < 0.25 then 148 else 124 end as centre) c
       cross join generate_series(1, $3::int) k
       cross join lateral (select round(c.centre + (random() + random() + random() - 1.5) * 16)::int as s) s0
       cross join lateral (select s0.s as s, (s0.s * 0.62)::int as d) v
       cross join lateral (select
         case when v.s >= 180 or v.d >= 110 then 'grade3' when v.s >= 160 or v.d >= 100 then 'grade2'
              when v.s >= 140 or v.d >= 90 then 'grade1' when v.s < 90 or v.d < 60 then 'low'
              when v.s >= 120 or v.d >= 80 then 'high_normal' else 'normal' end as level) g0
       cross join lateral (select g0.level as level, g0.level not in ('normal', 'high_normal') as abnormal) g`,
        [me.project_id, chunk, READINGS_PER_PATIENT],
      );
    }
    await rebuildAiLists(owner, me.project_id, ids);
    await owner.query('vacuum analyze patients');
    await owner.query('vacuum analyze patient_diseases');
    await owner.query('vacuum analyze patient_summaries');
    await owner.query('vacuum analyze measurements');
    return { projectId: me.project_id, orgId: me.org_id, doctorId: me.doctor_id, firstPatientId: firstId };
  });
}
