import type pg from 'pg';
import { rebuildAiLists, withoutRowTriggers } from './ai-lists-bulk.ts';

/**
 * The AI platform benchmark's district (issue 16): BENCH_AI_RESIDENTS residents (default 100,000)
 * in the community centre of servicer aidoc01 (临平区, project yzh-yuhang) and
 * BENCH_AI_READINGS_PER_RESIDENT blood-pressure readings each (default 100: 10 million), graded
 * with the shared range table's thresholds (2018 Chinese hypertension guideline), generated with
 * set-based SQL as the database owner (generate_series inside PostgreSQL, chunks of 5,000
 * residents; 10 million readings take minutes, most of it the readings' heap and indexes).
 * Residents and groups go through the application's statement-level triggers; the rest is a bulk
 * load with the per-row triggers off (readings, discoveries, the AI lists' summary columns and
 * counters: a row trigger per reading would add minutes), after which what they would have written
 * is rebuilt set-based (ai-lists-bulk.ts: patient_summaries, ai_discoveries by the rule of its
 * trigger, the lists' columns and the district counters of migrations 0044/0045), as a bulk import
 * would. A fifth of the residents have been tracked ten days ago (ai_patient_marks.tracked_until).
 */
export const AI_RESIDENTS = Number(process.env.BENCH_AI_RESIDENTS ?? 100_000);
export const AI_READINGS_PER_RESIDENT = Number(process.env.BENCH_AI_READINGS_PER_RESIDENT ?? 100);
const CHUNKS = Math.max(1, Math.ceil(AI_RESIDENTS / 5000));

export async function generateAiDistrict(owner: pg.Pool | pg.Client, projectKey: string, servicer: string) {
  const { rows } = await owner.query<{ project_id: number; org_id: number }>(
    `select u.project_id, u.org_id from users u join projects p on p.id = u.project_id
     where p.key = $1 and u.username = $2`,
    [projectKey, servicer],
  );
  const me = rows[0];
  if (!me) throw new Error(`no servicer ${servicer}`);
  await owner.query('select setseed(0.16)');
  return withoutRowTriggers(owner, async () => {
    const first = await owner.query<{ id: number }>(
      `insert into patients (project_id, name, idcard, tel, sex, birthday, org_id, created_at)
     select $1, '压测居民' || g, '33011319' || lpad(g::text, 9, '0') || 'X', '137' || lpad(g::text, 8, '0'),
            1 + g % 2, date '1940-01-01' + (g * 7919 % 16000), $2, now() - (g % 1000) * interval '1 day'
     from generate_series(1, $3::int) g
     returning id`,
      [me.project_id, me.org_id, AI_RESIDENTS],
    );
    const ids = first.rows.map((r) => r.id);
    // Management groups: hypertension 40 %, diabetes 15 % (the rest of the hypertensive readers are
    // the discovery list).
    await owner.query(
      `insert into patient_diseases (project_id, patient_id, type, level, ph_file)
     select $1, id, t.type, 1, true
     from unnest($2::int[]) as p(id)
     cross join lateral (values (1, 0.40), (2, 0.15)) as t(type, share)
     cross join lateral (select random() + 0 * p.id as pick) x
     where x.pick < t.share`,
      [me.project_id, ids],
    );
    const per = Math.ceil(ids.length / CHUNKS);
    for (let c = 0; c < CHUNKS; c++) {
      await owner.query(
        `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, measured_at, period, level, abnormal)
       select $1, p.id, 'bp', jsonb_build_object('systolic', v.s, 'diastolic', v.d),
              'mm[Hg]', '85354-9', 'iot', now() - (k * 0.9 + random() * 0.8) * interval '1 day', 'morning',
              g.level, g.level not in ('normal', 'high_normal')
       from unnest($2::int[]) as p(id)
       cross join lateral (select case when random() + 0 * p.id < 0.3 then 146 else 122 end as centre) c
       cross join generate_series(1, $3::int) k
       cross join lateral (select round(c.centre + (random() + random() + random() - 1.5 + 0 * k) * 16)::int as s) s0
       cross join lateral (select s0.s as s, (s0.s * 0.62)::int as d) v
       cross join lateral (select
         case when v.s >= 180 or v.d >= 110 then 'grade3' when v.s >= 160 or v.d >= 100 then 'grade2'
              when v.s >= 140 or v.d >= 90 then 'grade1' when v.s < 90 or v.d < 60 then 'low'
              when v.s >= 120 or v.d >= 80 then 'high_normal' else 'normal' end as level) g`,
        [me.project_id, ids.slice(c * per, (c + 1) * per), AI_READINGS_PER_RESIDENT],
      );
    }
    await owner.query(
      `insert into ai_patient_marks (project_id, patient_id, tracked_until)
     select $1, id, now() - interval '10 days' from unnest($2::int[]) as p(id) where id % 5 = 0
     on conflict (project_id, patient_id) do update set tracked_until = excluded.tracked_until`,
      [me.project_id, ids],
    );
    await rebuildAiLists(owner, me.project_id, ids);
    for (const t of [
      'patients',
      'patient_diseases',
      'patient_summaries',
      'measurements',
      'ai_discoveries',
      'ai_patient_marks',
    ])
      await owner.query(`vacuum analyze ${t}`);
    return { projectId: me.project_id, orgId: me.org_id, firstResidentId: Math.min(...ids) };
  });
}
