import { isPatientDataPath } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, createPatient } from '../patients/helpers.ts';

/**
 * Walks the whole route table: every route whose path carries patient data must write an audit
 * row for a call, whatever the call's outcome. A route added later under a patient-data path
 * (or registered around the audit hook) fails here.
 */
describe('every patient-data route writes the audit trail', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let patientId: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    const owner = await account(app, p);
    doctor = await account(app, p, { role: 'doctor' });
    patientId = (await createPatient(app, p, owner, { doctorId: doctor.doctorId })).id;
  });
  afterAll(() => app.close());

  it('finds the patient-data routes and each one writes a row', async () => {
    const patientData = app.routeTable.filter((r) => isPatientDataPath(r.url));
    expect(patientData.length).toBeGreaterThan(100);
    for (const r of patientData) {
      const url = r.url.replace(/:(\w+)/g, (_, name: string) =>
        /patient/i.test(name) ? String(patientId) : '1',
      );
      const res = await call(app, p, {
        method: r.method as 'GET',
        url: `${url}${url.includes('?') ? '&' : '?'}patientId=${patientId}`,
        token: doctor.token,
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
    }
    await app.services.audit.flush();
    const written = await withAdmin(async (c) =>
      c.query<{ resource: string }>('select distinct resource from audit_events where project_id = $1', [
        p.id,
      ]),
    );
    const seen = new Set(written.rows.map((row) => row.resource));
    const silent = patientData.map((r) => `${r.method} ${r.url}`).filter((name) => !seen.has(name));
    expect(silent).toEqual([]);
  }, 120_000);
});
