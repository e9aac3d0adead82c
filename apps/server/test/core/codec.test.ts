import { decodeBody, encodeBody, encodeQuery, scramble } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createProject, databaseUrl, type TestProject } from '../fixtures.ts';

describe('payload codec plugin (DecodeWay x1)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    config.databaseUrl = databaseUrl();
    app = await buildApp(config);
    app.post('/api/test/echo', { config: { access: 'open' } }, async (request) => ({
      success: true,
      data: { body: request.body, query: request.query },
    }));
    await app.ready();
    p = await createProject();
  });
  afterAll(() => app.close());

  it('decodes a scrambled body and query, and scrambles the answer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/test/echo?${encodeQuery('pageNo=2&search=张三')}`,
      headers: { project: p.key, decodeway: 'x1' },
      payload: encodeBody({ tel: '13800000001' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('13800000001');
    const decoded = decodeBody(res.json());
    expect(decoded).toEqual({
      ok: true,
      value: {
        success: true,
        data: { body: { tel: '13800000001' }, query: { pageNo: '2', search: '张三' } },
      },
    });
  });

  it('answers plain to plain requests', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { project: p.key },
      payload: { a: 1 },
    });
    expect(res.json()).toEqual({ success: true, data: { body: { a: 1 }, query: {} } });
  });

  it('answers 400 with a Chinese message for a malformed scrambled body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { project: p.key, decodeway: 'x1' },
      payload: { payload: `${scramble('x').slice(0, 12)}@@@` },
    });
    expect(res.statusCode).toBe(400);
    const decoded = decodeBody(res.json());
    expect(decoded).toEqual({ ok: true, value: { success: false, msg: '请求内容解码失败' } });
  });
});
