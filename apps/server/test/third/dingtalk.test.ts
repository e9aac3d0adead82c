import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, createUser, type TestProject, withAdmin } from '../fixtures.ts';
import { auditRows, authorizeHref, expectFailure, expectLiveToken } from './helpers.ts';

const CORP = 'dingcorp0001';

describe('DingTalk doctor login (dev provider)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
  });
  afterAll(() => app.close());

  async function authorize(project: TestProject, mobile: string, corpId = CORP): Promise<string> {
    const qs = new URLSearchParams({
      corpId,
      redirect_uri: 'https://h5.example.test/ding/callback',
      state: 'd1',
      project: project.key,
      mobile,
    });
    const page = await call(app, project, { method: 'GET', url: `/api/third/dingtalk/dev/authorize?${qs}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('开发环境模拟钉钉授权');
    return authorizeHref(page.body).searchParams.get('code') ?? '';
  }

  const login = (project: TestProject, body: Record<string, unknown>) =>
    call(app, project, { method: 'POST', url: '/api/third/ding/talk/doctor/login', payload: body });

  it('asks for the simulated mobile first', async () => {
    const qs = new URLSearchParams({
      corpId: CORP,
      redirect_uri: 'https://h5.example.test/cb',
      project: p.key,
    });
    const page = await call(app, p, { method: 'GET', url: `/api/third/dingtalk/dev/authorize?${qs}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="mobile"');
    expect(page.body).toContain(`value="${p.key}"`);
  });

  it('round trip: authorize -> code -> the doctor with that mobile, bound for next time', async () => {
    const doctor = await createUser(p, { role: 'doctor' });
    const res = await login(p, { code: await authorize(p, doctor.tel), corpId: CORP });
    expect(res.statusCode).toBe(200);
    const info = res.json().data;
    expect(info.user.id).toBe(doctor.id);
    expect(info.user.userType).toBe('servicer');
    expect(info.doctor.id).toBe(doctor.doctorId);
    await expectLiveToken(app, p, info.token, doctor.id);

    const bound = await withAdmin((c) =>
      c.query('select user_id from third_identities where project_id = $1 and provider = $2', [
        p.id,
        'dingtalk',
      ]),
    );
    expect(bound.rows.map((r) => r.user_id)).toContain(doctor.id);
    // The bound identity logs in again even after the doctor's phone number changed.
    await withAdmin((c) => c.query(`update users set tel = '13000000000' where id = $1`, [doctor.id]));
    const again = await login(p, { code: await authorize(p, doctor.tel), corpId: CORP });
    expect(again.json().data.user.id).toBe(doctor.id);
    const rows = await auditRows(p, 'dingtalk-doctor-login');
    expect(rows.filter((r) => r.success && r.user_id === doctor.id)).toHaveLength(2);
  });

  it('refuses unknown people, patients, reused codes, other corps and other projects', async () => {
    const nobody = await login(p, { code: await authorize(p, '13711112222'), corpId: CORP });
    expectFailure(nobody, 400, MSG.thirdLoginFailed);

    const patient = await createUser(p);
    expectFailure(
      await login(p, { code: await authorize(p, patient.tel), corpId: CORP }),
      400,
      MSG.thirdLoginFailed,
    );

    const doctor = await createUser(p, { role: 'doctor' });
    const code = await authorize(p, doctor.tel);
    expectFailure(await login(p, { code, corpId: 'dingother' }), 400, MSG.thirdLoginFailed);
    // The failed exchange used the code up: single use whatever the outcome.
    expectFailure(await login(p, { code, corpId: CORP }), 400, MSG.thirdLoginFailed);

    const elsewhere = await createUser(other, { role: 'doctor', tel: doctor.tel });
    const foreign = await authorize(other, elsewhere.tel);
    expectFailure(await login(p, { code: foreign, corpId: CORP }), 400, MSG.thirdLoginFailed);
    const used = await login(other, { code: await authorize(other, elsewhere.tel), corpId: CORP });
    expect(used.json().data.user.id).toBe(elsewhere.id);

    expect(
      (await auditRows(p, 'dingtalk-doctor-login')).filter((r) => !r.success).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('validates the body in Chinese', async () => {
    expectFailure(await login(p, { corpId: CORP }), 400, '请提供授权码（code）');
    expectFailure(await login(p, { code: 'x', corpId: '' }), 400, '请提供corpId（corpId）');
  });
});
