import { chinaDay, chinaMidnight, DAY_MS } from '@kanghu/shared';
import type pg from 'pg';
import { idNumber } from './cohort-people.ts';

/**
 * Demo birth cohort of org DEMO01 (chmsc doctor shell): the project 出生队列研究, ten mothers
 * enrolled by 王医生 (doctor01), six of them delivered with the child on file, one dropped out,
 * and about forty samples along the schedule (pregnancy trimesters, delivery, 42 days after
 * birth) in every storage status. Mothers are new patients of DEMO01 (余杭区 ID numbers, so they
 * never meet the older cohort's numbers).
 */

/** An instant `daysAgo` days before today at hh:mm China time, never later than an hour ago. */
function at(daysAgo: number, hh: number, mm = 0): Date {
  const day = chinaDay(Date.now() - daysAgo * DAY_MS);
  const t = chinaMidnight(day).getTime() + (hh * 60 + mm) * 60_000;
  return new Date(Math.min(t, Date.now() - 3_600_000 - mm * 60_000));
}
const dayOf = (daysAgo: number) => chinaDay(Date.now() - daysAgo * DAY_MS);

interface Mother {
  name: string;
  age: number;
  /** Days since the birth (a delivered mother) or, negative, days until the expected date. */
  birth: number;
  child?: { name: string; sex: 1 | 2 };
  dropout?: string;
}

const MOTHERS: Mother[] = [
  { name: '林晓雯', age: 29, birth: 60, child: { name: '林子墨', sex: 1 } },
  { name: '陈静怡', age: 31, birth: 48, child: { name: '陈乐瑶', sex: 2 } },
  { name: '王雅琴', age: 27, birth: 45, child: { name: '王浩宇', sex: 1 } },
  { name: '赵梦洁', age: 33, birth: 20, child: { name: '赵一诺', sex: 2 } },
  { name: '刘思佳', age: 26, birth: 9, child: { name: '刘子轩', sex: 1 } },
  { name: '周婷婷', age: 35, birth: 3, child: { name: '周可馨', sex: 2 } },
  { name: '吴佳慧', age: 30, birth: -30 },
  { name: '孙丽娜', age: 28, birth: -75 },
  { name: '黄欣然', age: 32, birth: -150, dropout: '工作调动迁居外省，无法继续随访' },
  { name: '郑雨萱', age: 24, birth: -190 },
];

/** Samples by the days before the birth (pregnancy) or after it; status by age of the sample. */
const SCHEDULE = [
  { phase: 'T1', type: 'blood', subject: 'mother', day: -200 },
  { phase: 'T2', type: 'blood', subject: 'mother', day: -120 },
  { phase: 'T3', type: 'blood', subject: 'mother', day: -30 },
  { phase: 'DELIVERY', type: 'cord_blood', subject: 'child', day: 0 },
  { phase: 'DELIVERY', type: 'placenta', subject: 'mother', day: 0 },
  { phase: 'P42D', type: 'milk', subject: 'mother', day: 42 },
] as const;

const BRANCH = { blood: [4, 1.0], cord_blood: [6, 1.0], placenta: [2, 0.5], milk: [3, 5.0] } as const;

async function one<T>(client: pg.Client, text: string, params: unknown[]): Promise<T | undefined> {
  return (await client.query(text, params)).rows[0] as T | undefined;
}

export async function seedResearch(client: pg.Client, projectId: number): Promise<void> {
  const staff = await client.query<{ userId: number; doctorId: number; orgId: number; username: string }>(
    `select u.id as "userId", d.id as "doctorId", d.org_id as "orgId", u.username
       from users u join doctors d on d.user_id = u.id
      where u.project_id = $1 and u.username in ('doctor01', 'doctor02')`,
    [projectId],
  );
  const doctor = staff.rows.find((s) => s.username === 'doctor01');
  const nurse = staff.rows.find((s) => s.username === 'doctor02') ?? doctor;
  if (!doctor || !nurse) return;
  const project = await one<{ id: number }>(
    client,
    `insert into research_projects (project_id, org_id, code, name, intro, status, start_date)
     values ($1, $2, 'BC2026', '出生队列研究',
       '以孕早期建档的孕妇为起点，追踪母亲与孩子从孕期到3岁的健康状况，按孕早、中、晚期、分娩、产后42天及孩子6月龄、1岁、3岁采集生物样本。',
       'active', $3) returning id`,
    [projectId, doctor.orgId, dayOf(300)],
  );
  if (!project) return;
  let n = 0;
  for (const [i, m] of MOTHERS.entries()) {
    const birthday = dayOf(m.age * 365 + 40 + i * 17);
    const enrolled = at(Math.max(m.birth + 215, 5), 9, 30);
    const mother = await one<{ id: number }>(
      client,
      `insert into patients (project_id, name, idcard, tel, sex, birthday, org_id, doctor_id, created_by_user_id, address, tel_relation, created_at)
       values ($1, $2, $3, $4, 2, $5, $6, $7, $8, $9, '本人', $10) returning id`,
      [
        projectId,
        m.name,
        idNumber('330110', birthday, 600 + i * 2, 2),
        `136571${String(2000 + i * 37).padStart(5, '0')}`,
        birthday,
        doctor.orgId,
        doctor.doctorId,
        doctor.userId,
        `浙江省杭州市余杭区${['五常街道', '仓前街道', '良渚街道', '闲林街道'][i % 4]}${10 + i * 7}号`,
        enrolled,
      ],
    );
    if (!mother) continue;
    const child =
      m.child && m.birth >= 0
        ? await one<{ id: number }>(
            client,
            `insert into patients (project_id, name, sex, birthday, is_child, org_id, doctor_id, created_by_user_id)
             values ($1, $2, $3, $4, true, $5, $6, $7) returning id`,
            [
              projectId,
              m.child.name,
              m.child.sex,
              dayOf(m.birth),
              doctor.orgId,
              doctor.doctorId,
              doctor.userId,
            ],
          )
        : undefined;
    const group = await one<{ id: number }>(
      client,
      `insert into research_group_users (project_id, research_project_id, mother_patient_id, child_patient_id, status,
         expected_delivery_date, enrolled_by_user_id, dropout_reason, dropped_at, dropped_by_user_id, created_at, remark)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
      [
        projectId,
        project.id,
        mother.id,
        child?.id ?? null,
        m.dropout ? 'dropped' : 'enrolled',
        m.birth < 0 ? dayOf(m.birth) : null,
        doctor.userId,
        m.dropout ?? null,
        m.dropout ? at(20, 15) : null,
        m.dropout ? doctor.userId : null,
        enrolled,
        i === 1 ? '妊娠期糖尿病，饮食控制中' : null,
      ],
    );
    if (!group) continue;
    for (const s of SCHEDULE) {
      const daysAgo = m.birth - s.day;
      if (daysAgo < 0 || daysAgo > m.birth + 215) continue;
      if (s.subject === 'child' && !child) continue;
      if (m.dropout && daysAgo < 20) continue;
      n += 1;
      const status = daysAgo > 150 ? (n % 3 === 0 ? 3 : 2) : daysAgo > 14 ? 1 : 0;
      const [branchNum, capacity] = BRANCH[s.type];
      await client.query(
        `insert into research_samples (project_id, research_project_id, group_user_id, patient_id, subject, org_id,
           encode, sample_type, collect_phase, collect_type, collect_time, collect_user_id, preserve_address,
           branch_num, branch_capacity_ul, status, created_by_user_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $12)`,
        [
          projectId,
          project.id,
          group.id,
          s.subject === 'child' ? child?.id : mother.id,
          s.subject,
          doctor.orgId,
          `BC26-${String(n).padStart(4, '0')}`,
          s.type,
          s.phase,
          n % 11 === 0 ? 2 : 1,
          at(daysAgo, 8 + (n % 4), (n * 13) % 60),
          n % 4 === 0 ? nurse.userId : doctor.userId,
          status === 0
            ? '采集室4°C冷藏柜-待转运'
            : `-80°C冰箱A-第${1 + (n % 4)}层-冻存盒${String(1 + (n % 9)).padStart(2, '0')}`,
          branchNum,
          Math.round(capacity * 1000),
          status,
        ],
      );
    }
  }
}
