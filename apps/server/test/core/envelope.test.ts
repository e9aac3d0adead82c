import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';

describe('envelope and errors', () => {
  let app: FastifyInstance;
  let p: TestProject;
  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
  });
  afterAll(() => app.close());

  it('answers 404 接口不存在 for an unknown API path', async () => {
    const res = await call(app, p, { method: 'GET', url: '/api/no/such/path' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, msg: '接口不存在' });
  });

  it('answers 400 项目不存在 for an unknown project', async () => {
    const res = await call(app, 'no-such-project', { method: 'GET', url: '/api/user/mine' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg: '项目不存在' });
  });

  it('liveness and readiness', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('sends security headers', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
