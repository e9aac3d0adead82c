import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, otherOrgDoctor } from '../patients/helpers.ts';

/** A patient (with `doctorId` as their doctor) bound to each of `users`. */
async function patientOf(project: TestProject, doctorId: number | null, users: Account[]): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      `insert into patients (project_id, name, doctor_id) values ($1, '王病人', $2) returning id`,
      [project.id, doctorId],
    );
    const patientId = r.rows[0]?.id ?? 0;
    for (const [i, u] of users.entries()) {
      await c.query(
        `insert into patient_relations (project_id, user_id, patient_id, relation) values ($1, $2, $3, $4)`,
        [project.id, u.id, patientId, i === 0 ? 'self' : 'child'],
      );
    }
    return patientId;
  });
}

describe('GET /api/user/:id answers only for accounts the caller shares a context with', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let patient: Account;
  let family: Account;
  let stranger: Account;

  const brief = (who: Account, id: number) =>
    call(app, p, { method: 'GET', url: `/api/user/${id}`, token: who.token });

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    // A doctor of another org than the customers: only the patient relation links them.
    doctor = await otherOrgDoctor(app, p);
    patient = await account(app, p, { name: '王病人' });
    family = await account(app, p, { name: '王家属' });
    stranger = await account(app, p, { name: '路人' });
    await patientOf(p, doctor.doctorId, [patient, family]);
  });
  afterAll(() => app.close());

  it('a stranger gets 404 用户不存在, the same as for an unknown id', async () => {
    for (const target of [patient, doctor, family]) {
      const res = await brief(stranger, target.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, msg: MSG.userNotFound });
    }
    const unknown = await brief(stranger, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, msg: MSG.userNotFound });
    // A doctor with no tie to the customer (another org, not the patient's doctor) neither.
    const otherDoctor = await otherOrgDoctor(app, p);
    expect((await brief(otherDoctor, stranger.id)).statusCode).toBe(404);
  });

  it("the patient's doctor gets the patient's name", async () => {
    const res = await brief(doctor, patient.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: patient.id, name: '王病人', userType: 'customer' });
  });

  it("the patient gets their own doctor's name", async () => {
    const res = await brief(patient, doctor.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: doctor.id, name: '外机构医生', userType: 'servicer' });
  });

  it('my own family (bound to the same patient) answers, and so do I', async () => {
    const fam = await brief(patient, family.id);
    expect(fam.statusCode, fam.body).toBe(200);
    expect(fam.json().data).toEqual({ id: family.id, name: '王家属', userType: 'customer' });
    const self = await brief(stranger, stranger.id);
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json().data).toEqual({ id: stranger.id, name: '路人', userType: 'customer' });
  });

  it('a chat room links its two members', async () => {
    const a = await account(app, p, { name: '甲' });
    const b = await account(app, p, { name: '乙' });
    expect((await brief(a, b.id)).statusCode).toBe(404);
    await withAdmin((c) =>
      c.query('insert into ask_rooms (project_id, user_low, user_high) values ($1, $2, $3)', [
        p.id,
        Math.min(a.id, b.id),
        Math.max(a.id, b.id),
      ]),
    );
    const res = await brief(a, b.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: b.id, name: '乙', userType: 'customer' });
  });
});
