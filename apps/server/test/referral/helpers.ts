import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, createProject, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, type CreatedPatient, createPatient } from '../patients/helpers.ts';

export async function addOrg(p: TestProject, name: string): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      `insert into orgs (project_id, code, name) values ($1, $2, $3) returning id`,
      [p.id, `ORG${Math.floor(Math.random() * 1e9)}`, name],
    );
    return r.rows[0]?.id ?? 0;
  });
}

export async function addDepartment(p: TestProject, orgId: number, name: string): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      `insert into departments (project_id, org_id, name) values ($1, $2, $3) returning id`,
      [p.id, orgId, name],
    );
    return r.rows[0]?.id ?? 0;
  });
}

/** A servicer placed in `orgId` (and department). */
export async function staffIn(
  app: FastifyInstance,
  p: TestProject,
  orgId: number,
  departmentId: number | null,
  name: string,
  role: 'doctor' | 'assistant' = 'doctor',
): Promise<Account> {
  const who = await account(app, p, { role, name });
  await withAdmin(async (c) => {
    await c.query('update users set org_id = $1 where id = $2', [orgId, who.id]);
    await c.query('update doctors set org_id = $1, department_id = $2 where user_id = $3', [
      orgId,
      departmentId,
      who.id,
    ]);
  });
  return who;
}

/**
 * Org A (the project's org): 王医生 (refers), 李医生, 赵助理; org B with department 全科:
 * 陈医生 and 周医生 in 全科, 吴医生 without a department, 钱助理; a patient of 王医生 bound to
 * `owner`; a stranger account; another project with a doctor.
 */
export async function referralWorld(app: FastifyInstance) {
  const p = await createProject();
  const other = await createProject();
  const deptA = await addDepartment(p, p.orgId, '心内科');
  const docA1 = await staffIn(app, p, p.orgId, deptA, '王医生');
  const docA2 = await staffIn(app, p, p.orgId, deptA, '李医生');
  const assistantA = await staffIn(app, p, p.orgId, deptA, '赵助理', 'assistant');
  const orgB = await addOrg(p, '西湖社区卫生服务中心');
  const deptB = await addDepartment(p, orgB, '全科');
  const docB1 = await staffIn(app, p, orgB, deptB, '陈医生');
  const docB2 = await staffIn(app, p, orgB, deptB, '周医生');
  const docB3 = await staffIn(app, p, orgB, null, '吴医生');
  const assistantB = await staffIn(app, p, orgB, deptB, '钱助理', 'assistant');
  const owner = await account(app, p);
  const stranger = await account(app, p);
  const patient = await createPatient(app, p, owner, { name: '孙七', doctorId: docA1.doctorId });
  const otherDoctor = await account(app, other, { role: 'doctor' });
  return {
    p,
    other,
    deptA,
    orgB,
    deptB,
    docA1,
    docA2,
    assistantA,
    docB1,
    docB2,
    docB3,
    assistantB,
    owner,
    stranger,
    patient,
    otherDoctor,
  };
}
export type ReferralWorld = Awaited<ReturnType<typeof referralWorld>>;

export const referralBody = (patient: CreatedPatient, extra: Record<string, unknown> = {}) => ({
  patientId: patient.id,
  referralType: 1,
  diseaseDiagnose: '高血压3级（很高危）',
  referralCause: '血压控制不佳，三种降压药联合治疗仍高于160/100 mmHg',
  description: '近两周家庭自测血压165-180/100-110 mmHg',
  ...extra,
});

export async function refer(
  app: FastifyInstance,
  p: TestProject,
  who: Account,
  patient: CreatedPatient,
  extra: Record<string, unknown> = {},
) {
  const res = await call(app, p, {
    method: 'POST',
    url: '/api/patient/referral/record',
    token: who.token,
    payload: referralBody(patient, extra),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; referralState: number; actions: string[] };
}

export function setState(
  app: FastifyInstance,
  p: TestProject,
  who: Account,
  id: number,
  payload: Record<string, unknown>,
) {
  return call(app, p, {
    method: 'PUT',
    url: `/api/patient/referral/record/state/${id}`,
    token: who.token,
    payload,
  });
}

export async function referralState(id: number): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ state: number }>('select state from referrals where id = $1', [id]);
    return r.rows[0]?.state ?? -1;
  });
}
