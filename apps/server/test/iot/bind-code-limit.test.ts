import { BIND_CODE_MAX_FAILURES_PER_ACCOUNT, BIND_CODE_MAX_FAILURES_PER_IP } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, createPatient } from '../patients/helpers.ts';

describe('bind-code guessing limit', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let patientId: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    patientId = (await createPatient(app, p, owner)).id;
  });
  afterAll(() => app.close());

  async function newCode(): Promise<string> {
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation/bind/code',
      token: owner.token,
      payload: { patientId, relation: '子女' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.code as string;
  }

  const guess = (who: Account, code: string, ip = '203.0.113.10') =>
    call(app, p, {
      method: 'GET',
      url: `/api/patient/relation/bind/code/${code}`,
      token: who.token,
      remoteAddress: ip,
    });

  it('after 10 wrong codes of an account in an hour, answers 429 even for a right code', async () => {
    const guesser = await account(app, p);
    // Ten wrong guesses (some in parallel) each answer 400.
    const wrong = await Promise.all(
      Array.from({ length: BIND_CODE_MAX_FAILURES_PER_ACCOUNT }, (_, i) =>
        guess(guesser, `ZZZZZZZ${'23456789AB'[i]}`, `198.51.100.${i + 1}`),
      ),
    );
    expect(wrong.map((r) => r.statusCode)).toEqual(Array(BIND_CODE_MAX_FAILURES_PER_ACCOUNT).fill(400));
    const code = await newCode();
    const locked = await guess(guesser, code, '198.51.100.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ success: false, msg: '绑定码错误次数过多，请1小时后再试' });
    // The code was not used: another account binds with it.
    const other = await account(app, p);
    const ok = await guess(other, code, '198.51.100.201');
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a right code does not count; the limit is per IP as well', async () => {
    const good = await account(app, p);
    for (let i = 0; i < BIND_CODE_MAX_FAILURES_PER_ACCOUNT - 1; i++) {
      expect((await guess(good, 'ZZZZZZZ2', '192.0.2.50')).statusCode).toBe(400);
    }
    expect((await guess(good, await newCode(), '192.0.2.50')).statusCode).toBe(200);
    expect((await guess(good, 'ZZZZZZZ3', '192.0.2.50')).statusCode).toBe(400);
    expect((await guess(good, 'ZZZZZZZ4', '192.0.2.50')).statusCode).toBe(429);

    // Many accounts from one IP: the IP is stopped after its own limit.
    const ip = '192.0.2.99';
    let failures = 0;
    while (failures < BIND_CODE_MAX_FAILURES_PER_IP) {
      const a = await account(app, p);
      for (let i = 0; i < 5 && failures < BIND_CODE_MAX_FAILURES_PER_IP; i++, failures++) {
        expect((await guess(a, 'YYYYYYY2', ip)).statusCode).toBe(400);
      }
    }
    const fresh = await account(app, p);
    expect((await guess(fresh, await newCode(), ip)).statusCode).toBe(429);
    expect((await guess(fresh, await newCode(), '192.0.2.100')).statusCode).toBe(200);
  });
});
