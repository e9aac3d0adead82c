import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, createUser, type TestProject } from '../fixtures.ts';

describe('per-IP limit on open API calls', () => {
  let app: FastifyInstance;
  let p: TestProject;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_PUBLIC_PER_MINUTE: '5' });
    p = await createProject();
  });
  afterAll(() => app.close());

  it('answers 429 with a Chinese message past the limit, and leaves signed-in calls alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(app, p, {
        method: 'GET',
        url: `/api/base/project/config/domain?project=${p.key}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json()).toEqual({ success: false, msg: '操作过于频繁，请稍后再试' });
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const user = await createUser(p);
    const token = await app.services.sessions.issue(p.id, user.id, {});
    for (let i = 0; i < 7; i++) {
      const res = await call(app, p, { method: 'GET', url: '/api/user/mine', token });
      expect(res.statusCode).toBe(200);
    }
  });
});
