import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { account, createPatient } from '../patients/helpers.ts';
import { listen, TestClient, wsUrl } from '../realtime/helpers.ts';

describe('abnormal readings reach the doctor over the realtime channel', () => {
  let app: FastifyInstance;
  let p: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    await listen(app);
    p = await createProject();
  });
  afterAll(() => app.close());

  it("the doctor's socket gets FAMILY_DOCTOR_MEASURE_DATA within 2 s of an abnormal manual reading; another doctor gets nothing", async () => {
    const owner = await account(app, p);
    const doctor = await account(app, p, { role: 'doctor' });
    const other = await account(app, p, { role: 'doctor' });
    const patient = await createPatient(app, p, owner, { doctorId: doctor.doctorId });
    const doctorSocket = await TestClient.signedIn(wsUrl(app, doctor.id, `?project=${p.key}`), doctor.token);
    const otherSocket = await TestClient.signedIn(wsUrl(app, other.id, `?project=${p.key}`), other.token);
    try {
      const started = Date.now();
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/blood/pressure',
        token: owner.token,
        payload: { patientId: patient.id, high: 172, low: 104, measureTime: new Date().toISOString() },
      });
      expect(res.statusCode, res.body).toBe(200);
      const notice = await doctorSocket.next('FAMILY_DOCTOR_MEASURE_DATA', () => true, 2000);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(notice.data).toEqual({
        patientId: patient.id,
        measurementId: res.json().data.id,
        type: 'bp',
        level: 'grade2',
      });
      expect(otherSocket.count('FAMILY_DOCTOR_MEASURE_DATA')).toBe(0);
    } finally {
      doctorSocket.close();
      otherSocket.close();
    }
  });
});
