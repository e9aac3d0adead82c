import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, createUser, type TestProject, withAdmin } from '../fixtures.ts';

const BOARD = {
  customer: [{ name: '预约医生', icon: 'UserAddOutline', url: '/health/patient/reserve/doctor/list' }],
  servicer: [{ name: '家庭病床', icon: 'TeamOutline', url: '/health/doctor/sickbed' }],
};

async function setConfig(project: TestProject, key: string, value: unknown) {
  await withAdmin((c) =>
    c.query('insert into configs (project_id, key, value) values ($1,$2,$3)', [
      project.id,
      key,
      JSON.stringify(value),
    ]),
  );
}

describe('GET /api/config/:key and /api/base/config/board/mine', () => {
  let app: FastifyInstance;
  let a: TestProject;
  let b: TestProject;
  let patientToken: string;
  let doctorToken: string;
  let tokenB: string;

  beforeAll(async () => {
    app = await createTestApp();
    a = await createProject();
    b = await createProject();
    await setConfig(a, 'board', BOARD);
    await setConfig(a, 'hotline', { tel: '400-000-0000' });
    await setConfig(a, 'secretPartnerKey', { key: 'do-not-leak' });
    await setConfig(a, 'SECRET_sms', 'x');
    const patient = await createUser(a, { role: 'patient' });
    const doctor = await createUser(a, { role: 'doctor' });
    const other = await createUser(b, { role: 'patient' });
    patientToken = await app.services.sessions.issue(a.id, patient.id, {});
    doctorToken = await app.services.sessions.issue(a.id, doctor.id, {});
    tokenB = await app.services.sessions.issue(b.id, other.id, {});
  });
  afterAll(() => app.close());

  it('answers a configured value without login', async () => {
    const res = await call(app, a, { method: 'GET', url: '/api/config/hotline' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { tel: '400-000-0000' } });
  });

  it('answers 404 for unknown keys, secret keys and keys of another project', async () => {
    for (const key of ['nothing', 'secretPartnerKey', 'SECRET_sms']) {
      const res = await call(app, a, { method: 'GET', url: `/api/config/${key}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
      expect(res.body).not.toContain('do-not-leak');
    }
    const other = await call(app, b, { method: 'GET', url: '/api/config/hotline' });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a malformed key with 400 and a Chinese message', async () => {
    const res = await call(app, a, { method: 'GET', url: '/api/config/a%20b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('配置标识格式有误');
  });

  it('gives each user type its own board', async () => {
    const p = await call(app, a, { method: 'GET', url: '/api/base/config/board/mine', token: patientToken });
    expect(p.json()).toEqual({ success: true, data: BOARD.customer });
    const d = await call(app, a, { method: 'GET', url: '/api/base/config/board/mine', token: doctorToken });
    expect(d.json().data).toEqual(BOARD.servicer);
  });

  it('answers an empty board when the project has none', async () => {
    const res = await call(app, b, { method: 'GET', url: '/api/base/config/board/mine', token: tokenB });
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('needs a login (401), and a token of another project is refused', async () => {
    const none = await call(app, a, { method: 'GET', url: '/api/base/config/board/mine' });
    expect(none.statusCode).toBe(401);
    const cross = await call(app, a, { method: 'GET', url: '/api/base/config/board/mine', token: tokenB });
    expect(cross.statusCode).toBe(401);
  });
});
