import { BUILT_IN_QUESTIONNAIRES, chinaDay, DAY_MS } from '@kanghu/shared';
import type pg from 'pg';
import { insertRecord } from './question-assign-data.ts';

/**
 * Pre-diagnosis questionnaires of the AI platform demo (issue 16) in yzh-yuhang: servicer aidoc01
 * (临平区) added PHQ-9, GAD-7 and the 居民健康状况问卷 for 14 residents of the district over the
 * last two weeks: 7 answered (scored by the engine, one PHQ-9 in the severe band), 5 waiting, 2
 * past due. The built-in definitions are added to the project as the server would on first use.
 * Post-diagnosis management reads the diagnoses and follow plans of seedAiPlatform and seedAiOps.
 * Runs after seedAiOps.
 */
const DISTRICT_KEY = '02330113';
const SERVICER = 'aidoc01';

type Plan = { code: string; daysAgo: number; dueIn: number; points?: number[] };
const PLANS: Plan[] = [
  { code: 'phq9', daysAgo: 13, dueIn: -6, points: [1, 1, 0, 1, 0, 0, 1, 0, 0] },
  { code: 'phq9', daysAgo: 12, dueIn: -5, points: [2, 1, 2, 1, 1, 1, 2, 1, 0] },
  { code: 'gad7', daysAgo: 11, dueIn: -4, points: [0, 1, 0, 0, 1, 0, 0] },
  { code: 'phq9', daysAgo: 9, dueIn: -2 },
  { code: 'gad7', daysAgo: 8, dueIn: -1 },
  { code: 'phq9', daysAgo: 6, dueIn: 1, points: [3, 3, 2, 3, 2, 2, 2, 2, 0] },
  { code: 'gad7', daysAgo: 5, dueIn: 2, points: [2, 2, 1, 2, 1, 1, 1] },
  { code: 'phq9', daysAgo: 4, dueIn: 3, points: [0, 0, 0, 0, 0, 0, 0, 0, 0] },
  { code: 'health-survey', daysAgo: 3, dueIn: 4 },
  { code: 'phq9', daysAgo: 2, dueIn: 5 },
  { code: 'gad7', daysAgo: 2, dueIn: 5, points: [1, 0, 1, 1, 0, 0, 1] },
  { code: 'health-survey', daysAgo: 1, dueIn: 6 },
  { code: 'phq9', daysAgo: 1, dueIn: 6 },
  { code: 'gad7', daysAgo: 0, dueIn: 7 },
];

export async function seedAiQuestions(client: pg.Client, projectId: number, now = Date.now()): Promise<void> {
  const me = await client.query<{ user_id: number }>(
    `select u.id as user_id from users u join districts d on d.project_id = u.project_id and d.key = $2
      where u.project_id = $1 and u.username = $3`,
    [projectId, DISTRICT_KEY, SERVICER],
  );
  const userId = me.rows[0]?.user_id;
  if (!userId) return;
  for (const [i, d] of BUILT_IN_QUESTIONNAIRES.entries())
    await client.query(
      `insert into questionnaires (project_id, code, name, group_name, definition, sort)
       select $1, $2, $3, $4, $5, $6
        where not exists (select 1 from questionnaires where project_id = $1 and code = $2)`,
      [projectId, d.code, d.name, d.group, JSON.stringify(d), i],
    );
  const qs = await client.query<{ id: number; code: string }>(
    'select id, code from questionnaires where project_id = $1 and active',
    [projectId],
  );
  const byCode = new Map(qs.rows.map((q) => [q.code, q]));
  const people = await client.query<{ id: number }>(
    `select p.id from patients p join orgs o on o.id = p.org_id
       join districts d on d.project_id = p.project_id and d.area_code = o.area_code and d.key = $2
      where p.project_id = $1 order by md5(p.id::text || 'question') limit $3`,
    [projectId, DISTRICT_KEY, PLANS.length],
  );
  for (const [i, plan] of PLANS.entries()) {
    const q = byCode.get(plan.code);
    const patientId = people.rows[i]?.id;
    if (!q || !patientId) continue;
    const assignedAt = new Date(now - plan.daysAgo * DAY_MS - 3 * 3_600_000);
    await client.query(
      `insert into questionnaire_assignments (project_id, questionnaire_id, patient_id, assigned_by_user_id, due_date, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [projectId, q.id, patientId, userId, chinaDay(now + plan.dueIn * DAY_MS), assignedAt],
    );
    if (plan.points)
      await insertRecord(
        client,
        projectId,
        q,
        patientId,
        plan.points,
        new Date(assignedAt.getTime() + DAY_MS),
        userId,
      );
  }
}
