import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createProject, databaseUrl } from '../fixtures.ts';

function testConfig() {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
  config.databaseUrl = databaseUrl();
  return config;
}

describe('request logs', () => {
  const lines: string[] = [];
  let close: (() => Promise<void>) | null = null;
  afterAll(async () => close?.());

  it('mask ID and phone numbers and never carry the token', async () => {
    const app = await buildApp(testConfig(), { logStream: { write: (line) => lines.push(line) } });
    close = () => app.close();
    await app.ready();
    const p = await createProject();
    await app.inject({
      url: '/api/no/such/11010519491231002X?tel=13800000001',
      headers: { project: p.key, authorization: 'secret-token-value-0123456789abcdef' },
    });
    const text = lines.join('\n');
    expect(text).toContain('110************02X');
    expect(text).toContain('138****0001');
    expect(text).not.toContain('11010519491231002X');
    expect(text).not.toContain('13800000001');
    expect(text).not.toContain('secret-token-value');
    expect(text).toMatch(/"reqId":"[0-9a-f-]{36}"/);
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests before closing', async () => {
    const app = await buildApp({ ...testConfig(), logLevel: 'silent' });
    app.get('/api/test/slow', { config: { access: 'open' }, schema: { hide: true } }, async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { success: true, data: 'done' };
    });
    const p = await createProject();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inflight = fetch(`${address}/api/test/slow`, { headers: { project: p.key } });
    await new Promise((r) => setTimeout(r, 50));
    const closed = app.close();
    const res = await inflight;
    await closed;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: 'done' });
  });
});
