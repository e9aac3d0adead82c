import { addDaysToDate, chinaDay, termEnd } from '@kanghu/shared';
import type pg from 'pg';

/**
 * Family-doctor contracts of the demo org DEMO01 (issue 11 part 4), picked dynamically: the
 * patients of DEMO01 ordered by id (the demo family first, then any cohort). 张三 signed with
 * 王医生 (doctor01), 李四 due for renewal, 张小宝 an earlier contract
 * ended on the family's request and a new one waiting for the family's confirmation; a cohort
 * gets every state in turn, and pre-sign applications to review. No reminder messages are seeded:
 * the renewal job writes them when it flags a contract (and the demo accounts' message lists are
 * what the journeys expect).
 */

interface Ids {
  projectId: number;
  orgId: number;
  doctor01: { id: number; userId: number };
  doctor02: { id: number; userId: number } | null;
}

interface Plan {
  state: 'signed' | 'renewal_due' | 'pending' | 'terminated' | 'application' | 'none';
  doctor: 'doctor01' | 'doctor02';
  packs: string[];
  /** Start, in days from today. */
  startIn: number;
  reason?: string;
  remark?: string;
  /** An earlier contract of the same resident, ended before this one. */
  before?: Plan;
}

const FAMILY: Plan[] = [
  {
    state: 'signed',
    doctor: 'doctor01',
    packs: ['基础服务包', '高血压服务包', '老年人服务包'],
    startIn: -92,
  },
  { state: 'renewal_due', doctor: 'doctor01', packs: ['基础服务包', '糖尿病服务包'], startIn: -345 },
  {
    state: 'pending',
    doctor: 'doctor01',
    packs: ['基础服务包', '儿童健康服务包'],
    startIn: 0,
    before: {
      state: 'terminated',
      doctor: 'doctor01',
      packs: ['基础服务包'],
      startIn: -300,
      reason: 'own_request',
      remark: '家长申请更换为儿童健康服务包',
    },
  },
];

const REASONS: Array<[string, string | undefined]> = [
  ['moved_away', '随子女迁居外省'],
  ['lost_to_follow_up', '连续三次电话随访未接通'],
  ['resigned_elsewhere', '已在户籍地社区签约'],
  ['other', '居民长期住院，暂停签约服务'],
];

const COHORT: Array<Omit<Plan, 'reason' | 'remark'>> = [
  { state: 'signed', doctor: 'doctor01', packs: ['基础服务包', '高血压服务包'], startIn: -200 },
  { state: 'signed', doctor: 'doctor01', packs: ['基础服务包', '糖尿病服务包'], startIn: -40 },
  { state: 'renewal_due', doctor: 'doctor01', packs: ['基础服务包', '慢病综合服务包'], startIn: -350 },
  { state: 'pending', doctor: 'doctor01', packs: ['基础服务包', '老年人服务包'], startIn: 1 },
  { state: 'application', doctor: 'doctor01', packs: ['高血压服务包'], startIn: 0 },
  { state: 'terminated', doctor: 'doctor01', packs: ['基础服务包'], startIn: -150 },
  { state: 'signed', doctor: 'doctor02', packs: ['基础服务包', '高血压服务包'], startIn: -120 },
  { state: 'none', doctor: 'doctor01', packs: [], startIn: 0 },
];

async function doctorOf(client: pg.Client, projectId: number, username: string) {
  const r = await client.query<{ id: number; userId: number; orgId: number }>(
    `select d.id, u.id as "userId", d.org_id as "orgId" from doctors d join users u on u.id = d.user_id
     where u.project_id = $1 and u.username = $2`,
    [projectId, username],
  );
  return r.rows[0] ?? null;
}

export async function seedContracts(client: pg.Client, projectId: number): Promise<void> {
  const d1 = await doctorOf(client, projectId, 'doctor01');
  if (!d1) return;
  const d2 = await doctorOf(client, projectId, 'doctor02');
  const ids: Ids = { projectId, orgId: d1.orgId, doctor01: d1, doctor02: d2 };
  // Patients the seed inserted without an org get their doctor's org (as the API does).
  await client.query(
    `update patients p set org_id = d.org_id from doctors d
     where p.project_id = $1 and p.org_id is null and d.id = p.doctor_id`,
    [projectId],
  );
  const patients = await client.query<{ id: number; name: string; account: number | null }>(
    `select p.id, p.name, (select r.user_id from patient_relations r where r.patient_id = p.id order by r.id limit 1) as account
     from patients p where p.project_id = $1 and p.org_id = $2 order by p.id`,
    [projectId, ids.orgId],
  );
  const today = chinaDay();
  for (const [i, p] of patients.rows.entries()) {
    const plan: Plan | undefined =
      i < FAMILY.length
        ? FAMILY[i]
        : ({ ...COHORT[(i - FAMILY.length) % COHORT.length], ...reasonOf(i) } as Plan);
    if (!plan || plan.state === 'none') continue;
    if (plan.before) await insertContract(client, ids, p, plan.before, today);
    if (plan.state === 'application') await insertApplication(client, ids, p, plan);
    else await insertContract(client, ids, p, plan, today);
  }
}

function reasonOf(i: number): Pick<Plan, 'reason' | 'remark'> {
  const [reason, remark] = REASONS[i % REASONS.length] ?? ['other', '其他原因'];
  return { reason, remark };
}

type Patient = { id: number; name: string; account: number | null };

async function insertApplication(client: pg.Client, ids: Ids, p: Patient, plan: Plan): Promise<void> {
  if (p.account === null) return;
  await client.query(
    `insert into pre_sign_applications (project_id, user_id, patient_id, org_id, doctor_id, service_pack, remark, state, created_at)
     values ($1, $2, $3, $4, $5, $6, '希望每月上门测一次血压', 0, now() - interval '5 hours')`,
    [ids.projectId, p.account, p.id, ids.orgId, ids.doctor01.id, plan.packs[0]],
  );
}

async function insertContract(
  client: pg.Client,
  ids: Ids,
  p: Patient,
  plan: Plan,
  today: string,
): Promise<void> {
  const doctor = plan.doctor === 'doctor02' && ids.doctor02 ? ids.doctor02 : ids.doctor01;
  const start = addDaysToDate(today, plan.startIn);
  const end = termEnd(start);
  const state = plan.state;
  const doctorName = plan.doctor === 'doctor02' && ids.doctor02 ? '李医生' : '王医生';
  const residentConfirmed = state !== 'pending';
  await client.query(
    `insert into family_doctor_contracts (project_id, patient_id, org_id, doctor_id, team_name, service_packs, start_date, end_date,
       state, created_by_user_id, doctor_confirmed_at, doctor_confirmed_by, resident_confirmed_at, resident_confirmed_by,
       renewal_due_at, terminated_at, terminated_by, terminate_reason, terminate_remark, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text, $10::int, ($11::date + time '09:30') at time zone 'Asia/Shanghai', $10::int,
       case when $12::boolean then ($11::date + time '10:05') at time zone 'Asia/Shanghai' end, case when $12::boolean then $13::int end,
       case when $9::text = 'renewal_due' then now() - interval '2 days' end,
       case when $9::text = 'terminated' then now() - interval '20 days' end, case when $9::text = 'terminated' then $10::int end,
       $14, $15, ($11::date + time '09:30') at time zone 'Asia/Shanghai')`,
    [
      ids.projectId,
      p.id,
      ids.orgId,
      doctor.id,
      `${doctorName}家庭医生团队`,
      JSON.stringify(plan.packs),
      start,
      end,
      state,
      doctor.userId,
      start < today ? start : today,
      residentConfirmed,
      p.account,
      state === 'terminated' ? (plan.reason ?? 'other') : null,
      state === 'terminated' ? (plan.remark ?? '其他原因') : null,
    ],
  );
}
