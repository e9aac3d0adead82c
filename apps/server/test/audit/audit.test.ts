import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, databaseUrl, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, createPatient } from '../patients/helpers.ts';

async function flush(app: FastifyInstance) {
  await app.services.audit.flush();
}

async function auditRows(projectId: number, where = 'true', params: unknown[] = []) {
  return withAdmin(async (c) => {
    const r = await c.query(`select * from audit_events where project_id = $1 and ${where} order by id`, [
      projectId,
      ...params,
    ]);
    return r.rows as Array<Record<string, unknown>>;
  });
}

describe('audit trail of patient-record access', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let doctor: Account;
  let patient: { id: number };

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p, { name: '王芳' });
    doctor = await account(app, p, { role: 'doctor', name: '李医生' });
    patient = await createPatient(app, p, owner, { doctorId: doctor.doctorId });
  });
  afterAll(() => app.close());

  it("records the doctor's read of a patient's readings and shows it to the patient, not the patient's own calls", async () => {
    const res = await call(app, p, {
      method: 'GET',
      url: `/api/patient/life/history?patientId=${patient.id}&type=bp`,
      token: doctor.token,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await flush(app);
    const rows = await auditRows(p.id, 'user_id = $2 and patient_id = $3', [doctor.id, patient.id]);
    expect(rows.length).toBeGreaterThan(0);
    const row = rows.at(-1) ?? {};
    expect(row).toMatchObject({
      action: 'search',
      resource: 'GET /api/patient/life/history',
      outcome: 'success',
      status: 200,
      role: 'doctor',
      org_id: p.orgId,
      device: 'android',
    });
    expect(row.query).toEqual({ patientId: String(patient.id), type: 'bp' });

    const seen = await call(app, p, {
      method: 'GET',
      url: `/api/patient/access/record?patientId=${patient.id}`,
      token: owner.token,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    const list = seen.json().data.list as Array<Record<string, unknown>>;
    expect(list.some((e) => e.actorName === '李医生' && e.action === 'search')).toBe(true);
    // The account's own calls (creating the patient, this very list) are not shown back to it.
    expect(list.every((e) => e.userId !== owner.id)).toBe(true);
    expect(list.every((e) => e.ip === null)).toBe(true);
  });

  it('keeps the names of search fields but not what was typed', async () => {
    const res = await call(app, p, {
      method: 'GET',
      url: `/api/patient?name=${encodeURIComponent('王芳')}&pageSize=5`,
      token: doctor.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    await flush(app);
    const rows = await auditRows(p.id, `resource = 'GET /api/patient' and user_id = $2`, [doctor.id]);
    expect(rows.at(-1)?.query).toEqual({ name: '*', pageSize: '5' });
    const all = JSON.stringify(await auditRows(p.id));
    expect(all).not.toContain('王芳');
  });

  it("records a stranger's failed attempt on someone else's patient as not found", async () => {
    const stranger = await account(app, p);
    const res = await call(app, p, {
      method: 'GET',
      url: `/api/patient/life/history?patientId=${patient.id}&type=bp`,
      token: stranger.token,
    });
    expect(res.statusCode).toBe(404);
    await flush(app);
    const rows = await auditRows(p.id, 'user_id = $2', [stranger.id]);
    expect(rows.at(-1)).toMatchObject({ outcome: 'not_found', status: 404, patient_id: null });
    expect(rows.at(-1)?.query).toMatchObject({ patientId: String(patient.id) });
  });

  it('lets a project administrator filter the trail; doctors and patients may not read it', async () => {
    const admin = await account(app, p, { role: 'admin', name: '管理员' });
    const res = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/audit/record?userId=${doctor.id}&action=search&pageSize=50`,
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => e.userId === doctor.id && e.action === 'search')).toBe(true);
    expect(list.find((e) => e.patientId === patient.id)?.patientName).toBe('*三');
    for (const who of [doctor, owner]) {
      const denied = await call(app, p, { method: 'GET', url: '/api/doctor/audit/record', token: who.token });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ success: false });
    }
    const bad = await call(app, p, {
      method: 'GET',
      url: '/api/doctor/audit/record?startDate=2026/01/01',
      token: admin.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('开始日期格式应为YYYY-MM-DD');
  });

  it("shows the org administrator the sign-ins of the org's staff", async () => {
    const login = await call(app, p, {
      method: 'POST',
      url: '/api/user/login/doctor',
      payload: { username: doctor.username, password: doctor.password, orgCode: p.orgCode },
    });
    expect(login.statusCode, login.body).toBe(200);
    await flush(app);
    const admin = await account(app, p, { role: 'admin', name: '机构管理员' });
    const res = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/audit/record?action=login&userId=${doctor.id}`,
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.list[0]).toMatchObject({ userId: doctor.id, action: 'login', outcome: 'success' });
  });

  it('exports all of a patient’s data as a file, records the export, and refuses another account’s patient', async () => {
    await call(app, p, {
      method: 'POST',
      url: '/api/patient/blood/pressure',
      token: owner.token,
      payload: { patientId: patient.id, high: 128, low: 82, measureTime: new Date().toISOString() },
    });
    const res = await call(app, p, {
      method: 'GET',
      url: `/api/patient/export/${patient.id}`,
      token: owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kanghu-patient-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = res.json();
    expect(file.patient.id).toBe(patient.id);
    expect(file.records.measurements.length).toBeGreaterThan(0);
    expect(file.account.profile.id).toBe(owner.id);
    expect(JSON.stringify(file)).not.toContain('password');
    await flush(app);
    const rows = await auditRows(p.id, `action = 'export' and user_id = $2`, [owner.id]);
    expect(rows.at(-1)).toMatchObject({ patient_id: patient.id, outcome: 'success' });

    const stranger = await account(app, p);
    const denied = await call(app, p, {
      method: 'GET',
      url: `/api/patient/export/${patient.id}`,
      token: stranger.token,
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ success: false });
  });

  it('is append-only for the application role; retention never drops rows younger than 180 days', async () => {
    const client = new pg.Client({ connectionString: databaseUrl(), options: '-c role=kanghu_app' });
    await client.connect();
    try {
      await client.query(`select set_config('app.project_id', $1, false)`, [String(p.id)]);
      await expect(client.query(`update audit_events set outcome = 'success'`)).rejects.toThrow(
        /permission denied/,
      );
      await expect(client.query('delete from audit_events')).rejects.toThrow(/permission denied/);
      await withAdmin(async (c) => {
        for (const days of [179, 181]) {
          await c.query(
            `insert into audit_events (project_id, at, action, resource, outcome, status)
             values ($1, now() - make_interval(days => $2), 'read', $3, 'success', 200)`,
            [p.id, days, `GET /retention/${days}`],
          );
        }
      });
      await client.query('select audit_purge(0)');
    } finally {
      await client.end();
    }
    const left = await auditRows(p.id, `resource like 'GET /retention/%'`);
    expect(left.map((r) => r.resource)).toEqual(['GET /retention/179']);
  });
});
