import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type TestProject, withAdmin } from '../fixtures.ts';
import {
  type Account,
  account,
  type CreatedPatient,
  createPatient,
  otherOrgDoctor,
} from '../patients/helpers.ts';

/** A project with two doctors of one org, a doctor of another org, the patient's account and a stranger. */
export interface FollowWorld {
  p: TestProject;
  owner: Account;
  stranger: Account;
  doctorA: Account;
  doctorB: Account;
  farDoctor: Account;
  patient: CreatedPatient;
  farPatient: CreatedPatient;
  templates: Record<'hbp' | 'dm' | 'general', number>;
}

export async function followWorld(app: FastifyInstance, p: TestProject): Promise<FollowWorld> {
  const owner = await account(app, p, { name: '张三' });
  const stranger = await account(app, p);
  const doctorA = await account(app, p, { role: 'doctor', name: '王医生' });
  const doctorB = await account(app, p, { role: 'doctor', name: '李医生' });
  const farDoctor = await otherOrgDoctor(app, p);
  const patient = await createPatient(app, p, owner, { name: '张三', doctorId: doctorA.doctorId });
  const farPatient = await createPatient(app, p, farDoctor, { name: '外机构患者' });
  const res = await call(app, p, {
    method: 'GET',
    url: '/api/patient/follow/template',
    token: doctorA.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().data as Array<{ id: number; code: string }>;
  const id = (code: string) => list.find((t) => t.code === code)?.id ?? 0;
  return {
    p,
    owner,
    stranger,
    doctorA,
    doctorB,
    farDoctor,
    patient,
    farPatient,
    templates: { hbp: id('hbp'), dm: id('dm'), general: id('general') },
  };
}

/** Plan time `days` from now (positive: future). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export async function newPlan(
  app: FastifyInstance,
  p: TestProject,
  who: Account,
  body: Record<string, unknown>,
): Promise<{ id: number; followStatus: string } & Record<string, unknown>> {
  const res = await call(app, p, {
    method: 'POST',
    url: '/api/patient/follow',
    token: who.token,
    payload: { planTime: inDays(3), ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Moves a plan's time directly (the API refuses past plan times; tests need overdue plans). */
export async function setPlanTime(projectId: number, planId: number, at: Date): Promise<void> {
  await withAdmin((c) =>
    c.query('update follow_plans set plan_time = $1 where project_id = $2 and id = $3', [
      at,
      projectId,
      planId,
    ]),
  );
}

export async function planState(projectId: number, planId: number) {
  return withAdmin(async (c) => {
    const r = await c.query<{
      state: string;
      actual_person_user_id: number | null;
      follow_person_user_id: number | null;
    }>(
      'select state, actual_person_user_id, follow_person_user_id from follow_plans where project_id = $1 and id = $2',
      [projectId, planId],
    );
    return r.rows[0];
  });
}

export function put(app: FastifyInstance, p: TestProject, who: Account, url: string, payload: unknown = {}) {
  return call(app, p, { method: 'PUT', url, token: who.token, payload: payload as Record<string, unknown> });
}

export function get(app: FastifyInstance, p: TestProject, who: Account | null, url: string) {
  return call(app, p, { method: 'GET', url, ...(who ? { token: who.token } : {}) });
}
