import {
  type Answers,
  BUILT_IN_QUESTIONNAIRES,
  compileForm,
  DAY_MS,
  keptAnswers,
  LINAN_INDEX_CODE,
  SJTU_STUDY_CODE,
  scoreAnswers,
} from '@kanghu/shared';
import type pg from 'pg';

const DEMO_IDCARD = '11010519491231002X';

/**
 * 张三's sjtu study round a month ago: a former smoker who drinks monthly, treated for
 * hypertension, active three days a week (health index 64, 一般).
 */
const SJTU_DEMO_ANSWERS: Answers = {
  sex: 1,
  birthYear: 1949,
  height: 168,
  weight: 66,
  smoke: 1,
  passive: 0,
  drink: 2,
  drinkDays: 3,
  heavy: 0,
  vegetables: 1,
  fruit: 1,
  salt: 1,
  sugaryDrinks: 0,
  activeDays: 2,
  activeMinutes: 40,
  sitting: 1,
  sleepHours: 1,
  insomnia: 1,
  selfRated: 2,
  chronic: ['htn'],
  medication: 0,
  confirm: 1,
};

/**
 * 张三's answers: PHQ-9 eight weeks ago (moderate) and two weeks ago (mild), GAD-7 two weeks ago,
 * one finished sjtu study round; the Lin'an health index three months ago (a smoker with high blood pressure, 较差) and ten days
 * ago (quit smoking, walks every day, 一般), so its report, history and prescription have content.
 */
const DEMO_RECORDS: { code: string; daysAgo: number; points?: number[]; answers?: Answers }[] = [
  { code: 'phq9', daysAgo: 56, points: [2, 2, 1, 2, 1, 1, 1, 1, 0] },
  { code: 'phq9', daysAgo: 14, points: [1, 1, 1, 1, 0, 1, 1, 0, 0] },
  { code: 'gad7', daysAgo: 14, points: [1, 1, 2, 1, 0, 1, 0] },
  { code: SJTU_STUDY_CODE, daysAgo: 30, answers: SJTU_DEMO_ANSWERS },
  {
    code: LINAN_INDEX_CODE,
    daysAgo: 90,
    answers: {
      sex: 1,
      age: 76,
      height: 160,
      weight: 66.5,
      smoke: 'current',
      cigarettes: 10,
      alcohol: 'often',
      activity: 'low',
      sitting: 'mid',
      vegFruit: 'often',
      taste: 'heavy',
      sleep: '6to7',
      hasChronic: 1,
      chronic: ['htn'],
      medication: 'irregular',
      bp: 'high',
      glucose: 'normal',
    },
  },
  {
    code: LINAN_INDEX_CODE,
    daysAgo: 10,
    answers: {
      sex: 1,
      age: 76,
      height: 160,
      weight: 63,
      smoke: 'quit',
      alcohol: 'rare',
      activity: 'enough',
      sitting: 'mid',
      vegFruit: 'daily',
      taste: 'medium',
      sleep: '7to8',
      hasChronic: 1,
      chronic: ['htn'],
      medication: 'regular',
      bp: 'high-normal',
      glucose: 'normal',
    },
  },
];

/**
 * The built-in questionnaires of the demo project and 张三's records (picked by ID number and his
 * phone), scored by the same engine as the server, so the list, result and trend screens have content.
 */
export async function seedQuestionnaires(client: pg.Client, projectId: number): Promise<void> {
  const ids = new Map<string, number>();
  for (const [i, d] of BUILT_IN_QUESTIONNAIRES.entries()) {
    const r = await client.query<{ id: number }>(
      `insert into questionnaires (project_id, code, name, group_name, definition, sort)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [projectId, d.code, d.name, d.group, JSON.stringify(d), i],
    );
    ids.set(d.code, r.rows[0]?.id ?? 0);
  }
  const who = await client.query<{ patient_id: number; user_id: number }>(
    `select p.id as patient_id, u.id as user_id from patients p
     join users u on u.project_id = p.project_id and u.tel = '13800000001' and u.user_type = 'customer'
     where p.project_id = $1 and p.idcard = $2 limit 1`,
    [projectId, DEMO_IDCARD],
  );
  const row = who.rows[0];
  if (!row) return;
  for (const rec of DEMO_RECORDS) {
    const definition = BUILT_IN_QUESTIONNAIRES.find((d) => d.code === rec.code);
    if (!definition) continue;
    const form = compileForm(definition);
    const answers: Answers = keptAnswers(
      form,
      rec.answers ?? Object.fromEntries((rec.points ?? []).map((p, i) => [`q${i + 1}`, p])),
    );
    const score = scoreAnswers(form, answers);
    await client.query(
      `insert into questionnaire_records (project_id, questionnaire_id, patient_id, submitted_by_user_id, via, answers,
         total, level, tone, result_text, advice, flags, answered_at)
       values ($1, $2, $3, $4, 'app', $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        projectId,
        ids.get(rec.code),
        row.patient_id,
        row.user_id,
        JSON.stringify(answers),
        score?.total ?? null,
        score?.band?.level ?? null,
        score?.band?.tone ?? null,
        score?.band?.text ?? null,
        score?.band?.advice ?? null,
        JSON.stringify(score?.flags ?? []),
        new Date(Date.now() - rec.daysAgo * DAY_MS - 3 * 3_600_000),
      ],
    );
  }
}
