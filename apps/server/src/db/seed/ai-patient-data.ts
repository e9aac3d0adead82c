import type pg from 'pg';

/**
 * The AI platform's patient-side demo (issue 16) in project yzh-yuhang, after seedAiPlatform: the
 * demo resident account (phone 13800000116, bound to the first resident of 临平区), local reports
 * and prescriptions, intervention messages, ask records, signings and a shared report link. All
 * looked up by code/name; set-based inserts.
 */
export const AI_DEMO_RESIDENT_TEL = '13800000116';

const REPORTS = [
  [
    'report',
    '2026年度老年人健康体检报告',
    {
      items: [
        { name: '血压', value: '148/92 mmHg', flag: '偏高' },
        { name: '空腹血糖', value: '6.4 mmol/L', flag: '偏高' },
        { name: '总胆固醇', value: '5.1 mmol/L', flag: '正常' },
      ],
      conclusion: '血压控制欠佳，建议调整生活方式并规律服药，三个月后复查。',
    },
  ],
  [
    'report',
    '慢病随访评估报告',
    {
      items: [
        { name: '服药依从性', value: '规律', flag: '正常' },
        { name: '体质指数', value: '26.3', flag: '超重' },
      ],
      conclusion: '继续当前治疗方案，控制体重，每日食盐不超过5克。',
    },
  ],
  [
    'prescription',
    '高血压长期处方',
    {
      drugs: [
        { name: '苯磺酸氨氯地平片', spec: '5mg×28片', usage: '每日一次，每次一片，口服' },
        { name: '阿托伐他汀钙片', spec: '20mg×14片', usage: '每晚一次，每次一片，口服' },
      ],
      doctor: '沈建国',
    },
  ],
  [
    'health',
    '居民健康档案',
    {
      history: '高血压病史8年',
      allergy: '无',
      family: '父亲有高血压',
      lifestyle: '不吸烟，偶尔饮酒，每周散步3次',
    },
  ],
  [
    'medical',
    '门诊就诊记录',
    {
      visits: [
        { date: '2026-10-12', dept: '全科门诊', diagnosis: '原发性高血压', advice: '调整用药，两周后复诊' },
      ],
    },
  ],
] as const;

const EARLIER_PRESCRIPTION = {
  drugs: [{ name: '硝苯地平缓释片', spec: '20mg×30片', usage: '每日两次，每次一片，口服' }],
  doctor: '沈建国',
};

const MESSAGES = [
  [1, '天气转凉，请注意保暖，早晚测量血压并记录，收缩压超过160 mmHg请及时就诊。'],
  [2, '您的季度慢病随访将于本周五上午进行，请携带近期血压记录到社区卫生服务中心。'],
  [3, '请按医嘱每日服用降压药，不要自行停药或减量。'],
] as const;

const ASKS = ['最近早上血压有点高，要不要加药？', '降压药可以饭后吃吗？', '体检报告里血糖偏高需要复查吗？'];

export async function seedAiPatient(
  client: pg.Client,
  projectId: number,
  passwordHash: string,
): Promise<void> {
  const ids = await client.query<{ district_id: number; doctor_user: number; patient_ids: number[] }>(
    `select d.id as district_id,
            (select id from users where project_id = $1 and username = 'aidoc01') as doctor_user,
            array(select p.id from patients p join orgs o on o.id = p.org_id
                   where p.project_id = $1 and o.code = 'YH-LP01' order by p.id limit 20) as patient_ids
       from districts d where d.project_id = $1 and d.key = '02330113'`,
    [projectId],
  );
  const row = ids.rows[0];
  if (!row || row.patient_ids.length === 0) return;
  const { district_id: districtId, doctor_user: doctorUser, patient_ids: patientIds } = row;
  const demoPatient = patientIds[0];

  const u = await client.query<{ id: number }>(
    `insert into users (project_id, password_hash, user_type, role, tel, username, name, idcard, sex)
     select $1, $2, 'customer', 'patient', $3, $3, p.name, p.idcard, p.sex from patients p where p.id = $4
     returning id`,
    [projectId, passwordHash, AI_DEMO_RESIDENT_TEL, demoPatient],
  );
  const demoUser = u.rows[0]?.id ?? 0;
  await client.query(
    `insert into patient_relations (project_id, user_id, patient_id, relation) values ($1, $2, $3, 'self')`,
    [projectId, demoUser, demoPatient],
  );

  // Reports of the first 20 residents, dated back from today.
  await client.query(
    `insert into ai_local_reports (project_id, district_id, patient_id, kind, title, org_name, content, report_time)
     select $1, $2, p.pid, r.kind, r.title, '临平区南苑街道社区卫生服务中心', r.content::jsonb,
            now() - ((r.n * 20 + p.i) || ' days')::interval
       from unnest($3::int[]) with ordinality as p(pid, i)
       cross join unnest($4::text[], $5::text[], $6::text[]) with ordinality as r(kind, title, content, n)`,
    [
      projectId,
      districtId,
      patientIds,
      REPORTS.map((r) => r[0]),
      REPORTS.map((r) => r[1]),
      REPORTS.map((r) => JSON.stringify(r[2])),
    ],
  );

  // Intervention messages from 沈建国 to the first 10 residents; the demo resident read the oldest.
  for (const [i, [type, text]] of MESSAGES.entries()) {
    const m = await client.query<{ id: number }>(
      `insert into ai_intervention_messages (project_id, district_id, user_id, message, message_type, time, recipient_count)
       values ($1, $2, $3, $4, $5, now() - ($6 || ' days')::interval, 10) returning id`,
      [projectId, districtId, doctorUser, text, type, String((MESSAGES.length - i) * 3)],
    );
    await client.query(
      `insert into ai_intervention_recipients (project_id, message_id, patient_id, read_at)
       select $1, $2, pid, case when $4 and pid = $5 then now() end from unnest($3::int[]) as pid`,
      [projectId, m.rows[0]?.id, patientIds.slice(0, 10), i === 0, demoPatient],
    );
    await client.query(
      `insert into system_messages (project_id, user_id, title, content, kind, data)
       values ($1, $2, $3, $4, 'intervention', $5)`,
      [
        projectId,
        demoUser,
        '干预消息（家庭医生）',
        text,
        JSON.stringify({ interventionId: m.rows[0]?.id, localAreaCode: '02330113' }),
      ],
    );
  }

  await client.query(
    `insert into ai_ask_records (project_id, district_id, patient_id, asker_user_id, content, created_at)
     select $1, $2, ($3::int[])[i], case when i = 1 then $5::int end, c, now() - (i || ' hours')::interval
       from unnest($4::text[]) with ordinality as a(c, i)`,
    [projectId, districtId, patientIds, ASKS, demoUser],
  );

  await client.query(
    `insert into ai_sign_records (project_id, district_id, patient_id, user_id, user_name, name, age, sex, tel, address,
       sign_institution, sign_team, sign_status, sign_time)
     select $1, $2, p.id, $3, '沈建国', p.name, extract(year from age(p.birthday))::int, p.sex, p.tel, p.address,
            '临平区南苑街道社区卫生服务中心', '沈建国家庭医生团队', (i % 3)::smallint, now() - (i || ' days')::interval
       from unnest($4::int[]) with ordinality as x(pid, i) join patients p on p.id = x.pid`,
    [projectId, districtId, doctorUser, patientIds.slice(0, 12)],
  );

  // The demo resident's earlier prescription (medication history) and a few sign-in points, so
  // every yzh patient screen (prescriptions, follow timeline, device/points) has content.
  await client.query(
    `insert into ai_local_reports (project_id, district_id, patient_id, kind, title, org_name, content, report_time)
     values ($1, $2, $3, 'prescription', '高血压处方（调整前）', '临平区南苑街道社区卫生服务中心', $4::jsonb,
             now() - interval '120 days')`,
    [projectId, districtId, demoPatient, JSON.stringify(EARLIER_PRESCRIPTION)],
  );
  await client.query(
    `insert into points_entries (project_id, user_id, kind, ref, amount, day, note, created_at)
     select $1, $2, 'sign_in', to_char((now() - (d || ' days')::interval) at time zone 'Asia/Shanghai', 'YYYY-MM-DD'), 5,
            to_char((now() - (d || ' days')::interval) at time zone 'Asia/Shanghai', 'YYYY-MM-DD'), null,
            now() - (d || ' days')::interval
       from unnest(array[9, 6, 3, 1]) as d on conflict do nothing`,
    [projectId, demoUser],
  );
}
