import { chinaDay, chinaMidnight, DAY_MS, prepareReading } from '@kanghu/shared';
import type pg from 'pg';
import { AI_DEMO_RESIDENT_TEL } from './ai-patient-data.ts';
import { seedFollowTemplates } from './follow-templates.ts';

/** Nights of the bed mattress (sleep hours, heart and breath rates), newest last. */
const NIGHTS = [
  [7.2, 62, 15],
  [6.5, 66, 16],
  [5.4, 71, 17],
  [7.8, 60, 14],
  [6.9, 64, 15],
  [6.1, 68, 16],
  [7.4, 61, 15],
] as const;

const MEDICINES = [
  ['苯磺酸氨氯地平片', '5mg', '每日一次', '口服，早饭后', 120],
  ['阿托伐他汀钙片', '20mg', '每晚一次', '口服，睡前', 60],
] as const;

/**
 * The yuhang resident screens' demo (issue 16), after seedAiPatient: for the resident of account
 * 13800000116 (project yzh-yuhang), mattress nights (睡眠报告), a food-intolerance test (食物不耐受),
 * two medicines and two follow-up plans by the district doctor aidoc01 (健康计划) and one device
 * application (设备申请), and a chat with that doctor (在线咨询). Looked up by phone and username, not
 * by id constants.
 */
export async function seedYuhangResident(client: pg.Client, projectId: number): Promise<void> {
  const found = await client.query<{
    patient_id: number;
    user_id: number;
    org_id: number;
    doctor: number | null;
  }>(
    `select r.patient_id, u.id as user_id, p.org_id,
            (select id from users where project_id = $1 and username = 'aidoc01') as doctor
       from users u join patient_relations r on r.user_id = u.id join patients p on p.id = r.patient_id
      where u.project_id = $1 and u.tel = $2 order by r.id limit 1`,
    [projectId, AI_DEMO_RESIDENT_TEL],
  );
  const row = found.rows[0];
  if (!row) return;
  const { patient_id: patientId, user_id: userId, org_id: orgId, doctor } = row;
  const now = Date.now();
  const todayMorning = chinaMidnight(chinaDay(now)).getTime() + 6.5 * 3_600_000;
  const lastMorning = todayMorning <= now ? todayMorning : todayMorning - DAY_MS;

  const readings = NIGHTS.map(([sleepHours, heartRate, breathRate], i) =>
    prepareReading({
      projectId,
      patientId,
      type: 'mattress',
      values: { sleepHours, heartRate, breathRate },
      source: 'iot',
      subject: null,
      // 06:30 China time of each of the last seven mornings, the newest not after now, so all
      // seven lie inside a 7-day report whatever the hour of seeding.
      measuredAt: new Date(lastMorning - (NIGHTS.length - 1 - i) * DAY_MS),
    }),
  );
  await client.query(
    `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, measured_at, level, abnormal)
     select $1, $2, 'mattress', v::jsonb, $3, $4, 'iot', a, lv, ab
       from unnest($5::text[], $6::timestamptz[], $7::text[], $8::boolean[]) as x(v, a, lv, ab)`,
    [
      projectId,
      patientId,
      readings[0]?.unit,
      readings[0]?.loinc,
      readings.map((r) => JSON.stringify(r.values)),
      readings.map((r) => r.measuredAt),
      readings.map((r) => r.level),
      readings.map((r) => r.abnormal),
    ],
  );

  await client.query(
    `insert into check_inspection_records (project_id, patient_id, kind, item_name, org_name, checked_at, result, abnormal)
     values ($1, $2, 'inspection', '食物不耐受检测（14项）', '临平区南苑街道社区卫生服务中心', now() - interval '21 days',
             '鸡蛋（++）、牛奶（+）不耐受，其余12项阴性。建议鸡蛋、牛奶忌口3个月后复查。', true)`,
    [projectId, patientId],
  );

  await client.query(
    `insert into medicine_records (project_id, patient_id, name, dosage, frequency, usage, start_date, created_by_user_id)
     select $1, $2, n, d, f, u, to_char(now() - (days || ' days')::interval, 'YYYY-MM-DD'), $3
       from unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::int[]) as t(n, d, f, u, days)`,
    [
      projectId,
      patientId,
      doctor,
      MEDICINES.map((m) => m[0]),
      MEDICINES.map((m) => m[1]),
      MEDICINES.map((m) => m[2]),
      MEDICINES.map((m) => m[3]),
      MEDICINES.map((m) => m[4]),
    ],
  );

  // Hypertension follow-ups: the national 高血压 template gives the plan its disease (the follow
  // form's readings), as for every seeded plan.
  const templates = await seedFollowTemplates(client, projectId);
  await client.query(
    `insert into follow_plans (project_id, patient_id, org_id, template_id, follow_mode, follow_frequency, plan_time, state,
       follow_person_user_id, actual_person_user_id, actual_time, follow_content, source, created_by_user_id)
     values ($1, $2, $3, $5, 1, 'quarterly', now() - interval '80 days', 'done', $4, $4, now() - interval '80 days',
             '高血压季度随访：测血压、询问服药情况', 'plan', $4),
            ($1, $2, $3, $5, 2, 'quarterly', now() + interval '10 days', 'open', $4, null, null,
             '高血压季度随访：携带近两周家庭血压记录', 'plan', $4)`,
    [projectId, patientId, orgId, doctor, templates.get('hbp') ?? null],
  );

  await client.query(
    `insert into device_applications (project_id, user_id, org_id, idcard, name, sex, device_type, reason, tel, state, patient_id)
     select $1, $2, p.org_id, p.idcard, p.name, p.sex, '智能床垫', '医生建议监测夜间睡眠和心率', $3, 1, p.id
       from patients p where p.id = $4`,
    [projectId, userId, AI_DEMO_RESIDENT_TEL, patientId],
  );

  if (doctor !== null) await seedChat(client, projectId, userId, doctor);
}

const CHAT = [
  ['resident', '沈医生您好，这几天早上量血压都在145左右，需要加药吗？'],
  ['doctor', '先别自行加药。请连续一周早晚各测一次并记录，下周五随访时带给我看。'],
  ['resident', '好的，谢谢沈医生。'],
] as const;

/** A short conversation between the resident's account and the district doctor. */
async function seedChat(client: pg.Client, projectId: number, userId: number, doctor: number) {
  const [low, high] = userId < doctor ? [userId, doctor] : [doctor, userId];
  const room = await client.query<{ id: number }>(
    `insert into ask_rooms (project_id, user_low, user_high) values ($1, $2, $3)
     on conflict do nothing returning id`,
    [projectId, low, high],
  );
  const askId = room.rows[0]?.id;
  if (!askId) return;
  await client.query(
    `insert into ask_records (project_id, created_at, ask_id, user_id, receive_user_id, type, text, read_at)
     select $1, now() - ((3 - n) * 20 || ' minutes')::interval - interval '1 day', $2,
            case when who = 'resident' then $3::int else $4::int end,
            case when who = 'resident' then $4::int else $3::int end, 'text', body, now()
       from unnest($5::text[], $6::text[]) with ordinality as t(who, body, n)`,
    [projectId, askId, userId, doctor, CHAT.map((c) => c[0]), CHAT.map((c) => c[1])],
  );
}
