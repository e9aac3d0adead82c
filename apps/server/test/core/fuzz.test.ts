import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createProject, createUser, databaseUrl, type TestProject } from '../fixtures.ts';

interface Operation {
  method: string;
  path: string;
}

/** Every documented API operation, read from the generated OpenAPI document. */
async function operations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      if (['get', 'post', 'put', 'delete', 'patch'].includes(method))
        ops.push({ method: method.toUpperCase(), path });
    }
  }
  return ops;
}

const junk = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.constant(''),
  fc.constant('{"unterminated'),
  fc.dictionary(
    fc.constantFrom('id', 'tel', 'password', 'username', 'pageNo', 'pageSize', 'idcard', 'code'),
    fc.jsonValue(),
  ),
);
const segment = fc.oneof(
  fc.constantFrom('1', '0', '-1', '999999999999', 'abc', '%E4%B8%AD', '..', "'"),
  fc.integer().map(String),
);

describe('no input produces a 500', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let token: string;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    config.databaseUrl = databaseUrl();
    app = await buildApp(config);
    app.get('/api/test/boom', { config: { access: 'open' }, schema: { hide: true } }, async () => {
      throw new Error('internal detail that must not leak');
    });
    await app.ready();
    p = await createProject();
    const user = await createUser(p, { role: 'admin' });
    token = await app.services.sessions.issue(p.id, user.id, {});
  });
  afterAll(() => app.close());

  it('answers an unexpected error with 500 未知错误 and no internals', async () => {
    const res = await app.inject({ url: '/api/test/boom', headers: { project: p.key } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, msg: '未知错误' });
  });

  it('every documented operation survives random input, signed in or not', async () => {
    const ops = await operations(app);
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops) {
      await fc.assert(
        fc.asyncProperty(
          junk,
          fc.array(segment, { minLength: 3, maxLength: 3 }),
          fc.boolean(),
          async (body, segs, signedIn) => {
            let i = 0;
            const url = op.path.replace(/\{[^}]+\}/g, () => segs[i++ % segs.length] ?? '1');
            const res = await app.inject({
              method: op.method as 'GET',
              url: `${url}?pageNo=${encodeURIComponent(String(segs[0]))}`,
              headers: {
                project: p.key,
                'content-type': 'application/json',
                ...(signedIn ? { authorization: token } : {}),
              },
              ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
            });
            if (res.statusCode >= 500)
              throw new Error(`${op.method} ${url} -> ${res.statusCode} ${res.body}`);
            if (res.headers['content-type']?.includes('application/json')) {
              const json = res.json() as { success?: unknown };
              if (url.startsWith('/api/') && typeof json.success !== 'boolean')
                throw new Error(`${op.method} ${url}: no envelope`);
            }
          },
        ),
        { numRuns: 15 },
      );
    }
  }, 120_000);
});
