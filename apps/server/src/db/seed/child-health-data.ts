import {
  CHILD_HEALTH,
  CHILD_NO_SIGN,
  chinaDay,
  chinaMidnight,
  compileForm,
  DAY_MS,
  keptAnswers,
  scoreAnswers,
  scoreFitness,
} from '@kanghu/shared';
import type pg from 'pg';
import { seedChildMeals } from './child-meals-data.ts';

/**
 * Demo data for the children's screens of the yingkang user shell (issue 13 section 2): the demo
 * patient's child 张小宝 gets five days of meals from the food bank (child-meals-data.ts), two
 * weeks of sleep and two fitness tests, so the nutrition, recipe, sleep and sport reports have
 * content; a younger child 张小满 (2 years) is added with sleep and two child-health inquiries
 * (the inquiry is for 0-6).
 */

/** Hours of sleep for the last 14 days, oldest first (a primary pupil: at least 10 h recommended). */
const SLEEP_HOURS = [9.5, 10, 10.5, 9, 10, 10.5, 11, 9.5, 10, 10, 9.5, 10.5, 10, 9.8];

export async function seedChildHealth(client: pg.Client, projectId: number): Promise<void> {
  const r = await client.query<{ id: number; user_id: number; birthday: string; sex: number; name: string }>(
    `select p.id, u.id as user_id, p.birthday::text as birthday, p.sex, p.name
     from patients p
     join patient_relations pr on pr.patient_id = p.id and pr.relation = 'child'
     join users u on u.id = pr.user_id and u.tel = '13800000001' and u.project_id = $1
     where p.project_id = $1 and p.is_child
     order by p.id limit 1`,
    [projectId],
  );
  const child = r.rows[0];
  if (!child) return;
  const today = chinaDay();
  const now = Date.now();
  await seedChildMeals(client, projectId, child, today, now);
  for (let i = 0; i < SLEEP_HOURS.length; i++) {
    const back = SLEEP_HOURS.length - i;
    const day = chinaDay(new Date(chinaMidnight(today).getTime() - back * DAY_MS));
    await client.query(
      `insert into sleep_records (project_id, patient_id, day, hours, remark, created_by_user_id)
       values ($1,$2,$3,$4,$5,$6) on conflict do nothing`,
      [projectId, child.id, day, SLEEP_HOURS[i], i === 3 ? '周末晚睡' : null, child.user_id],
    );
  }
  // Two school fitness tests a year apart (grades 1 and 2, the grades the score table covers).
  const sex = child.sex === 1 ? 1 : 2;
  const tests = [
    {
      grade: 1,
      age: 7,
      daysAgo: 540,
      height: 122.5,
      weight: 22.8,
      vitalCapacity: 1150,
      sitAndReach: 12.4,
      jumpRope: 78,
    },
    {
      grade: 2,
      age: 8,
      daysAgo: 180,
      height: 128.0,
      weight: 25.1,
      vitalCapacity: 1380,
      sitAndReach: 14.6,
      jumpRope: 102,
    },
  ] as const;
  for (const t of tests) {
    const { grade, age, daysAgo, ...results } = t;
    const score = scoreFitness({ grade, sex, ...results });
    await client.query(
      `insert into sport_tests (project_id, patient_id, name, age, sex, grade, results, score, total, created_by_user_id, created_at)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
      [
        projectId,
        child.id,
        child.name,
        age,
        sex,
        grade,
        JSON.stringify(results),
        JSON.stringify(score),
        score.total,
        child.user_id,
        new Date(now - daysAgo * DAY_MS),
      ],
    );
  }
}

/** A younger child of the demo family (born 2 years and 3 months before the seed) for the 0-6 inquiry. */
export async function seedYoungChild(client: pg.Client, projectId: number): Promise<void> {
  const r = await client.query<{ user_id: number; doctor_id: number | null; org_id: number | null }>(
    `select u.id as user_id, p.doctor_id, p.org_id from users u
     join patient_relations pr on pr.user_id = u.id and pr.relation = 'child'
     join patients p on p.id = pr.patient_id
     where u.project_id = $1 and u.tel = '13800000001' and u.user_type = 'customer' limit 1`,
    [projectId],
  );
  const family = r.rows[0];
  if (!family) return;
  const born = new Date(Date.now() - 822 * DAY_MS);
  const birthday = chinaDay(born);
  const child = await client.query<{ id: number }>(
    `insert into patients (project_id, name, sex, birthday, is_child, doctor_id, org_id, created_by_user_id)
     values ($1, '张小满', 1, $2, true, $3, $4, $5) returning id`,
    [projectId, birthday, family.doctor_id, family.org_id, family.user_id],
  );
  const childId = child.rows[0]?.id;
  if (!childId) return;
  await client.query(
    `insert into patient_relations (project_id, user_id, patient_id, relation, sort) values ($1, $2, $3, 'child', 3)`,
    [projectId, family.user_id, childId],
  );
  const today = chinaDay();
  const hours = [12, 11.5, 12.5, 10.5, 12, 11, 12.5];
  for (let i = 0; i < hours.length; i++) {
    const day = chinaDay(new Date(chinaMidnight(today).getTime() - (hours.length - i) * DAY_MS));
    await client.query(
      `insert into sleep_records (project_id, patient_id, day, hours, remark, created_by_user_id)
       values ($1,$2,$3,$4,$5,$6) on conflict do nothing`,
      [projectId, childId, day, hours[i], i === 3 ? '夜醒两次' : null, family.user_id],
    );
  }
  const q = await client.query<{ id: number }>(
    `select id from questionnaires where project_id = $1 and code = $2 limit 1`,
    [projectId, CHILD_HEALTH.code],
  );
  const questionnaireId = q.rows[0]?.id;
  if (!questionnaireId) return;
  const form = compileForm(CHILD_HEALTH);
  // The 18-month visit (six months ago) and the 24-month one (last week), no warning sign.
  for (const [age, daysAgo, outdoor, vitaminD] of [
    [18, 190, 1.5, 400],
    [24, 7, 2, 400],
  ] as const) {
    const answers = keptAnswers(form, {
      age,
      outdoor,
      vitaminD,
      illness: [0],
      [`warn${age}`]: [CHILD_NO_SIGN],
    });
    const score = scoreAnswers(form, answers);
    await client.query(
      `insert into questionnaire_records (project_id, questionnaire_id, patient_id, submitted_by_user_id, via, answers,
         total, level, tone, result_text, advice, flags, answered_at)
       values ($1, $2, $3, $4, 'app', $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        projectId,
        questionnaireId,
        childId,
        family.user_id,
        JSON.stringify(answers),
        score?.total ?? null,
        score?.band?.level ?? null,
        score?.band?.tone ?? null,
        score?.band?.text ?? null,
        score?.band?.advice ?? null,
        JSON.stringify(score?.flags ?? []),
        new Date(Date.now() - daysAgo * DAY_MS),
      ],
    );
  }
}
