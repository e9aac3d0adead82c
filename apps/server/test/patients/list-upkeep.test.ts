import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, otherOrgDoctor } from './helpers.ts';
import { groupedPatient, list, reading } from './list-helpers.ts';

describe('the patient list follows every change (patient_summaries kept by triggers)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let colleague: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    colleague = await account(app, p, { role: 'doctor', name: '李医生' });
  });
  afterAll(() => app.close());

  it('the list follows every change: a late older reading, a deleted reading, a new group, a new doctor', async () => {
    const patient = await groupedPatient(app, p, doctor, '追踪', [{ type: 2, level: 1 }]);
    const recent = await reading(app, p, doctor, patient.id, 1, [165, 102]);
    await reading(app, p, doctor, patient.id, 20, [118, 70]);
    const row = async (query: Record<string, string> = {}) =>
      (await list(app, p, doctor, { search: '追踪', ...query })).list[0];
    expect((await row())?.latestReading).toMatchObject({ id: recent, level: 'grade2' });
    const del = await call(app, p, {
      method: 'DELETE',
      url: `/api/patient/life/measurement/${recent}`,
      token: doctor.token,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await row()).toMatchObject({ abnormalRecent: false, latestReading: { level: 'normal' } });
    expect(await row({ abnormal: '1' })).toBeUndefined();
    await call(app, p, {
      method: 'PUT',
      url: `/api/patient/${patient.id}`,
      token: doctor.token,
      payload: { name: '追踪', categoryList: [{ type: 1, level: 3 }] },
    });
    expect(await row({ diseaseType: '1', level: '3' })).toMatchObject({ id: patient.id });
    expect(await row({ diseaseType: '2' })).toBeUndefined();
    const move = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/doctor/${patient.id}`,
      token: doctor.token,
      payload: { doctorId: colleague.doctorId },
    });
    expect(move.statusCode, move.body).toBe(200);
    expect(await row({ scope: 'mine' })).toBeUndefined();
    expect((await list(app, p, colleague, { scope: 'mine', search: '追踪' })).total).toBe(1);
  });

  it("a doctor who moved to another org still lists the patients they are the doctor of, and the new org's", async () => {
    const mover = await account(app, p, { role: 'doctor', name: '调动医生' });
    const own = await groupedPatient(app, p, mover, '老机构患者', [{ type: 1, level: 2 }]);
    await reading(app, p, mover, own.id, 1, [165, 100]);
    const newOrg = await otherOrgDoctor(app, p);
    const moved = await withAdmin(async (c) => {
      const org = await c.query<{ org_id: number }>('select org_id from users where id = $1', [newOrg.id]);
      const orgId = org.rows[0]?.org_id;
      await c.query('update users set org_id = $1 where id = $2', [orgId, mover.id]);
      await c.query('update doctors set org_id = $1 where user_id = $2', [orgId, mover.id]);
      return orgId;
    });
    expect(moved).toBeTruthy();
    const theirs = await groupedPatient(app, p, newOrg, '新机构患者', [{ type: 1, level: 2 }]);
    await reading(app, p, newOrg, theirs.id, 1, [150, 95]);
    const seen = await list(app, p, mover, { diseaseType: '1', level: '2', abnormal: '1' });
    expect(seen.list.map((x) => x.name).sort()).toEqual(['新机构患者', '老机构患者'].sort());
    expect(seen.total).toBe(2);
    expect((await list(app, p, mover, { scope: 'mine' })).list.map((x) => x.name)).toEqual(['老机构患者']);
    expect((await list(app, p, newOrg, { search: '老机构患者' })).total).toBe(0);
  });
});
