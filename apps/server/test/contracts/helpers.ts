import { chinaDay, termEnd } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, createProject, type TestProject, withAdmin } from '../fixtures.ts';
import {
  type Account,
  account,
  type CreatedPatient,
  createPatient,
  otherOrgDoctor,
} from '../patients/helpers.ts';

/** Everyone a contract test needs: a resident's account and patient, two doctors of the org, others. */
export interface Cast {
  p: TestProject;
  other: TestProject;
  owner: Account;
  stranger: Account;
  doctor: Account;
  doctor2: Account;
  assistant: Account;
  farDoctor: Account;
  admin: Account;
  otherProjectDoctor: Account;
  patient: CreatedPatient;
}

export async function cast(app: FastifyInstance): Promise<Cast> {
  const p = await createProject();
  const other = await createProject();
  const owner = await account(app, p, { name: '张居民' });
  const doctor = await account(app, p, { role: 'doctor', name: '王医生' });
  const patient = await createPatient(app, p, owner, { name: '孙七', doctorId: doctor.doctorId });
  return {
    p,
    other,
    owner,
    stranger: await account(app, p),
    doctor,
    doctor2: await account(app, p, { role: 'doctor', name: '李医生' }),
    assistant: await account(app, p, { role: 'assistant', name: '赵助理' }),
    farDoctor: await otherOrgDoctor(app, p),
    admin: await account(app, p, { role: 'admin' }),
    otherProjectDoctor: await account(app, other, { role: 'doctor' }),
    patient,
  };
}

export const today = () => chinaDay();
export const oneYear = (start: string) => termEnd(start);

type Json = Record<string, unknown>;

/** A call that must succeed; answers `data`. */
export async function ok(
  app: FastifyInstance,
  p: TestProject,
  who: Account,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Json,
) {
  const res = await call(app, p, { method, url, token: who.token, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
}

export function offer(app: FastifyInstance, p: TestProject, who: Account, payload: Json) {
  return call(app, p, { method: 'POST', url: '/api/patient/sign/contract', token: who.token, payload });
}

/** Inserts a contract row directly (owner connection), e.g. one ending soon; answers its id. */
export async function insertSigned(
  p: TestProject,
  fields: { patientId: number; doctorId: number; start: string; end: string; state?: string },
): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      `insert into family_doctor_contracts (project_id, patient_id, org_id, doctor_id, service_packs, start_date, end_date,
         state, created_by_user_id, doctor_confirmed_at, doctor_confirmed_by, resident_confirmed_at, resident_confirmed_by)
       select $1, $2, d.org_id, d.id, '["基础服务包"]', $4, $5, $6, d.user_id, now(), d.user_id, now(), d.user_id
       from doctors d where d.id = $3 returning id`,
      [p.id, fields.patientId, fields.doctorId, fields.start, fields.end, fields.state ?? 'signed'],
    );
    return r.rows[0]?.id ?? 0;
  });
}

/** Messages of a kind for a user (owner connection). */
export async function messagesOf(p: TestProject, userId: number, kind = 'contract') {
  return withAdmin(async (c) => {
    const r = await c.query<{ title: string; content: string; link: string }>(
      'select title, content, link from system_messages where project_id = $1 and user_id = $2 and kind = $3 order by id',
      [p.id, userId, kind],
    );
    return r.rows;
  });
}

/** Active contracts of a patient (owner connection). */
export async function activeCount(p: TestProject, patientId: number): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ n: string }>(
      `select count(*) as n from family_doctor_contracts where project_id = $1 and patient_id = $2 and state in ('pending','signed','renewal_due')`,
      [p.id, patientId],
    );
    return Number(r.rows[0]?.n ?? 0);
  });
}
