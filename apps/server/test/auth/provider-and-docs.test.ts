import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevSmsProvider } from '../../src/modules/auth/sms/provider.ts';
import { createTestApp, randomTel } from '../fixtures.ts';

describe('development SMS provider', () => {
  it('logs the message with the phone masked, and keeps the last code per phone', async () => {
    const lines: unknown[] = [];
    const log = { info: (obj: unknown) => lines.push(obj) } as unknown as FastifyBaseLogger;
    const provider = new DevSmsProvider(log);
    const tel = randomTel();
    await provider.send(tel, '【康护】您的验证码为123456，5分钟内有效，请勿泄露给他人。');
    const text = JSON.stringify(lines);
    expect(text).toContain('123456');
    expect(text).toContain(`${tel.slice(0, 3)}****${tel.slice(7)}`);
    expect(text).not.toContain(tel);
    expect(provider.lastCode(tel)).toBe('123456');
    expect(provider.lastCode(randomTel())).toBeNull();
  });
});

describe('OpenAPI', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('documents the account calls with their tags', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const tagOf = (path: string, method: string) => doc.paths[path]?.[method]?.tags?.[0];
    expect(tagOf('/api/base/sms/code/tel', 'get')).toBe('sms');
    expect(tagOf('/api/user/app/login', 'post')).toBe('auth');
    expect(tagOf('/api/user/login/doctor', 'post')).toBe('auth');
    expect(tagOf('/api/user/mine', 'get')).toBe('user');
    expect(tagOf('/api/user/{id}/password/reset', 'put')).toBe('user');
    expect(tagOf('/api/user/mcn/zdcs/register', 'post')).toBe('user');
  });
});
