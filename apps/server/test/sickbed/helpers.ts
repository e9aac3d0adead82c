import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, createProject, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, type CreatedPatient, createPatient } from '../patients/helpers.ts';
import { addOrg, staffIn } from '../referral/helpers.ts';

/**
 * Org A (the project's org): 钱医生 (the patients' doctor), 孙医生, 赵助理; org B: 外机构医生;
 * an account with two patients of 钱医生; a stranger; another project with a doctor.
 */
export async function sickbedWorld(app: FastifyInstance) {
  const p = await createProject();
  const other = await createProject();
  const doctor = await account(app, p, { role: 'doctor', name: '钱医生' });
  const doctor2 = await account(app, p, { role: 'doctor', name: '孙医生' });
  const assistant = await account(app, p, { role: 'assistant', name: '赵助理' });
  const orgB = await addOrg(p, '另一机构');
  const farDoctor = await staffIn(app, p, orgB, null, '外机构医生');
  const owner = await account(app, p);
  const stranger = await account(app, p);
  const patient = await createPatient(app, p, owner, { name: '孙七', doctorId: doctor.doctorId });
  const patient2 = await createPatient(app, p, owner, { name: '孙八', doctorId: doctor.doctorId });
  const otherDoctor = await account(app, other, { role: 'doctor' });
  return {
    p,
    other,
    doctor,
    doctor2,
    assistant,
    orgB,
    farDoctor,
    owner,
    stranger,
    patient,
    patient2,
    otherDoctor,
  };
}
export type SickbedWorld = Awaited<ReturnType<typeof sickbedWorld>>;

export const bedBody = (patient: CreatedPatient, extra: Record<string, unknown> = {}) => ({
  patientId: patient.id,
  address: '杭州市西湖区文三路1号',
  tel: patient.tel,
  diseaseCategory: 1,
  diseaseCategoryName: '高血压',
  remark: '脑卒中后遗症，长期卧床',
  ...extra,
});

export async function apply(
  app: FastifyInstance,
  p: TestProject,
  who: Account,
  patient: CreatedPatient,
  extra: Record<string, unknown> = {},
) {
  const res = await call(app, p, {
    method: 'POST',
    url: '/api/patient/sickbed',
    token: who.token,
    payload: bedBody(patient, extra),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; state: number };
}

export function setBedState(
  app: FastifyInstance,
  p: TestProject,
  who: Account,
  id: number,
  payload: Record<string, unknown>,
) {
  return call(app, p, { method: 'PUT', url: `/api/patient/sickbed/state/${id}`, token: who.token, payload });
}

export async function bedState(id: number): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ state: number }>('select state from sickbed_applications where id = $1', [id]);
    return r.rows[0]?.state ?? -1;
  });
}

/** Puts an application into `state` directly, meeting the table's checks. */
export async function forceBedState(id: number, state: number) {
  await withAdmin((c) =>
    c.query(
      `update sickbed_applications set state = $2::int,
         bed_no = case when $2::int in (1, 4) then 'JCTEST-' || id end,
         reviewed_at = case when $2::int in (1, 2, 4) then now() end,
         discharged_at = case when $2::int = 4 then now() end
       where id = $1`,
      [id, state],
    ),
  );
}
