import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  randomTel,
  TEST_PASSWORD,
  type TestProject,
  withAdmin,
} from '../fixtures.ts';
import { requestCode, tokenFor } from './helpers.ts';

describe('registration and password reset by SMS', () => {
  let app: FastifyInstance;
  let p: TestProject;
  const password = 'NewPass2026';

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, project: TestProject = p) =>
    call(app, project, { method: 'POST', url, payload });

  for (const url of ['/api/user/register/app', '/api/user/register/customer/pwd']) {
    describe(`POST ${url}`, () => {
      it('creates a customer (role patient) with an argon2id password and signs in', async () => {
        const tel = randomTel();
        const verifyCode = await requestCode(app, p, tel, 'register');
        const res = await post(url, {
          tel,
          password,
          verifyCode,
          name: '新用户',
          appName: 'kanghu',
          inviteCode: 'X1',
        });
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data;
        expect(data.user).toMatchObject({ userType: 'customer', role: 'patient', name: '新用户' });
        const mine = await call(app, p, { method: 'GET', url: '/api/user/mine', token: data.token });
        expect(mine.json().data.user.id).toBe(data.user.id);
        const stored = await withAdmin((c) =>
          c.query<{ password_hash: string }>('select password_hash from users where id=$1', [data.user.id]),
        );
        expect(stored.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
        const again = await post('/api/user/login/customer/pwd', { username: tel, password });
        expect(again.statusCode).toBe(200);
      });

      it('refuses a taken number with 400 该手机号已注册', async () => {
        const u = await createUser(p);
        const verifyCode = await requestCode(app, p, u.tel, 'register');
        const res = await post(url, { tel: u.tel, password, verifyCode });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, msg: MSG.telTaken });
      });

      it('refuses a wrong code, a code of another scene, and a weak password', async () => {
        const tel = randomTel();
        const loginCode = await requestCode(app, p, tel, 'login');
        const otherScene = await post(url, { tel, password, verifyCode: loginCode });
        expect(otherScene.statusCode).toBe(400);
        expect(otherScene.json().msg).toBe(MSG.badVerifyCode);
        const weak = await post(url, { tel, password: 'short', verifyCode: '123456' });
        expect(weak.statusCode).toBe(400);
        expect(weak.json().msg).toContain(MSG.passwordWeak);
        const noCode = await post(url, { tel, password });
        expect(noCode.statusCode).toBe(400);
        expect(noCode.json().msg).toContain('请输入验证码');
      });
    });
  }

  it('the same number may register in another project', async () => {
    const u = await createUser(p);
    const other = await createProject();
    const verifyCode = await requestCode(app, other, u.tel, 'register');
    const res = await post('/api/user/register/app', { tel: u.tel, password, verifyCode }, other);
    expect(res.statusCode).toBe(200);
  });

  describe('POST /api/user/app/login/reset/pwd', () => {
    it('sets the new password and revokes every session of the account', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      const verifyCode = await requestCode(app, p, u.tel, 'resetPwd');
      const res = await post('/api/user/app/login/reset/pwd', {
        tel: u.tel,
        password,
        verifyCode,
        appId: 'a',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, data: null });
      const old = await call(app, p, { method: 'GET', url: '/api/user/mine', token });
      expect(old.statusCode).toBe(401);
      const oldPw = await post('/api/user/app/login', { username: u.username, password: TEST_PASSWORD });
      expect(oldPw.statusCode).toBe(400);
      const newPw = await post('/api/user/app/login', { username: u.username, password });
      expect(newPw.statusCode).toBe(200);
    });

    it('refuses a wrong code and bad input', async () => {
      const u = await createUser(p);
      const res = await post('/api/user/app/login/reset/pwd', { tel: u.tel, password, verifyCode: '000000' });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG.badVerifyCode);
      const bad = await post('/api/user/app/login/reset/pwd', { tel: 'abc', password, verifyCode: '000000' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain(MSG.telInvalid);
    });
  });
});
