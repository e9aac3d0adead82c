import {
  type Answers,
  BUILT_IN_QUESTIONNAIRES,
  chinaDay,
  compileForm,
  DAY_MS,
  keptAnswers,
  scoreAnswers,
} from '@kanghu/shared';
import type pg from 'pg';

const DEMO_IDCARD = '11010519491231002X';

/**
 * Stores one record (answers q1.. as points) scored by the engine, as the server would: through the
 * link, or through a servicer's account when `byUserId` is given.
 */
export async function insertRecord(
  client: pg.Client,
  projectId: number,
  q: { id: number; code: string },
  patientId: number,
  points: number[],
  at: Date,
  byUserId: number | null = null,
): Promise<void> {
  const definition = BUILT_IN_QUESTIONNAIRES.find((d) => d.code === q.code);
  if (!definition) return;
  const form = compileForm(definition);
  const answers: Answers = keptAnswers(form, Object.fromEntries(points.map((p, i) => [`q${i + 1}`, p])));
  const score = scoreAnswers(form, answers);
  await client.query(
    `insert into questionnaire_records (project_id, questionnaire_id, patient_id, submitted_by_user_id, via, answers,
       total, level, tone, result_text, advice, flags, answered_at)
     values ($1, $2, $3, $12, $13, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      projectId,
      q.id,
      patientId,
      JSON.stringify(answers),
      score?.total ?? null,
      score?.band?.level ?? null,
      score?.band?.tone ?? null,
      score?.band?.text ?? null,
      score?.band?.advice ?? null,
      JSON.stringify(score?.flags ?? []),
      at,
      byUserId,
      byUserId === null ? 'link' : 'app',
    ],
  );
}

/**
 * Doctor-assigned questionnaires of the demo (issue 12, doctor side): 王医生 (doctor01) assigned
 * GAD-7 to 张三 three days ago (open), and PHQ-9 ten days ago to three more of his patients
 * (picked by name order): one answered moderate, one answered in the severe band (the
 * dashboard's unhandled 高风险问卷), one never answered (expired).
 */
export async function seedQuestionAssignments(client: pg.Client, projectId: number): Promise<void> {
  const doc = await client.query<{ user_id: number; doctor_id: number }>(
    `select u.id as user_id, d.id as doctor_id from users u join doctors d on d.user_id = u.id
     where u.project_id = $1 and u.username = 'doctor01' limit 1`,
    [projectId],
  );
  const doctor = doc.rows[0];
  if (!doctor) return;
  const qs = await client.query<{ id: number; code: string }>(
    `select id, code from questionnaires where project_id = $1 and active and code in ('phq9', 'gad7')`,
    [projectId],
  );
  const phq = qs.rows.find((q) => q.code === 'phq9');
  const gad = qs.rows.find((q) => q.code === 'gad7');
  if (!phq || !gad) return;
  const now = Date.now();
  const assign = (questionnaireId: number, patientId: number, daysAgo: number, dueInDays: number) =>
    client.query(
      `insert into questionnaire_assignments (project_id, questionnaire_id, patient_id, assigned_by_user_id, due_date, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        projectId,
        questionnaireId,
        patientId,
        doctor.user_id,
        chinaDay(now + dueInDays * DAY_MS),
        new Date(now - daysAgo * DAY_MS),
      ],
    );

  const zhang = await client.query<{ id: number }>(
    'select id from patients where project_id = $1 and idcard = $2 limit 1',
    [projectId, DEMO_IDCARD],
  );
  const zhangId = zhang.rows[0]?.id;
  if (zhangId) await assign(gad.id, zhangId, 3, 4);

  const others = await client.query<{ id: number }>(
    `select id from patients where project_id = $1 and doctor_id = $2 and idcard is distinct from $3
       and not is_child order by name limit 3`,
    [projectId, doctor.doctor_id, DEMO_IDCARD],
  );
  const [moderate, severe, silent] = others.rows.map((r) => r.id);
  if (moderate) {
    await assign(phq.id, moderate, 10, -3);
    await insertRecord(
      client,
      projectId,
      phq,
      moderate,
      [2, 1, 2, 1, 1, 1, 2, 1, 0],
      new Date(now - 8 * DAY_MS),
    );
  }
  if (severe) {
    await assign(phq.id, severe, 10, -3);
    await insertRecord(
      client,
      projectId,
      phq,
      severe,
      [3, 3, 2, 3, 2, 2, 2, 2, 2],
      new Date(now - 2 * DAY_MS - 5 * 3_600_000),
    );
  }
  if (silent) await assign(phq.id, silent, 10, -3);
}
