import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { account } from '../patients/helpers.ts';
import { type AiWorld, aiCall, aiWorld } from './helpers.ts';

const BIND = '/api/doctor/yzh/bind';
const meta = (code: string) => `/api/local/yzh/${code}/metadata`;

describe('AI platform foundation: district scope, local bindings, metadata (issue 16)', () => {
  let app: FastifyInstance;
  let w: AiWorld;

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
  });
  afterAll(() => app.close());

  it('metadata by area code, "02" + area code or org code, for a servicer of the district', async () => {
    for (const code of ['330113', '02330113', 'Y001']) {
      const res = await aiCall(app, w, w.a, 'GET', meta(code));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        localAreaCode: '02330113',
        areaCode: '330113',
        districtName: '临平区',
        orgCode: 'Y001',
        version: 'informationInnovation',
        localUserId: null,
        dataSource: 'platform',
        features: { patientPortClosed: false },
      });
    }
    const b = await aiCall(app, w, w.b, 'GET', meta('330110'));
    expect(b.json().data).toMatchObject({ version: 'mongo', features: { patientPortClosed: true } });
  });

  it('another district, an unknown code and a customer: 404 / 403 / 401', async () => {
    expect((await aiCall(app, w, w.a, 'GET', meta('330110'))).statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', meta('Y001'))).statusCode).toBe(404);
    expect((await aiCall(app, w, w.a, 'GET', meta('999999'))).statusCode).toBe(404);
    expect((await aiCall(app, w, null, 'GET', meta('330113'))).statusCode).toBe(401);
    const patient = await account(app, w.p);
    expect((await aiCall(app, w, patient, 'GET', meta('330113'))).statusCode).toBe(403);
    const bad = await aiCall(app, w, w.a, 'GET', meta('33%2F01'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('地区编码有误');
    // The admin works in every district of the project.
    expect((await aiCall(app, w, w.admin, 'GET', meta('330110'))).statusCode).toBe(200);
  });

  it('binds, reads and unbinds the local account; the password is sealed and never answered', async () => {
    const body = { localAreaCode: '330113', localUsername: 'lp_test', localPassword: 'Secret#123' };
    const res = await aiCall(app, w, w.a, 'POST', BIND, body);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      localAreaCode: '02330113',
      localUsername: 'lp_test',
      doctorId: w.a.doctorId,
    });
    expect(data.localUserId).toMatch(/^L330113/);
    expect(res.body).not.toContain('Secret#123');
    const sealed = await withAdmin(async (c) => {
      const r = await c.query<{ s: string }>(
        'select local_password_sealed as s from ai_local_bindings where user_id = $1',
        [w.a.id],
      );
      return r.rows[0]?.s ?? '';
    });
    expect(sealed).not.toContain('Secret');
    expect(sealed.length).toBeGreaterThan(20);
    const got = await aiCall(app, w, w.a, 'GET', BIND);
    expect(got.json().data.localUserId).toBe(data.localUserId);
    expect((await aiCall(app, w, w.a, 'GET', meta('330113'))).json().data.localUserId).toBe(data.localUserId);
    expect((await aiCall(app, w, w.a, 'DELETE', BIND)).statusCode).toBe(200);
    expect((await aiCall(app, w, w.a, 'GET', BIND)).json().data).toBeNull();
  });

  it('bad bind input is 400 in Chinese; self-binding another district is 404', async () => {
    const bad = await aiCall(app, w, w.a, 'POST', BIND, { localAreaCode: '330113', localUsername: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/区域平台/);
    const other = await aiCall(app, w, w.a, 'POST', BIND, {
      localAreaCode: '330110',
      localUsername: 'x',
      localPassword: 'y',
    });
    expect(other.statusCode).toBe(404);
  });

  it('a manager binds a doctor to another district, which opens it to them; others cannot', async () => {
    const url = `${BIND}/doctor/${w.a.doctorId}`;
    const body = { localAreaCode: 'Y002', localUsername: 'yh_a', localPassword: 'pw' };
    expect((await aiCall(app, w, w.b, 'POST', url, body)).statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', url)).statusCode).toBe(404);
    const res = await aiCall(app, w, w.admin, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.localAreaCode).toBe('02330110');
    expect((await aiCall(app, w, w.a, 'GET', meta('330110'))).statusCode).toBe(200);
    expect((await aiCall(app, w, w.a, 'GET', url)).json().data.localUsername).toBe('yh_a');
    expect((await aiCall(app, w, w.admin, 'DELETE', url)).statusCode).toBe(200);
    expect((await aiCall(app, w, w.a, 'GET', meta('330110'))).statusCode).toBe(404);
  });
});
