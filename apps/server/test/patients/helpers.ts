import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { randomIdcard } from '../auth/helpers.ts';
import { call, createUser, randomTel, type TestProject, type TestUser, withAdmin } from '../fixtures.ts';

export type Account = TestUser & { doctorId: number | null; token: string };

/** A user with a live session token (issued directly: login itself is tested elsewhere). */
export async function account(
  app: FastifyInstance,
  project: TestProject,
  fields: Parameters<typeof createUser>[1] = {},
): Promise<Account> {
  const user = await createUser(project, fields);
  const token = await app.services.sessions.issue(project.id, user.id, {});
  return { ...user, token };
}

/** A second org in the project with its own doctor. */
export async function otherOrgDoctor(app: FastifyInstance, project: TestProject): Promise<Account> {
  const orgId = await withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      `insert into orgs (project_id, code, name) values ($1, $2, '另一机构') returning id`,
      [project.id, `OTHER${Math.floor(Math.random() * 1e9)}`],
    );
    return r.rows[0]?.id ?? 0;
  });
  const doctor = await account(app, project, { role: 'doctor', name: '外机构医生' });
  await withAdmin(async (c) => {
    await c.query('update users set org_id = $1 where id = $2', [orgId, doctor.id]);
    await c.query('update doctors set org_id = $1 where user_id = $2', [orgId, doctor.id]);
  });
  return doctor;
}

export interface CreatedPatient {
  id: number;
  idcard: string;
  tel: string;
  name: string;
}

/** Creates a patient through the API as `who` (customer: bound to them). */
export async function createPatient(
  app: FastifyInstance,
  project: TestProject,
  who: Account,
  fields: Record<string, unknown> = {},
): Promise<CreatedPatient> {
  const payload = { name: '张三', idcard: randomIdcard(), tel: randomTel(), ...fields };
  const res = await call(app, project, { method: 'POST', url: '/api/patient', token: who.token, payload });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { id: number };
  return {
    id: data.id,
    idcard: String(payload.idcard),
    tel: String(payload.tel),
    name: String(payload.name),
  };
}

/** Rows of a table for a project, read with the owner connection (bypasses RLS). */
export async function countRows(table: string, projectId: number, where = 'true', params: unknown[] = []) {
  return withAdmin(async (c) => {
    const r = await c.query<{ n: string }>(
      `select count(*) as n from ${table} where project_id = $1 and (${where})`,
      [projectId, ...params],
    );
    return Number(r.rows[0]?.n ?? 0);
  });
}
