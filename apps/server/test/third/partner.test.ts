import { MSG, THIRD_MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerLoginKit, signDecryptionPayload } from '../../src/modules/third/decryption/schemes.ts';
import {
  createPartnerKey,
  deletePartnerKey,
  encryptForPartner,
  partnerSign,
} from '../../src/modules/third/partner/keys.ts';
import { DevLinghuProvider } from '../../src/modules/third/partner/linghu.ts';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  randomKey,
  randomTel,
  type TestProject,
} from '../fixtures.ts';
import { auditRows, expectFailure, expectLiveToken, randomIdCard } from './helpers.ts';

describe('partner apps and Linghu', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let appKey: string;
  let secret: string;
  /** A customer with a self patient, made through the zhoushan decryption login. */
  let customer: { userId: number; patientId: number; tel: string; idcard: string };

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    appKey = randomKey('app');
    ({ secret } = await createPartnerKey(app.services, p.id, appKey, '测试合作方'));
    const who = { idcard: randomIdCard(), name: '王五', tel: randomTel() };
    const kit = await partnerLoginKit(app.services, p.id, 'zhoushan-aes');
    const ts = Date.now();
    const data = kit.encrypt(
      JSON.stringify({ ...who, ts, sign: signDecryptionPayload(kit.signSecret, { ...who, ts }) }),
    );
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/base/decryption/zhoushan/aes',
      payload: { data },
    });
    const info = res.json().data;
    customer = { userId: info.user.id, patientId: info.patient.id, tel: who.tel, idcard: who.idcard };
  });
  afterAll(() => app.close());

  describe('POST /api/user/decrypt/login', () => {
    const login = (project: TestProject, body: Record<string, unknown>) =>
      call(app, project, { method: 'POST', url: '/api/user/decrypt/login', payload: body });
    const data = (payload: Record<string, unknown>, key = secret) =>
      encryptForPartner(key, JSON.stringify({ ts: Date.now(), ...payload }));

    it('logs in the customer of the phone or ID number, with a bound current patient', async () => {
      const byTel = await login(p, { appKey, data: data({ tel: customer.tel }), project: p.key });
      expect(byTel.statusCode).toBe(200);
      expect(byTel.json().data.user.id).toBe(customer.userId);
      await expectLiveToken(app, p, byTel.json().data.token, customer.userId);

      const byId = await login(p, {
        appKey,
        data: data({ idcard: customer.idcard }),
        patientId: customer.patientId,
      });
      expect(byId.statusCode).toBe(200);
      expect(byId.json().data.patient.id).toBe(customer.patientId);
      const rows = await auditRows(p, 'partner-decrypt-login');
      expect(rows.filter((r) => r.success && r.user_id === customer.userId)).toHaveLength(2);
    });

    it('refuses unknown users, foreign patients, other projects, tampering, old and replayed data', async () => {
      expectFailure(await login(p, { appKey, data: data({ tel: randomTel() }) }), 400, MSG.userNotFound);
      const stranger = await createUser(p);
      expectFailure(
        await login(p, { appKey, data: data({ tel: stranger.tel }), patientId: customer.patientId }),
        400,
        MSG.patientInfoMismatch,
      );
      expectFailure(
        await login(p, { appKey, data: data({ tel: customer.tel }), project: other.key }),
        400,
        THIRD_MSG.projectMismatch,
      );
      // The app key exists in p only.
      expectFailure(
        await login(other, { appKey, data: data({ tel: customer.tel }) }),
        400,
        MSG.thirdLoginFailed,
      );
      const { secret: otherSecret } = await createPartnerKey(app.services, other.id, appKey);
      expect(otherSecret).not.toBe(secret);
      expectFailure(
        await login(p, { appKey, data: data({ tel: customer.tel }, otherSecret) }),
        400,
        MSG.decryptFailed,
      );

      const sealed = data({ tel: customer.tel });
      const bytes = Buffer.from(sealed, 'base64');
      bytes[20] = (bytes[20] ?? 0) ^ 0xff;
      expectFailure(await login(p, { appKey, data: bytes.toString('base64') }), 400, MSG.decryptFailed);
      const old = data({ tel: customer.tel, ts: Date.now() - 6 * 60_000 });
      expectFailure(await login(p, { appKey, data: old }), 400, THIRD_MSG.requestExpired);
      const noTs = encryptForPartner(secret, JSON.stringify({ tel: customer.tel }));
      expectFailure(await login(p, { appKey, data: noTs }), 400, THIRD_MSG.requestExpired);
      expect((await login(p, { appKey, data: sealed })).statusCode).toBe(200);
      expectFailure(await login(p, { appKey, data: sealed }), 400, THIRD_MSG.replayed);
      expectFailure(await login(p, { appKey, data: data({}) }), 400, THIRD_MSG.telOrIdcardRequired);
      expect(
        (await auditRows(p, 'partner-decrypt-login')).filter((r) => !r.success).length,
      ).toBeGreaterThanOrEqual(8);
    });
  });

  describe('token/check and token/decrypt/info', () => {
    const check = (project: TestProject, body: Record<string, unknown>) =>
      call(app, project, { method: 'POST', url: '/api/user/token/check', payload: body });
    const info = (project: TestProject, body: Record<string, unknown>) =>
      call(app, project, { method: 'POST', url: '/api/user/token/decrypt/info', payload: body });

    async function accessToken(): Promise<string> {
      const timestamp = String(Date.now());
      const res = await check(p, { appKey, timestamp, sign: partnerSign(secret, appKey, timestamp) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.valid).toBe(true);
      expect(res.json().data.expiresIn).toBe(300);
      return res.json().data.accessToken;
    }

    it('a signed request gets a token that decrypts partner data into masked user info', async () => {
      const token = await accessToken();
      const res = await info(p, {
        accessToken: token,
        data: encryptForPartner(secret, JSON.stringify({ tel: customer.tel })),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        userId: customer.userId,
        name: '王五',
        tel: `${customer.tel.slice(0, 3)}****${customer.tel.slice(7)}`,
        idcard: `${customer.idcard.slice(0, 3)}************${customer.idcard.slice(15)}`,
      });
      // Seconds are accepted as well as milliseconds.
      const seconds = String(Math.floor(Date.now() / 1000));
      expect(
        (await check(p, { appKey, timestamp: seconds, sign: partnerSign(secret, appKey, seconds) }))
          .statusCode,
      ).toBe(200);
      expect(
        (await auditRows(p, 'partner-token-check')).filter((r) => r.success).length,
      ).toBeGreaterThanOrEqual(2);
      expect(
        (await auditRows(p, 'partner-token-info')).some((r) => r.success && r.user_id === customer.userId),
      ).toBe(true);
    });

    it('refuses bad signatures, old timestamps, replays and unknown apps', async () => {
      const ts = String(Date.now());
      expectFailure(
        await check(p, { appKey, timestamp: ts, sign: 'ab'.repeat(32) }),
        400,
        MSG.signatureInvalid,
      );
      expectFailure(
        await check(p, { appKey: 'nope', timestamp: ts, sign: partnerSign(secret, 'nope', ts) }),
        400,
        MSG.signatureInvalid,
      );
      const old = String(Date.now() - 6 * 60_000);
      expectFailure(
        await check(p, { appKey, timestamp: old, sign: partnerSign(secret, appKey, old) }),
        400,
        THIRD_MSG.requestExpired,
      );
      const body = { appKey, timestamp: ts, sign: partnerSign(secret, appKey, ts) };
      expect((await check(p, body)).statusCode).toBe(200);
      expectFailure(await check(p, body), 400, THIRD_MSG.replayed);
      expectFailure(
        await check(p, { appKey, timestamp: 'yesterday', sign: 'x' }),
        400,
        '时间戳格式有误（timestamp）',
      );
      expect((await auditRows(p, 'partner-token-check')).some((r) => !r.success)).toBe(true);
    });

    it('an access token works only in its project and only while its app exists', async () => {
      const token = await accessToken();
      const data = encryptForPartner(secret, JSON.stringify({ tel: customer.tel }));
      expectFailure(await info(other, { accessToken: token, data }), 401, THIRD_MSG.accessTokenInvalid);
      expectFailure(await info(p, { accessToken: 'x'.repeat(43), data }), 401, THIRD_MSG.accessTokenInvalid);
      expectFailure(
        await info(p, {
          accessToken: token,
          data: encryptForPartner(secret, JSON.stringify({ tel: randomTel() })),
        }),
        404,
        MSG.userNotFound,
      );
      expectFailure(await info(p, { accessToken: token, data: 'garbage' }), 400, MSG.decryptFailed);

      const temporary = randomKey('app');
      const made = await createPartnerKey(app.services, p.id, temporary);
      const ts = String(Date.now());
      const res = await check(p, {
        appKey: temporary,
        timestamp: ts,
        sign: partnerSign(made.secret, temporary, ts),
      });
      const tempToken = res.json().data.accessToken;
      await deletePartnerKey(app.services, p.id, temporary);
      expectFailure(
        await info(p, {
          accessToken: tempToken,
          data: encryptForPartner(made.secret, '{"tel":"13900000000"}'),
        }),
        401,
        THIRD_MSG.accessTokenInvalid,
      );
    });
  });

  describe('Linghu ecToken', () => {
    const mint = (project: TestProject, tel: string) =>
      call(app, project, { method: 'POST', url: '/api/third/linghu/dev/ectoken', payload: { tel } });
    const login = (project: TestProject, query: Record<string, string>) =>
      call(app, project, {
        method: 'POST',
        url: `/api/user/linghu/login/ecToken?${new URLSearchParams(query)}`,
      });

    it('a minted ecToken logs the customer in once', async () => {
      const minted = await mint(p, customer.tel);
      expect(minted.statusCode).toBe(200);
      const { ecToken } = minted.json().data;
      expect(ecToken).toMatch(/^[\w-]+\.[\w-]+$/);
      const res = await login(p, { ecToken, patientId: String(customer.patientId) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.id).toBe(customer.userId);
      expect(res.json().data.patient.id).toBe(customer.patientId);
      await expectLiveToken(app, p, res.json().data.token, customer.userId);
      expectFailure(await login(p, { ecToken }), 400, THIRD_MSG.replayed);
      expect((await auditRows(p, 'linghu-login')).map((r) => r.success)).toEqual([true, false]);
    });

    it('refuses tampered, expired, foreign and unknown tokens', async () => {
      const { ecToken } = (await mint(p, customer.tel)).json().data;
      const [body, sig] = ecToken.split('.');
      const forgedBody = Buffer.from(JSON.stringify({ tel: customer.tel, exp: 9_999_999_999 })).toString(
        'base64url',
      );
      expectFailure(await login(p, { ecToken: `${forgedBody}.${sig}` }), 400, MSG.signatureInvalid);
      expectFailure(await login(p, { ecToken: `${body}.${sig}x` }), 400, MSG.signatureInvalid);
      expectFailure(await login(p, { ecToken: 'garbage' }), 400, MSG.signatureInvalid);
      const expired = await new DevLinghuProvider(app.services).mint(p.id, customer.tel, -1);
      expectFailure(await login(p, { ecToken: expired.ecToken }), 400, THIRD_MSG.requestExpired);
      const foreign = (await mint(other, customer.tel)).json().data.ecToken;
      expectFailure(await login(p, { ecToken: foreign }), 400, MSG.signatureInvalid);
      const nobody = (await mint(p, randomTel())).json().data.ecToken;
      expectFailure(await login(p, { ecToken: nobody }), 400, MSG.userNotFound);
      const stranger = await createUser(p);
      const strangers = (await mint(p, stranger.tel)).json().data.ecToken;
      expectFailure(
        await login(p, { ecToken: strangers, patientId: String(customer.patientId) }),
        400,
        MSG.patientInfoMismatch,
      );
      expectFailure(await login(p, {}), 400, '请提供ecToken（ecToken）');
    });
  });
});
