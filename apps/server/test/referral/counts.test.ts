import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeVisitsOfPatient } from '../../src/modules/care/home-visit-repo.ts';
import { pendingSickbedCountForOrg, sickbedsOfPatient } from '../../src/modules/care/sickbed-repo.ts';
import {
  pendingReferralCountFor,
  pendingReferralCountForOrg,
  referralsOfPatient,
} from '../../src/modules/referral/repo.ts';
import { call, createTestApp } from '../fixtures.ts';
import { apply, setBedState } from '../sickbed/helpers.ts';
import { type ReferralWorld, refer, referralWorld, setState } from './helpers.ts';

/** The repo functions the doctor's dashboard and the patient's timeline will use. */
describe('pending counts and per-patient lists for the dashboard and timeline', () => {
  let app: FastifyInstance;
  let w: ReferralWorld;

  beforeAll(async () => {
    app = await createTestApp();
    w = await referralWorld(app);
  });
  afterAll(() => app.close());

  const inTenant = <T>(fn: Parameters<FastifyInstance['services']['db']['tenant']>[1]) =>
    app.services.db.tenant(w.p.id, fn) as Promise<T>;

  it('counts pending referrals per addressee and per target org; lists a patient’s referrals', async () => {
    const toDoctor = await refer(app, w.p, w.docA1, w.patient, { targetDoctorId: w.docB1.doctorId });
    await refer(app, w.p, w.docA1, w.patient, { targetDepartmentId: w.deptB });
    const toOrg = await refer(app, w.p, w.docA1, w.patient, { targetOrgId: w.orgB });
    const count = (doctorId: number | null) =>
      inTenant<number>((tx) => pendingReferralCountFor(tx, doctorId ?? 0));
    expect(await count(w.docB1.doctorId)).toBe(3); // named, its department, its org
    expect(await count(w.docB2.doctorId)).toBe(2); // department and org
    expect(await count(w.docB3.doctorId)).toBe(1); // org only (no department)
    expect(await count(w.assistantB.doctorId)).toBe(0);
    expect(await count(w.docA1.doctorId)).toBe(0);
    expect(await inTenant<number>((tx) => pendingReferralCountForOrg(tx, w.orgB))).toBe(3);
    await setState(app, w.p, w.docB1, toDoctor.id, { referralState: 1 });
    await setState(app, w.p, w.docA1, toOrg.id, { referralState: 4 });
    expect(await count(w.docB1.doctorId)).toBe(1);
    const rows = await inTenant<Array<{ id: number }>>((tx) => referralsOfPatient(tx, w.patient.id));
    expect(rows).toHaveLength(3);
  });

  it('counts pending home sickbed applications of an org; lists a patient’s beds and visits', async () => {
    const bed = await apply(app, w.p, w.owner, w.patient);
    expect(await inTenant<number>((tx) => pendingSickbedCountForOrg(tx, w.p.orgId))).toBe(1);
    expect(await inTenant<number>((tx) => pendingSickbedCountForOrg(tx, w.orgB))).toBe(0);
    await setBedState(app, w.p, w.docA2, bed.id, { state: 1 });
    expect(await inTenant<number>((tx) => pendingSickbedCountForOrg(tx, w.p.orgId))).toBe(0);
    const visit = await call(app, w.p, {
      method: 'POST',
      url: '/api/patient/home/visit',
      token: w.docA1.token,
      payload: {
        patientId: w.patient.id,
        type: 1,
        contentCategory: '病情评估',
        startTime: new Date().toISOString(),
        endTime: new Date().toISOString(),
      },
    });
    expect(visit.statusCode, visit.body).toBe(200);
    const beds = await inTenant<Array<{ id: number; state: number }>>((tx) =>
      sickbedsOfPatient(tx, w.patient.id),
    );
    expect(beds.map((b) => [b.id, b.state])).toEqual([[bed.id, 1]]);
    const visits = await inTenant<Array<{ v: { sickbedId: number | null } }>>((tx) =>
      homeVisitsOfPatient(tx, w.patient.id),
    );
    expect(visits.map((v) => v.v.sickbedId)).toEqual([bed.id]);
  });
});
