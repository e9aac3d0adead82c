import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  TEST_PASSWORD,
  type TestProject,
  withAdmin,
} from '../fixtures.ts';
import { tokenFor } from './helpers.ts';

describe('sessions', () => {
  let app: FastifyInstance;
  let p: TestProject;
  const newPassword = 'Changed2026x';

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
  });
  afterAll(() => app.close());

  const mine = (token: string, project: TestProject = p) =>
    call(app, project, { method: 'GET', url: '/api/user/mine', token });

  describe('DELETE /api/user/logout', () => {
    it('revokes the current session: the same token gets 401 at once, other sessions live on', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      const second = await tokenFor(app, p, u);
      expect((await mine(token)).statusCode).toBe(200);
      const out = await call(app, p, { method: 'DELETE', url: '/api/user/logout', token });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, data: null });
      const after = await mine(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ success: false, msg: MSG.unauthorized });
      expect((await mine(second)).statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      const res = await call(app, p, { method: 'DELETE', url: '/api/user/logout' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('PUT /api/user/password', () => {
    it('changes the password, keeps this session and revokes the others', async () => {
      const u = await createUser(p);
      const current = await tokenFor(app, p, u);
      const other = await tokenFor(app, p, u);
      expect((await mine(other)).statusCode).toBe(200);
      const res = await call(app, p, {
        method: 'PUT',
        url: '/api/user/password',
        token: current,
        payload: { id: u.id, oldPwd: TEST_PASSWORD, password: newPassword },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await mine(other)).statusCode).toBe(401);
      expect((await mine(current)).statusCode).toBe(200);
      await tokenFor(app, p, { username: u.username, password: newPassword });
      const old = await call(app, p, {
        method: 'POST',
        url: '/api/user/app/login',
        payload: { username: u.username, password: TEST_PASSWORD },
      });
      expect(old.statusCode).toBe(400);
    });

    it('refuses a wrong old password with 400 原密码错误', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      const res = await call(app, p, {
        method: 'PUT',
        url: '/api/user/password',
        token,
        payload: { oldPwd: 'NotMine123', password: newPassword },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, msg: MSG.oldPasswordWrong });
    });

    it("refuses a weak password, another user's id, and no token", async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      const weak = await call(app, p, {
        method: 'PUT',
        url: '/api/user/password',
        token,
        payload: { oldPwd: TEST_PASSWORD, password: 'abc' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().msg).toContain(MSG.passwordWeak);
      const v = await createUser(p);
      const other = await call(app, p, {
        method: 'PUT',
        url: '/api/user/password',
        token,
        payload: { id: v.id, oldPwd: TEST_PASSWORD, password: newPassword },
      });
      expect(other.statusCode).toBe(403);
      const anon = await call(app, p, {
        method: 'PUT',
        url: '/api/user/password',
        payload: { oldPwd: TEST_PASSWORD, password: newPassword },
      });
      expect(anon.statusCode).toBe(401);
    });
  });

  describe('DELETE /api/user/cancellation/:id', () => {
    it('cancels my own account: all sessions end and later logins fail', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      const second = await tokenFor(app, p, u);
      const res = await call(app, p, { method: 'DELETE', url: `/api/user/cancellation/${u.id}`, token });
      expect(res.statusCode).toBe(200);
      expect((await mine(token)).statusCode).toBe(401);
      expect((await mine(second)).statusCode).toBe(401);
      const login = await call(app, p, {
        method: 'POST',
        url: '/api/user/app/login',
        payload: { username: u.username, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(400);
      const status = await withAdmin((c) =>
        c.query<{ status: string }>('select status from users where id=$1', [u.id]),
      );
      expect(status.rows[0]?.status).toBe('cancelled');
    });

    it("refuses someone else's account unless I am an admin", async () => {
      const u = await createUser(p);
      const v = await createUser(p);
      const token = await tokenFor(app, p, u);
      const res = await call(app, p, { method: 'DELETE', url: `/api/user/cancellation/${v.id}`, token });
      expect(res.statusCode).toBe(403);
      const admin = await createUser(p, { role: 'admin' });
      const adminToken = await tokenFor(app, p, admin);
      const ok = await call(app, p, {
        method: 'DELETE',
        url: `/api/user/cancellation/${v.id}`,
        token: adminToken,
      });
      expect(ok.statusCode).toBe(200);
    });

    it('answers 400 for a bad id, 401 without a token, 404 for a user of another project', async () => {
      const admin = await createUser(p, { role: 'admin' });
      const token = await tokenFor(app, p, admin);
      const bad = await call(app, p, { method: 'DELETE', url: '/api/user/cancellation/abc', token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('id须为数字');
      const anon = await call(app, p, { method: 'DELETE', url: `/api/user/cancellation/${admin.id}` });
      expect(anon.statusCode).toBe(401);
      const other = await createProject();
      const stranger = await createUser(other);
      const cross = await call(app, p, {
        method: 'DELETE',
        url: `/api/user/cancellation/${stranger.id}`,
        token,
      });
      expect(cross.statusCode).toBe(404);
      const still = await withAdmin((c) =>
        c.query<{ status: string }>('select status from users where id=$1', [stranger.id]),
      );
      expect(still.rows[0]?.status).toBe('active');
    });
  });

  describe('lifetimes and projects', () => {
    it('an absolutely expired session gets 401', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      await withAdmin((c) =>
        c.query(`update sessions set expires_at = now() - interval '1 second' where user_id=$1`, [u.id]),
      );
      expect((await mine(token)).statusCode).toBe(401);
    });

    it('an idle session gets 401', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      const idleDays = app.services.config.sessionIdleMs / 86_400_000 + 1;
      await withAdmin((c) =>
        c.query(`update sessions set last_seen_at = now() - make_interval(days => $2) where user_id=$1`, [
          u.id,
          Math.ceil(idleDays),
        ]),
      );
      expect((await mine(token)).statusCode).toBe(401);
    });

    it('a token of project A sent with the Project header of project B gets 401', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      const other = await createProject();
      expect((await mine(token, other)).statusCode).toBe(401);
      expect((await mine(token)).statusCode).toBe(200);
    });

    it('a made-up token gets 401', async () => {
      expect((await mine('x'.repeat(43))).statusCode).toBe(401);
    });
  });
});
