import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it('sends the lean security headers on API answers', async () => {
    const res = await call(app, p, { method: 'GET', url: '/api/no/such/path' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/healthz' })).headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('web pages', () => {
  let web: FastifyInstance;
  let project: TestProject;
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kanghu-web-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    web = await createTestApp({ WEB_DIST: dir });
    project = await createProject();
  });
  afterAll(() => web.close());

  it('serves index.html for app paths with the full browser security headers', async () => {
    const res = await web.inject({ url: '/health/user/login?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The scanner compiles its decoder (wasm) but no page may eval JS.
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(res.headers['content-security-policy']).not.toMatch(/'unsafe-eval'/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable and keeps API 404s in the envelope', async () => {
    const asset = await web.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await web.inject({ url: '/api/nothing/here', headers: { project: project.key } });
    expect(api.json()).toEqual({ success: false, msg: '接口不存在' });
  });
});
