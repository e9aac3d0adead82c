import { CHINA_OFFSET_MS } from '@kanghu/shared';
import type pg from 'pg';
import { chinaTimeAgo, type SeedStaff, staffByUsername } from './seed-lookups.ts';

/**
 * Demo referrals and home sickbeds of org DEMO01 (issue 11): a pending referral from 王医生 to
 * 李医生, one accepted by 陈医生 of DEMO02, a completed one; home sickbed applications pending
 * (by 张三's account for a family member), refused and approved, and the approved bed in care
 * with door visits and phone calls. Patients are picked from DEMO01's adults ordered by id
 * (hypertensive first), so this works with the three demo patients and with a larger cohort.
 */

interface SeedPatient {
  id: number;
  name: string;
  tel: string | null;
  account: number | null;
}

/** DEMO01's adult patients, hypertensive first, then by id; with the account bound to each. */
async function demoPatients(client: pg.Client, projectId: number, orgId: number): Promise<SeedPatient[]> {
  const r = await client.query<SeedPatient>(
    `select p.id, p.name, p.tel,
            (select r.user_id from patient_relations r where r.patient_id = p.id order by r.id limit 1) as account
       from patients p left join doctors d on d.id = p.doctor_id
      where p.project_id = $1 and not p.is_child and (p.org_id = $2 or d.org_id = $2)
      order by exists (select 1 from patient_diseases x where x.patient_id = p.id and x.type = 1) desc, p.id
      limit 3`,
    [projectId, orgId],
  );
  return r.rows;
}

async function insertReferral(
  client: pg.Client,
  projectId: number,
  v: Record<string, unknown>,
): Promise<number> {
  const keys = Object.keys(v);
  const r = await client.query<{ id: number }>(
    `insert into referrals (project_id, ${keys.join(', ')})
     values ($1, ${keys.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
    [projectId, ...Object.values(v)],
  );
  return r.rows[0]?.id ?? 0;
}

async function seedReferrals(
  client: pg.Client,
  projectId: number,
  people: { wang: SeedStaff; li: SeedStaff; chen: SeedStaff },
  patients: SeedPatient[],
): Promise<void> {
  const [first, second = first] = patients;
  if (!first || !second) return;
  const { wang, li, chen } = people;
  const base = { doctor_id: wang.doctorId, from_org_id: wang.orgId };
  const pending = await insertReferral(client, projectId, {
    ...base,
    patient_id: first.id,
    referral_type: 3,
    disease_diagnose: '原发性高血压（2级，高危）',
    referral_cause: '近两周家庭自测血压多次超过160/100 mmHg，请李医生协助调整降压方案',
    description: '服用氨氯地平5 mg qd 已3个月，偶有头晕，无胸痛。',
    target_doctor_id: li.doctorId,
    target_org_id: li.orgId,
    state: 0,
    created_at: chinaTimeAgo(0, 9, 20),
    updated_at: chinaTimeAgo(0, 9, 20),
  });
  await client.query(
    `insert into system_messages (project_id, user_id, kind, title, content, link, data, created_at)
     values ($1, $2, 'referral', '新的转诊', $3, $4, $5, $6)`,
    [
      projectId,
      li.userId,
      `王医生向您转诊患者${first.name}（原发性高血压（2级，高危））`,
      `/health/doctor/transfer/detail?id=${pending}`,
      JSON.stringify({ referralId: pending }),
      chinaTimeAgo(0, 9, 20),
    ],
  );
  await insertReferral(client, projectId, {
    ...base,
    patient_id: second.id,
    referral_type: 1,
    disease_diagnose: '2型糖尿病伴血糖控制不佳',
    referral_cause: '空腹血糖反复高于10 mmol/L，需上级医院内分泌专科评估胰岛素治疗',
    description: '二甲双胍0.5 g tid，近一月体重下降3 kg。',
    target_doctor_id: chen.doctorId,
    target_org_id: chen.orgId,
    state: 1,
    accepted_doctor_id: chen.doctorId,
    accepted_at: chinaTimeAgo(1, 14, 5),
    created_at: chinaTimeAgo(2, 10, 40),
    updated_at: chinaTimeAgo(1, 14, 5),
  });
  await insertReferral(client, projectId, {
    ...base,
    patient_id: first.id,
    referral_type: 1,
    disease_diagnose: '高血压伴心悸待查',
    referral_cause: '心电图提示频发室性早搏，需行24小时动态心电图检查',
    target_org_id: chen.orgId,
    state: 3,
    accepted_doctor_id: chen.doctorId,
    accepted_at: chinaTimeAgo(20, 15, 0),
    remark: '动态心电图示偶发室早，无需特殊处理，已回转社区继续随访。',
    finished_by_user_id: chen.userId,
    finished_at: chinaTimeAgo(15, 11, 30),
    created_at: chinaTimeAgo(21, 9, 0),
    updated_at: chinaTimeAgo(15, 11, 30),
  });
}

const ADDRESS = '杭州市西湖区文三路100号3幢201室';

async function insertSickbed(client: pg.Client, projectId: number, v: Record<string, unknown>) {
  const keys = Object.keys(v);
  const r = await client.query<{ id: number }>(
    `insert into sickbed_applications (project_id, ${keys.join(', ')})
     values ($1, ${keys.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
    [projectId, ...Object.values(v)],
  );
  return r.rows[0]?.id ?? 0;
}

async function seedSickbeds(
  client: pg.Client,
  projectId: number,
  wang: SeedStaff,
  patients: SeedPatient[],
): Promise<void> {
  const [bedPatient, pendingPatient] = patients;
  if (!bedPatient?.account) return;
  const common = {
    org_id: wang.orgId,
    doctor_id: wang.doctorId,
    address: ADDRESS,
    area_code: '330106',
    disease_category: 1,
    disease_category_name: '高血压',
    contacts_name: '李四',
    contacts_tel: '13800000011',
    contacts_relation: '配偶',
  };
  // Refused first (no medical need for a bed then), approved a month later: the bed in care.
  await insertSickbed(client, projectId, {
    ...common,
    patient_id: bedPatient.id,
    applicant_user_id: bedPatient.account,
    tel: bedPatient.tel ?? '13800000001',
    relation: '本人',
    remark: '血压偏高，希望医生上门测量',
    state: 2,
    state_remark: '血压经门诊调整后平稳，暂不符合家庭病床收治条件，建议门诊随访',
    reviewed_by_user_id: wang.userId,
    reviewed_at: chinaTimeAgo(58, 16, 0),
    created_at: chinaTimeAgo(60, 10, 0),
    updated_at: chinaTimeAgo(58, 16, 0),
  });
  const reviewedAt = chinaTimeAgo(12, 15, 30);
  const bedId = await insertSickbed(client, projectId, {
    ...common,
    patient_id: bedPatient.id,
    applicant_user_id: bedPatient.account,
    tel: bedPatient.tel ?? '13800000001',
    relation: '本人',
    remark: '脑梗死后左侧肢体偏瘫，行动不便，需定期上门测血压、换药和康复指导',
    created_at: chinaTimeAgo(14, 9, 0),
    updated_at: reviewedAt,
  });
  const day = new Date(reviewedAt.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  await client.query(
    `update sickbed_applications set state = 1, bed_no = $2, reviewed_by_user_id = $3, reviewed_at = $4,
       state_remark = '评估符合建床条件，每周上门查床一次' where id = $1`,
    [bedId, `JC${day}-${String(bedId).padStart(4, '0')}`, wang.userId, reviewedAt],
  );
  const visits: Array<[number, number, number, string, string]> = [
    [11, 1, 9, '生命体征测量、病情评估', '首次查床：血压150/92 mmHg，左侧肢体肌力3级，制定护理与康复计划。'],
    [7, 3, 14, '伤口换药、健康宣教', '骶尾部压力性损伤1期，换药后指导家属每2小时协助翻身。'],
    [4, 4, 10, '康复训练、用药指导', '指导床旁坐位平衡训练；嘱坚持服用阿司匹林及降压药。'],
    [1, 1, 9, '生命体征测量、用药指导', '血压138/84 mmHg，精神可，皮肤完好。'],
  ];
  for (const [daysAgo, type, hour, content, remark] of visits) {
    await client.query(
      `insert into home_visits (project_id, patient_id, sickbed_id, doctor_id, recorded_by_user_id, type,
         content_category, remark, start_time, end_time, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
      [
        projectId,
        bedPatient.id,
        bedId,
        wang.doctorId,
        wang.userId,
        type,
        content,
        remark,
        chinaTimeAgo(daysAgo, hour),
        chinaTimeAgo(daysAgo, hour, 40),
      ],
    );
  }
  for (const [daysAgo, hour, seconds, remark] of [
    [9, 16, 180, '电话随访：家属诉夜间睡眠差，已建议调整作息'],
    [2, 10, 95, '提醒明日上门查床时间，家属确认在家'],
  ] as const) {
    await client.query(
      `insert into patient_call_records (project_id, user_id, patient_id, tel, start_time, duration_seconds, remark)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [projectId, wang.userId, bedPatient.id, bedPatient.tel, chinaTimeAgo(daysAgo, hour), seconds, remark],
    );
  }
  // Pending: filed by the same family account for another member.
  if (pendingPatient?.account) {
    await insertSickbed(client, projectId, {
      ...common,
      patient_id: pendingPatient.id,
      applicant_user_id: pendingPatient.account,
      tel: pendingPatient.tel ?? '13800000011',
      relation: '配偶',
      disease_category: 2,
      disease_category_name: '糖尿病',
      contacts_name: '张三',
      contacts_tel: '13800000001',
      remark: '糖尿病足溃疡，行走困难，需上门换药',
      created_at: chinaTimeAgo(0, 8, 45),
      updated_at: chinaTimeAgo(0, 8, 45),
    });
  }
}

export async function seedReferralsAndSickbeds(client: pg.Client, projectId: number): Promise<void> {
  const wang = await staffByUsername(client, projectId, 'doctor01');
  const li = await staffByUsername(client, projectId, 'doctor02');
  const chen = await staffByUsername(client, projectId, 'doctor03');
  if (!wang?.orgId || !li || !chen) return;
  const patients = await demoPatients(client, projectId, wang.orgId);
  await seedReferrals(client, projectId, { wang, li, chen }, patients);
  await seedSickbeds(client, projectId, wang, patients);
}
