import { REGION_CODE_PREFIX } from '@kanghu/shared';
import pg from 'pg';
import { hashPassword } from '../../lib/crypto.ts';
import { seedAccompanyOrders } from './accompany-data.ts';
import { seedAccountMarks } from './account-marks-data.ts';
import { seedAiArticles } from './ai-articles-data.ts';
import { seedAiChat, seedAiQuickQuestions } from './ai-chat-data.ts';
import { seedAiOps } from './ai-ops-data.ts';
import { seedAiPatient } from './ai-patient-data.ts';
import { seedAiPlatform } from './ai-platform-data.ts';
import { seedAiQuestions } from './ai-question-data.ts';
import { seedArchiveRecords } from './archive-records-data.ts';
import { seedArticles } from './articles-data.ts';
import { seedChildHealth, seedYoungChild } from './child-health-data.ts';
import { seedCircle } from './circle-data.ts';
import { seedCohort } from './cohort-data.ts';
import { seedCommonPages } from './common-pages-data.ts';
import { seedConference } from './conference-data.ts';
import { seedConfigData } from './config-data.ts';
import { seedContracts } from './contract-data.ts';
import { seedDeviceWorkbench } from './device-workbench-data.ts';
import { seedFollow } from './follow-data.ts';
import { seedFractureRisk } from './fracture-data.ts';
import { seedGrowth } from './growth-data.ts';
import { seedHuts } from './huts-data.ts';
import { seedKnowledge } from './knowledge-data.ts';
import { seedSystemMessages } from './messages-data.ts';
import { seedPoints } from './points-data.ts';
import { SEED_DISTRICTS, SEED_PROJECTS } from './projects.ts';
import { seedPublicizeMaterials } from './publicize-seed.ts';
import { seedQuestionAssignments } from './question-assign-data.ts';
import { seedQuestionnaires } from './questionnaire-data.ts';
import { seedReferralsAndSickbeds } from './referral-data.ts';
import { seedResearch } from './research-data.ts';
import { seedServiceCards } from './service-cards-data.ts';
import { seedWorkbenchStaff } from './staff-data.ts';
import { seedTasks } from './task-data.ts';
import { seedVideoConsultations } from './video-data.ts';
import { seedYuhangResident } from './yuhang-resident-data.ts';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_ACCOUNTS = [
  {
    role: '患者 (patient)',
    login: '手机号 13800000001',
    name: '张三',
    extra: '身份证 11010519491231002X; 家属 李四、孩子 张小宝',
  },
  { role: '医生 (doctor)', login: '用户名 doctor01 / 机构编码 DEMO01', name: '王医生', extra: '' },
  {
    role: '医生 (doctor)',
    login: '用户名 doctor02 / 机构编码 DEMO01',
    name: '李医生',
    extra: '同机构第二位医生',
  },
  { role: '医生 (doctor)', login: '用户名 doctor03 / 机构编码 DEMO02', name: '陈医生', extra: '另一机构' },
  { role: '助理 (assistant)', login: '用户名 assistant01 / 机构编码 DEMO01', name: '赵助理', extra: '' },
  { role: '学员 (learner)', login: '手机号 13800000009', name: '陈学员', extra: '' },
  {
    role: '机构管理员 (admin)',
    login: '用户名 admin01 / 机构编码 DEMO01',
    name: '孙管理员',
    extra: '审计日志',
  },
] as const;

export function printDemoAccounts(log: (m: string) => void): void {
  log(`demo accounts in project "demo" (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) log(`  ${a.role}: ${a.login} (${a.name}) ${a.extra}`);
}

/**
 * Seeds the demo tenants and users. Runs as the database owner (not the RLS role), in one
 * transaction; does nothing when the demo project already has users.
 */
export async function seedDemo(url: string, uploadsDir?: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const existing = await client.query(
      `select 1 from users u join projects p on p.id = u.project_id where p.key = 'demo' limit 1`,
    );
    if (existing.rowCount) {
      await client.query('rollback');
      return false;
    }
    const ids = new Map<string, number>();
    for (const p of SEED_PROJECTS) {
      const r = await client.query<{ id: number }>(
        `insert into projects (key, name, org_code, domain, index_path, default_path, settings)
         values ($1,$2,$3,$4,$5,$6,$7)
         on conflict (key) do update set name = excluded.name returning id`,
        [p.key, p.name, p.orgCode, p.domain, p.indexPath, p.defaultPath, JSON.stringify(p.settings)],
      );
      const id = r.rows[0]?.id ?? 0;
      ids.set(p.key, id);
      await client.query(
        `insert into orgs (project_id, code, name) values ($1,$2,$3) on conflict do nothing`,
        [id, p.orgCode, `${p.name}中心`],
      );
    }
    for (const dist of SEED_DISTRICTS) {
      const pid = ids.get(dist.project) ?? 0;
      await client.query(
        `insert into districts (project_id, key, name, org_code, area_code, version) values ($1,$2,$3,$4,$5,$6)
         on conflict do nothing`,
        [pid, REGION_CODE_PREFIX + dist.areaCode, dist.name, dist.orgCode, dist.areaCode, dist.version],
      );
      await client.query(
        `insert into orgs (project_id, code, name, area_code) values ($1,$2,$3,$4) on conflict do nothing`,
        [pid, dist.orgCode, `${dist.name}卫生健康局`, dist.areaCode],
      );
    }
    await seedDemoPeople(client, ids.get('demo') ?? 0);
    await seedCohort(client, ids.get('demo') ?? 0);
    await seedConfigData(client, ids.get('demo') ?? 0);
    await seedCommonPages(client, [...ids.values()]);
    await seedSystemMessages(client, ids.get('demo') ?? 0);
    await seedHuts(client, ids.get('demo') ?? 0);
    await seedServiceCards(client, ids.get('demo') ?? 0);
    await seedFollow(client, ids.get('demo') ?? 0);
    await seedReferralsAndSickbeds(client, ids.get('demo') ?? 0);
    await seedContracts(client, ids.get('demo') ?? 0);
    await seedTasks(client, ids.get('demo') ?? 0);
    await seedAccompanyOrders(client, ids.get('demo') ?? 0);
    await seedDeviceWorkbench(client, ids.get('demo') ?? 0);
    await seedFractureRisk(client, ids.get('demo') ?? 0);
    await seedResearch(client, ids.get('demo') ?? 0);
    await seedQuestionnaires(client, ids.get('demo') ?? 0);
    await seedQuestionAssignments(client, ids.get('demo') ?? 0);
    await seedAccountMarks(client, ids.get('demo') ?? 0);
    await seedCircle(client, ids.get('demo') ?? 0);
    await seedArticles(client, ids.get('demo') ?? 0);
    await seedPublicizeMaterials(client, ids.get('demo') ?? 0, uploadsDir);
    await seedChildHealth(client, ids.get('demo') ?? 0);
    await seedYoungChild(client, ids.get('demo') ?? 0);
    await seedGrowth(client, ids.get('demo') ?? 0);
    await seedArchiveRecords(client, ids.get('demo') ?? 0);
    await seedPoints(client, ids.get('demo') ?? 0);
    await seedConference(client, ids.get('demo') ?? 0);
    await seedKnowledge(client, ids.get('demo') ?? 0, uploadsDir);
    for (const id of ids.values()) await seedAiQuickQuestions(client, id);
    await seedAiChat(client, ids.get('demo') ?? 0);
    await seedVideoConsultations(client, ids.get('demo') ?? 0);
    const aiHash = await hashPassword(DEMO_PASSWORD);
    await seedAiPlatform(client, ids.get('yzh-yuhang') ?? 0, aiHash);
    await seedAiPatient(client, ids.get('yzh-yuhang') ?? 0, aiHash);
    await seedAiOps(client, ids.get('yzh-yuhang') ?? 0);
    await seedAiArticles(client, ids.get('yzh-yuhang') ?? 0);
    await seedAiQuestions(client, ids.get('yzh-yuhang') ?? 0);
    await seedYuhangResident(client, ids.get('yzh-yuhang') ?? 0);
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

async function seedDemoPeople(client: pg.Client, projectId: number): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const org = await client.query<{ id: number }>(
    `select id from orgs where project_id = $1 and code = 'DEMO01'`,
    [projectId],
  );
  const orgId = org.rows[0]?.id ?? null;
  const dept = await client.query<{ id: number }>(
    `insert into departments (project_id, org_id, name, sort) values ($1,$2,'全科',1), ($1,$2,'心内科',2) returning id`,
    [projectId, orgId],
  );
  const user = async (fields: Record<string, unknown>) => {
    const keys = Object.keys(fields);
    const r = await client.query<{ id: number }>(
      `insert into users (project_id, password_hash, ${keys.map((k) => k).join(', ')})
       values ($1, $2, ${keys.map((_, i) => `$${i + 3}`).join(', ')}) returning id`,
      [projectId, hash, ...Object.values(fields)],
    );
    return r.rows[0]?.id ?? 0;
  };
  const patientUser = await user({
    user_type: 'customer',
    role: 'patient',
    tel: '13800000001',
    username: '13800000001',
    name: '张三',
    idcard: '11010519491231002X',
    sex: 2,
  });
  const doctorUser = await user({
    user_type: 'servicer',
    role: 'doctor',
    username: 'doctor01',
    name: '王医生',
    tel: '13800000002',
    org_id: orgId,
    sex: 1,
  });
  const assistantUser = await user({
    user_type: 'servicer',
    role: 'assistant',
    username: 'assistant01',
    name: '赵助理',
    tel: '13800000003',
    org_id: orgId,
    sex: 2,
  });
  await user({
    user_type: 'servicer',
    role: 'admin',
    username: 'admin01',
    name: '孙管理员',
    tel: '13800000004',
    org_id: orgId,
    sex: 1,
  });
  await user({
    user_type: 'customer',
    role: 'learner',
    tel: '13800000009',
    username: '13800000009',
    name: '陈学员',
    sex: 1,
  });
  const doctor = await client.query<{ id: number }>(
    `insert into doctors (project_id, user_id, org_id, department_id, name, title) values ($1,$2,$3,$4,'王医生','主治医师') returning id`,
    [projectId, doctorUser, orgId, dept.rows[0]?.id ?? null],
  );
  await client.query(
    `insert into doctors (project_id, user_id, org_id, department_id, name, title, is_assistant) values ($1,$2,$3,$4,'赵助理','医生助理',true)`,
    [projectId, assistantUser, orgId, dept.rows[0]?.id ?? null],
  );
  const doctorId = doctor.rows[0]?.id ?? null;
  await seedWorkbenchStaff(client, projectId, hash);
  const people = [
    {
      name: '张三',
      idcard: '11010519491231002X',
      tel: '13800000001',
      sex: 2,
      birthday: '1949-12-31',
      isChild: false,
      relation: 'self',
    },
    {
      name: '李四',
      idcard: '110105195503150015',
      tel: '13800000011',
      sex: 1,
      birthday: '1955-03-15',
      isChild: false,
      relation: 'spouse',
    },
    {
      name: '张小宝',
      idcard: '110105201806010023',
      tel: null,
      sex: 2,
      birthday: '2018-06-01',
      isChild: true,
      relation: 'child',
    },
  ];
  let sort = 0;
  for (const p of people) {
    const r = await client.query<{ id: number }>(
      `insert into patients (project_id, name, idcard, tel, sex, birthday, is_child, doctor_id, org_id, created_by_user_id)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) returning id`,
      [projectId, p.name, p.idcard, p.tel, p.sex, p.birthday, p.isChild, doctorId, orgId, patientUser],
    );
    await client.query(
      `insert into patient_relations (project_id, user_id, patient_id, relation, sort) values ($1,$2,$3,$4,$5)`,
      [projectId, patientUser, r.rows[0]?.id, p.relation, sort++],
    );
  }
}
