import { MSG, SMS_CODE_MAX_ATTEMPTS, SMS_PER_IP_PER_DAY, SMS_PER_PHONE_PER_DAY } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, randomTel, type TestProject, withAdmin } from '../fixtures.ts';
import { lastSmsCode, requestCode } from './helpers.ts';

describe('SMS verification codes', () => {
  let app: FastifyInstance;
  let p: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
  });
  afterAll(() => app.close());

  const consume = (project: TestProject, tel: string, scene: 'register' | 'login', code: string) =>
    app.services.sms.consume(project.id, tel, scene, code);

  it('sends a 6-digit code without a token, and stores only a salted hash of it', async () => {
    const tel = randomTel();
    const res = await call(app, p, {
      method: 'GET',
      url: '/api/base/sms/code/tel',
      query: { tel, scene: 'register' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { expiresInSeconds: 300, resendAfterSeconds: 60 } });
    const code = lastSmsCode(app, tel);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await withAdmin((c) =>
      c.query<{ code_hash: string; expires_at: Date }>(
        'select code_hash, expires_at from sms_codes where project_id=$1 and tel=$2',
        [p.id, tel],
      ),
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]?.code_hash).not.toContain(code);
    const ttl = (rows.rows[0]?.expires_at.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
  });

  it('also answers on /api/message/verify/code/tel', async () => {
    const tel = randomTel();
    const res = await call(app, p, { method: 'GET', url: '/api/message/verify/code/tel', query: { tel } });
    expect(res.statusCode).toBe(200);
    expect(await consume(p, tel, 'login', lastSmsCode(app, tel))).toBe(true);
  });

  it('refuses a bad phone number or scene with 400 and a Chinese message', async () => {
    const bad = await call(app, p, { method: 'GET', url: '/api/base/sms/code/tel', query: { tel: '12345' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain(MSG.telInvalid);
    const missing = await call(app, p, { method: 'GET', url: '/api/base/sms/code/tel' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().success).toBe(false);
    const scene = await call(app, p, {
      method: 'GET',
      url: '/api/base/sms/code/tel',
      query: { tel: randomTel(), scene: 'hack' },
    });
    expect(scene.statusCode).toBe(400);
  });

  it('a code works once, only for its scene and project', async () => {
    const tel = randomTel();
    const code = await requestCode(app, p, tel, 'register');
    const other = await createProject();
    expect(await consume(other, tel, 'register', code)).toBe(false);
    expect(await consume(p, tel, 'login', code)).toBe(false);
    expect(await consume(p, tel, 'register', code)).toBe(true);
    expect(await consume(p, tel, 'register', code)).toBe(false);
  });

  it('an expired code is refused', async () => {
    const tel = randomTel();
    const code = await requestCode(app, p, tel, 'register');
    await withAdmin((c) =>
      c.query(
        `update sms_codes set expires_at = now() - interval '1 second' where project_id=$1 and tel=$2`,
        [p.id, tel],
      ),
    );
    expect(await consume(p, tel, 'register', code)).toBe(false);
  });

  it(`a code dies after ${SMS_CODE_MAX_ATTEMPTS} wrong tries, even if the right one follows`, async () => {
    const tel = randomTel();
    const code = await requestCode(app, p, tel, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i++)
      expect(await consume(p, tel, 'register', wrong)).toBe(false);
    expect(await consume(p, tel, 'register', code)).toBe(false);
  });

  it('a newer code replaces the older one of the same scene', async () => {
    const tel = randomTel();
    const first = await requestCode(app, p, tel, 'register');
    await withAdmin((c) =>
      c.query(
        `update sms_codes set created_at = now() - interval '2 minutes' where project_id=$1 and tel=$2`,
        [p.id, tel],
      ),
    );
    const second = await requestCode(app, p, tel, 'register');
    if (first !== second) expect(await consume(p, tel, 'register', first)).toBe(false);
    expect(await consume(p, tel, 'register', second)).toBe(true);
  });

  it('allows one code a minute per phone: 429 验证码发送过于频繁', async () => {
    const tel = randomTel();
    await requestCode(app, p, tel, 'login');
    const again = await call(app, p, {
      method: 'GET',
      url: '/api/base/sms/code/tel',
      query: { tel, scene: 'register' },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ success: false, msg: MSG.smsTooFrequent });
  });

  it(`allows ${SMS_PER_PHONE_PER_DAY} codes a day per phone: 429 今日验证码发送次数已达上限`, async () => {
    const q = await createProject();
    const tel = randomTel();
    await withAdmin(async (c) => {
      for (let i = 0; i < SMS_PER_PHONE_PER_DAY; i++) {
        await c.query(
          `insert into sms_codes (project_id, tel, scene, code_hash, expires_at, ip, created_at)
           values ($1,$2,'login','x',now(),'10.0.0.1', now() - interval '2 hours')`,
          [q.id, tel],
        );
      }
    });
    const res = await call(app, q, { method: 'GET', url: '/api/base/sms/code/tel', query: { tel } });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(MSG.smsDailyLimit);
  });

  it(`allows ${SMS_PER_IP_PER_DAY} codes a day per IP`, async () => {
    const q = await createProject();
    await withAdmin(async (c) => {
      for (let i = 0; i < SMS_PER_IP_PER_DAY; i++) {
        await c.query(
          `insert into sms_codes (project_id, tel, scene, code_hash, expires_at, ip, created_at)
           values ($1,$2,'login','x',now(),'127.0.0.1', now() - interval '2 hours')`,
          [q.id, randomTel()],
        );
      }
    });
    const res = await call(app, q, {
      method: 'GET',
      url: '/api/base/sms/code/tel',
      query: { tel: randomTel() },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(MSG.smsDailyLimit);
  });

  it('limits are per project: the same phone may ask in another project', async () => {
    const tel = randomTel();
    await requestCode(app, p, tel, 'login');
    const other = await createProject();
    await requestCode(app, other, tel, 'login');
  });
});
