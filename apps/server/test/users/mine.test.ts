import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestCode, tokenFor } from '../auth/helpers.ts';
import { call, createProject, createTestApp, createUser, randomTel, type TestProject } from '../fixtures.ts';

describe('my account', () => {
  let app: FastifyInstance;
  let p: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
  });
  afterAll(() => app.close());

  describe('GET /api/user/mine', () => {
    it('answers the session info with my token, masked number and metadata', async () => {
      const u = await createUser(p, { name: '孙八' });
      const token = await tokenFor(app, p, u);
      const res = await call(app, p, { method: 'GET', url: '/api/user/mine', token });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.token).toBe(token);
      expect(data.user).toMatchObject({ id: u.id, name: '孙八', userType: 'customer' });
      expect(data.user.tel).not.toBe(u.tel);
      expect(data.project).toBe(p.key);
      expect(data.metadata).toBeTypeOf('object');
    });

    it('does not touch the database when the session and the info are cached', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      await call(app, p, { method: 'GET', url: '/api/user/mine', token });
      const spy = vi.spyOn(app.services.db, 'tenant');
      try {
        const res = await call(app, p, { method: 'GET', url: '/api/user/mine', token });
        expect(res.statusCode).toBe(200);
        expect(spy).not.toHaveBeenCalled();
      } finally {
        spy.mockRestore();
      }
    });

    it('answers 401 without a token', async () => {
      const res = await call(app, p, { method: 'GET', url: '/api/user/mine' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, msg: MSG.unauthorized });
    });
  });

  describe('PUT /api/user/mine', () => {
    it('updates my profile and GET /api/user/mine shows it at once', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      await call(app, p, { method: 'GET', url: '/api/user/mine', token });
      const username = `me-${u.id}`;
      const res = await call(app, p, {
        method: 'PUT',
        url: '/api/user/mine',
        token,
        payload: { name: '周九', username, email: 'me@example.com', photo: '/files/a.png', tel: u.tel },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ name: '周九', username, email: 'me@example.com' });
      const mine = await call(app, p, { method: 'GET', url: '/api/user/mine', token });
      expect(mine.json().data.user).toMatchObject({ name: '周九', username });
    });

    it('changes my number only with the code sent to the new number', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      const tel = randomTel();
      const noCode = await call(app, p, { method: 'PUT', url: '/api/user/mine', token, payload: { tel } });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().msg).toBe('修改手机号需要短信验证码');
      const verifyCode = await requestCode(app, p, tel, 'changeTel');
      const ok = await call(app, p, {
        method: 'PUT',
        url: '/api/user/mine',
        token,
        payload: { tel, verifyCode },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const login = await call(app, p, {
        method: 'POST',
        url: '/api/user/app/login',
        payload: { username: tel, password: u.password },
      });
      expect(login.json().data.user.id).toBe(u.id);
    });

    it('refuses a taken username or number, and bad input, with 400', async () => {
      const u = await createUser(p);
      const v = await createUser(p);
      const token = await tokenFor(app, p, u);
      const name = await call(app, p, {
        method: 'PUT',
        url: '/api/user/mine',
        token,
        payload: { username: v.username },
      });
      expect(name.statusCode).toBe(400);
      expect(name.json().msg).toBe(MSG.usernameTaken);
      const verifyCode = await requestCode(app, p, v.tel, 'changeTel');
      const tel = await call(app, p, {
        method: 'PUT',
        url: '/api/user/mine',
        token,
        payload: { tel: v.tel, verifyCode },
      });
      expect(tel.statusCode).toBe(400);
      expect(tel.json().msg).toBe(MSG.telTaken);
      const email = await call(app, p, {
        method: 'PUT',
        url: '/api/user/mine',
        token,
        payload: { email: 'nope' },
      });
      expect(email.statusCode).toBe(400);
      expect(email.json().msg).toContain('请输入正确的邮箱');
      const badTel = await call(app, p, {
        method: 'PUT',
        url: '/api/user/mine',
        token,
        payload: { tel: '123' },
      });
      expect(badTel.json().msg).toContain(MSG.telInvalid);
    });

    it('answers 401 without a token', async () => {
      const res = await call(app, p, { method: 'PUT', url: '/api/user/mine', payload: { name: 'x' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('PUT /api/user/tel/:id', () => {
    it('changes my number with the code of the new number', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      const tel = randomTel();
      const verifyCode = await requestCode(app, p, tel, 'changeTel');
      const res = await call(app, p, {
        method: 'PUT',
        url: `/api/user/tel/${u.id}`,
        token,
        payload: { tel, verifyCode },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.tel).toBe(`${tel.slice(0, 3)}****${tel.slice(7)}`);
      const mine = await call(app, p, { method: 'GET', url: '/api/user/mine', token });
      expect(mine.json().data.user.tel).toBe(res.json().data.tel);
    });

    it('refuses a wrong code, another account, bad input and no token', async () => {
      const u = await createUser(p);
      const v = await createUser(p);
      const token = await tokenFor(app, p, u);
      const tel = randomTel();
      const wrong = await call(app, p, {
        method: 'PUT',
        url: `/api/user/tel/${u.id}`,
        token,
        payload: { tel, verifyCode: '000000' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().msg).toBe(MSG.badVerifyCode);
      const other = await call(app, p, {
        method: 'PUT',
        url: `/api/user/tel/${v.id}`,
        token,
        payload: { tel, verifyCode: '000000' },
      });
      expect(other.statusCode).toBe(403);
      const bad = await call(app, p, {
        method: 'PUT',
        url: `/api/user/tel/${u.id}`,
        token,
        payload: { tel },
      });
      expect(bad.statusCode).toBe(400);
      const anon = await call(app, p, {
        method: 'PUT',
        url: `/api/user/tel/${u.id}`,
        payload: { tel, verifyCode: '000000' },
      });
      expect(anon.statusCode).toBe(401);
    });
  });
});
