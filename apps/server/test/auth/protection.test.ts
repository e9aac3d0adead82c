import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_SLOWDOWN_STEP_MS,
  MSG,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectOf } from '../../src/modules/auth/audit-service.ts';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  TEST_PASSWORD,
  type TestProject,
  withAdmin,
} from '../fixtures.ts';
import { randomIdcard } from './helpers.ts';

describe('login protection', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const attempt = (p: TestProject, username: string, password: string) =>
    call(app, p, { method: 'POST', url: '/api/user/app/login', payload: { username, password } });

  it(`locks an account after ${LOGIN_MAX_FAILURES_PER_ACCOUNT} failures: 429 even with the right password`, async () => {
    const p = await createProject();
    const u = await createUser(p);
    const other = await createUser(p);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      const res = await attempt(p, u.username, 'Wrong123x');
      expect(res.statusCode).toBe(400);
    }
    const locked = await attempt(p, u.username, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ success: false, msg: MSG.loginLocked });
    // Another account from the same IP is not locked.
    expect((await attempt(p, other.username, TEST_PASSWORD)).statusCode).toBe(200);
    // Once the failures leave the window, the right password works again.
    await withAdmin((c) =>
      c.query(`update auth_events set created_at = now() - interval '1 hour' where project_id=$1`, [p.id]),
    );
    expect((await attempt(p, u.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('parallel guesses cannot slip under the account limit', async () => {
    const p = await createProject();
    const u = await createUser(p);
    const results = await Promise.all(
      Array.from({ length: LOGIN_MAX_FAILURES_PER_ACCOUNT * 2 }, () => attempt(p, u.username, 'Wrong123x')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(codes.filter((c) => c === 429)).toHaveLength(LOGIN_MAX_FAILURES_PER_ACCOUNT);
  });

  it('a success resets the account count', async () => {
    const p = await createProject();
    const u = await createUser(p);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT - 1; i++) await attempt(p, u.username, 'Wrong123x');
    expect((await attempt(p, u.username, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await attempt(p, u.username, 'Wrong123x')).statusCode).toBe(400);
    expect((await attempt(p, u.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown account name as well (no hint that it does not exist)', async () => {
    const p = await createProject();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) await attempt(p, 'ghost-user', 'Wrong123x');
    expect((await attempt(p, 'ghost-user', 'Wrong123x')).statusCode).toBe(429);
  });

  it(`locks an IP after ${LOGIN_MAX_FAILURES_PER_IP} failures in the window`, async () => {
    const p = await createProject();
    const u = await createUser(p);
    await withAdmin(async (c) => {
      for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++) {
        await c.query(
          `insert into auth_events (project_id, kind, subject, ip, success, reason) values ($1,'app.password',$2,'127.0.0.1',false,'password')`,
          [p.id, subjectOf(p.id, `someone-${i}`)],
        );
      }
    });
    const res = await attempt(p, u.username, TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(MSG.loginLocked);
  });

  it('slows failures down, one step per recent failure', async () => {
    const p = await createProject();
    const u = await createUser(p);
    await attempt(p, u.username, 'Wrong123x');
    await attempt(p, u.username, 'Wrong123x');
    const started = Date.now();
    await attempt(p, u.username, 'Wrong123x');
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * LOGIN_SLOWDOWN_STEP_MS);
  });

  it('patient login failures count toward the lock too', async () => {
    const p = await createProject();
    const u = await createUser(p, { name: '钱七' });
    const body = { idcard: randomIdcard(), name: '钱七', tel: u.tel };
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      await call(app, p, { method: 'POST', url: '/api/user/login/patient', payload: body });
    }
    const res = await call(app, p, { method: 'POST', url: '/api/user/login/patient', payload: body });
    expect(res.statusCode).toBe(429);
  });
});
