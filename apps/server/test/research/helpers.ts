import { randomInt } from 'node:crypto';
import { idCardCheckChar } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, createProject, randomTel, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, type CreatedPatient, createPatient } from '../patients/helpers.ts';
import { addOrg, staffIn } from '../referral/helpers.ts';

/** A woman's ID number (even sequence code), born in the 1990s. */
export function womanIdcard(): string {
  const first17 = `330110199${randomInt(0, 10)}0${randomInt(1, 10)}1${randomInt(0, 10)}${String(randomInt(0, 500) * 2).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

export async function addResearchProject(
  p: TestProject,
  orgId: number,
  name = '出生队列研究',
  status = 'active',
) {
  return withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      `insert into research_projects (project_id, org_id, code, name, status, start_date)
       values ($1, $2, $3, $4, $5, '2026-01-01') returning id`,
      [p.id, orgId, `BC${randomInt(0, 1e9)}`, name, status],
    );
    return r.rows[0]?.id ?? 0;
  });
}

/**
 * Org A (the project's org): 钱医生 and 孙医生 with the research project 出生队列研究 and a
 * closed one; a mother 林晓雯 of 钱医生; a man; org B with its doctor, its project and its own
 * mother; a patient's account; another project with a doctor.
 */
export async function researchWorld(app: FastifyInstance) {
  const p = await createProject();
  const other = await createProject();
  const doctor = await account(app, p, { role: 'doctor', name: '钱医生' });
  const doctor2 = await account(app, p, { role: 'doctor', name: '孙医生' });
  const orgB = await addOrg(p, '另一机构');
  const farDoctor = await staffIn(app, p, orgB, null, '外机构医生');
  const owner = await account(app, p);
  const otherDoctor = await account(app, other, { role: 'doctor' });
  const rp = await addResearchProject(p, p.orgId);
  const closed = await addResearchProject(p, p.orgId, '已结束的研究', 'closed');
  const rpB = await addResearchProject(p, orgB, '外机构研究');
  const mother = await createPatient(app, p, doctor, {
    name: '林晓雯',
    idcard: womanIdcard(),
    doctorId: doctor.doctorId,
  });
  const man = await createPatient(app, p, doctor, {
    name: '张大山',
    doctorId: doctor.doctorId,
    idcard: manIdcard(),
  });
  const motherB = await createPatient(app, p, farDoctor, { name: '外机构孕妇', idcard: womanIdcard() });
  return {
    p,
    other,
    doctor,
    doctor2,
    orgB,
    farDoctor,
    owner,
    otherDoctor,
    rp,
    closed,
    rpB,
    mother,
    man,
    motherB,
  };
}
export type ResearchWorld = Awaited<ReturnType<typeof researchWorld>>;

export function manIdcard(): string {
  const first17 = `330110198${randomInt(0, 10)}0${randomInt(1, 10)}1${randomInt(0, 10)}${String(randomInt(0, 500) * 2 + 1).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

export function post(
  app: FastifyInstance,
  p: TestProject,
  who: Account | null,
  url: string,
  payload: unknown,
) {
  return call(app, p, {
    method: 'POST',
    url,
    ...(who ? { token: who.token } : {}),
    payload: payload as object,
  });
}
export function put(
  app: FastifyInstance,
  p: TestProject,
  who: Account | null,
  url: string,
  payload: unknown,
) {
  return call(app, p, {
    method: 'PUT',
    url,
    ...(who ? { token: who.token } : {}),
    payload: payload as object,
  });
}
export function get(app: FastifyInstance, p: TestProject, who: Account | null, url: string) {
  return call(app, p, { method: 'GET', url, ...(who ? { token: who.token } : {}) });
}

/** Enrols `patient` into `rp` as `who`; answers the pair. */
export async function enrol(
  app: FastifyInstance,
  p: TestProject,
  who: Account,
  rp: number,
  patient: CreatedPatient,
) {
  const res = await post(app, p, who, '/api/research/into/group', {
    researchProjectId: rp,
    patientId: patient.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; mother: { patientId: number } };
}

export const sampleBody = (rp: number, patientId: number, extra: Record<string, unknown> = {}) => ({
  encode: `bc-${randomInt(0, 1e9)}`,
  researchProjectId: rp,
  samplePatient: patientId,
  sampleType: 'blood',
  collectPhase: 'T1',
  collectTime: new Date(Date.now() - 3_600_000).toISOString(),
  branchNum: 4,
  branchCapacity: 1.5,
  preserveAddress: '-80°C冰箱A-第2层-冻存盒05',
  ...extra,
});

export const randomPhone = randomTel;
