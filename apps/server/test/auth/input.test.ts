import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, createUser, randomTel, type TestProject } from '../fixtures.ts';
import { tokenFor } from './helpers.ts';

describe('hostile input answers 400, never 500', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    token = await tokenFor(app, p, await createUser(p, { role: 'admin' }));
  });
  afterAll(() => app.close());

  it('refuses NUL characters in bodies, queries and paths', async () => {
    const cases = [
      { method: 'POST', url: '/api/user/app/login', payload: { username: 'a\u0000b', password: 'x' } },
      { method: 'POST', url: '/api/user/mcn/zdcs/register', payload: { name: 'a\u0000b', tel: randomTel() } },
      { method: 'PUT', url: '/api/user/mine', payload: { name: 'a\u0000b' } },
      { method: 'POST', url: '/api/user', payload: { username: 'a\u0000b' } },
      { method: 'GET', url: '/api/base/sms/code/tel?tel=139%00&scene=login' },
    ] as const;
    for (const c of cases) {
      const res = await call(app, p, { ...c, token });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('refuses ids beyond the database integer range', async () => {
    const res = await call(app, p, { method: 'GET', url: '/api/user/999999999999', token });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('id超出范围');
  });
});
