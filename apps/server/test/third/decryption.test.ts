import { constants, publicEncrypt } from 'node:crypto';
import { MSG, THIRD_MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DecryptionScheme,
  partnerLoginKit,
  signDecryptionPayload,
} from '../../src/modules/third/decryption/schemes.ts';
import { call, createProject, createTestApp, randomTel, type TestProject, withAdmin } from '../fixtures.ts';
import { auditRows, expectFailure, expectLiveToken, randomIdCard } from './helpers.ts';

const PATHS: Record<DecryptionScheme, string> = {
  rsa: '/api/base/decryption/rsa',
  'wuxing-3des': '/api/base/decryption/wuxing/3des',
  'ouhai-3des': '/api/base/decryption/ouhai/3des',
  'zhoushan-aes': '/api/base/decryption/zhoushan/aes',
};
const SCHEMES = Object.keys(PATHS) as DecryptionScheme[];

interface Person {
  idcard: string;
  name: string;
  tel: string;
}

const person = (): Person => ({ idcard: randomIdCard(), name: '张三', tel: randomTel() });

/** Flips one bit of a base64 ciphertext at `index` (negative: from the end). */
function tamper(data: string, index: number): string {
  const bytes = Buffer.from(data, 'base64');
  const i = index < 0 ? bytes.length + index : index;
  bytes[i] = (bytes[i] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe('decryption logins of partner systems', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
  });
  afterAll(() => app.close());

  /** What the partner sends: its signed payload, encrypted with the project's key of the scheme. */
  async function sealed(project: TestProject, scheme: DecryptionScheme, who: Person, ts = Date.now()) {
    const kit = await partnerLoginKit(app.services, project.id, scheme);
    const sign = signDecryptionPayload(kit.signSecret, { ...who, ts });
    return kit.encrypt(JSON.stringify({ ...who, ts, sign }));
  }

  const post = (project: TestProject, scheme: DecryptionScheme, data: unknown) =>
    call(app, project, { method: 'POST', url: PATHS[scheme], payload: { data } });

  for (const scheme of SCHEMES) {
    it(`${scheme}: creates the customer and self patient, then finds them again`, async () => {
      const who = person();
      const res = await post(p, scheme, await sealed(p, scheme, who));
      expect(res.statusCode).toBe(200);
      const info = res.json().data;
      expect(info.user.userType).toBe('customer');
      expect(info.patient.name).toBe(who.name);
      expect(info.patient.relation).toBe('self');
      expect(info.patient.idcard).toBe(`${who.idcard.slice(0, 3)}************${who.idcard.slice(15)}`);
      await expectLiveToken(app, p, info.token, info.user.id);

      const again = await post(p, scheme, await sealed(p, scheme, who));
      expect(again.statusCode).toBe(200);
      expect(again.json().data.user.id).toBe(info.user.id);
      expect(again.json().data.patientList).toHaveLength(1);

      const rows = await auditRows(p, `decrypt-${scheme}`);
      expect(rows.filter((r) => r.success && r.user_id === info.user.id)).toHaveLength(2);
    });

    it(`${scheme}: tampered ciphertext -> 解密失败`, async () => {
      const data = await sealed(p, scheme, person());
      expectFailure(await post(p, scheme, tamper(data, -1)), 400, MSG.decryptFailed);
      expectFailure(await post(p, scheme, tamper(data, 0)), 400, MSG.decryptFailed);
      expect((await auditRows(p, `decrypt-${scheme}`)).some((r) => r.reason === MSG.decryptFailed)).toBe(
        true,
      );
    });

    it(`${scheme}: old ts, replay and a wrong signature are refused`, async () => {
      const old = await sealed(p, scheme, person(), Date.now() - 6 * 60_000);
      expectFailure(await post(p, scheme, old), 400, THIRD_MSG.requestExpired);

      const data = await sealed(p, scheme, person());
      expect((await post(p, scheme, data)).statusCode).toBe(200);
      expectFailure(await post(p, scheme, data), 400, THIRD_MSG.replayed);

      const kit = await partnerLoginKit(app.services, p.id, scheme);
      const who = person();
      const forged = kit.encrypt(JSON.stringify({ ...who, ts: Date.now(), sign: 'AAAA' }));
      expectFailure(await post(p, scheme, forged), 400, MSG.signatureInvalid);
    });

    it(`${scheme}: another project's key does not work here`, async () => {
      const data = await sealed(other, scheme, person());
      expectFailure(await post(p, scheme, data), 400, MSG.decryptFailed);
    });
  }

  it('a partner can encrypt with the published RSA public key', async () => {
    const res = await call(app, p, { method: 'GET', url: '/api/base/decryption/rsa/public-key' });
    expect(res.statusCode).toBe(200);
    const { algorithm, publicKey } = res.json().data;
    expect(algorithm).toBe('RSA-OAEP-SHA256');
    expect(publicKey).toContain('BEGIN PUBLIC KEY');
    const otherKey = (
      await call(app, other, { method: 'GET', url: '/api/base/decryption/rsa/public-key' })
    ).json().data.publicKey;
    expect(otherKey).not.toBe(publicKey);

    const { signSecret } = await partnerLoginKit(app.services, p.id, 'rsa');
    const who = { ...person(), name: '欧阳娜娜' };
    const ts = Date.now();
    const plaintext = JSON.stringify({ ...who, ts, sign: signDecryptionPayload(signSecret, { ...who, ts }) });
    const data = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(plaintext),
    ).toString('base64');
    const login = await post(p, 'rsa', data);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.patient.name).toBe('欧阳娜娜');
  });

  it('keys are stored per project in integration_keys, generated once', async () => {
    const rows = await withAdmin((c) =>
      c.query<{ kind: string; n: number }>(
        `select kind, count(*)::int as n from integration_keys
          where project_id = $1 and kind not like 'ticket:%' group by kind order by kind`,
        [p.id],
      ),
    );
    expect(rows.rows).toEqual([
      { kind: '3des-ouhai', n: 1 },
      { kind: '3des-ouhai:sign', n: 1 },
      { kind: '3des-wuxing', n: 1 },
      { kind: '3des-wuxing:sign', n: 1 },
      { kind: 'aes-zhoushan', n: 1 },
      { kind: 'aes-zhoushan:sign', n: 1 },
      { kind: 'rsa-login', n: 1 },
      { kind: 'rsa-login:sign', n: 1 },
    ]);
  });

  it('an existing patient with another name is refused', async () => {
    const who = person();
    expect((await post(p, 'zhoushan-aes', await sealed(p, 'zhoushan-aes', who))).statusCode).toBe(200);
    const liar = { ...who, name: '李四', tel: randomTel() };
    expectFailure(
      await post(p, 'zhoushan-aes', await sealed(p, 'zhoushan-aes', liar)),
      400,
      MSG.patientInfoMismatch,
    );
  });

  it('bad input answers 400 in Chinese', async () => {
    expectFailure(await post(p, 'zhoushan-aes', 'not base64!'), 400, MSG.decryptFailed);
    expectFailure(await post(p, 'zhoushan-aes', ''), 400, '请提供加密数据（data）');
    expectFailure(await post(p, 'wuxing-3des', 'AAAA'), 400, MSG.decryptFailed);
    const kit = await partnerLoginKit(app.services, p.id, 'ouhai-3des');
    expectFailure(await post(p, 'ouhai-3des', kit.encrypt('[1,2]')), 400, MSG.decryptFailed);
    const badId = kit.encrypt(JSON.stringify({ ...person(), idcard: '123', ts: Date.now(), sign: 'x' }));
    expectFailure(await post(p, 'ouhai-3des', badId), 400, MSG.idcardInvalid);
  });
});
