import { createHash } from 'node:crypto';
import { MSG, THIRD_MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevWechatProvider } from '../../src/modules/third/wechat/provider.ts';
import { jsapiSignature } from '../../src/modules/third/wechat/signature.ts';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  randomKey,
  randomTel,
  type TestProject,
  withAdmin,
} from '../fixtures.ts';
import { auditRows, authorizeHref, expectFailure, expectLiveToken, randomIdCard } from './helpers.ts';

async function appidOf(p: TestProject): Promise<string> {
  return withAdmin(async (c) => {
    const r = await c.query<{ appid: string }>(
      `select settings->>'wxgzId' as appid from projects where id = $1`,
      [p.id],
    );
    return r.rows[0]?.appid ?? '';
  });
}

describe('WeChat official account login (dev provider)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let appid: string;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    appid = await appidOf(p);
  });
  afterAll(() => app.close());

  /**
   * Walks the dev authorize page and returns the code. A browser sends no Project header (the
   * default project applies), so the page's own `project` parameter must decide: the header
   * here names a different project on purpose.
   */
  async function authorize(project: TestProject, devUser: string, forAppid = appid): Promise<string> {
    const qs = new URLSearchParams({
      appid: forAppid,
      redirect_uri: 'https://h5.example.test/wechat/callback?from=menu',
      state: 'st-1',
      project: project.key,
      dev_user: devUser,
    });
    const decoy = project.key === p.key ? other : p;
    const page = await call(app, decoy, { method: 'GET', url: `/api/third/wechat/dev/authorize?${qs}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('开发环境模拟微信授权');
    const target = authorizeHref(page.body);
    expect(target.origin + target.pathname).toBe('https://h5.example.test/wechat/callback');
    expect(target.searchParams.get('from')).toBe('menu');
    expect(target.searchParams.get('state')).toBe('st-1');
    const code = target.searchParams.get('code');
    expect(code).toBeTruthy();
    return code ?? '';
  }

  const auth = (project: TestProject, body: Record<string, unknown>, token?: string) =>
    call(app, project, { method: 'POST', url: '/api/third/wechat/official/auth', payload: body, token });

  it('round trip: authorize page -> code -> auth -> login -> bound user logs in by code next time', async () => {
    const devUser = randomKey('wx');
    const code = await authorize(p, devUser);
    const first = await auth(p, { appid, code, isFindUser: true });
    expect(first.statusCode).toBe(200);
    const { openid, unionid, bound } = first.json().data;
    expect(bound).toBe(false);
    expect(openid).toMatch(/^dev_o/);
    expect(unionid).toMatch(/^dev_u/);

    const tel = randomTel();
    const idCard = randomIdCard();
    const login = await call(app, p, {
      method: 'POST',
      url: '/api/third/wechat/official/login',
      payload: { appid, idCard, openid, tel, wxUnionid: 'ignored' },
    });
    expect(login.statusCode).toBe(200);
    const info = login.json().data;
    expect(info.user.userType).toBe('customer');
    expect(info.user.tel).toBe(`${tel.slice(0, 3)}****${tel.slice(7)}`);
    expect(info.project).toBe(p.key);
    await expectLiveToken(app, p, info.token, info.user.id);

    // The same WeChat user comes back: a new code logs straight in as the bound account.
    const again = await auth(p, { appid, code: await authorize(p, devUser), isFindUser: 'true' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.id).toBe(info.user.id);
    expect(again.json().data.token).not.toBe(info.token);
    // Without isFindUser the answer only says that the openid is bound.
    const look = await auth(p, { appid, code: await authorize(p, devUser) });
    expect(look.json().data).toEqual({ openid, unionid, bound: true });

    const rows = await auditRows(p, 'wechat-official-login');
    expect(rows.some((r) => r.success && r.user_id === info.user.id)).toBe(true);
    expect(
      (await auditRows(p, 'wechat-official-auth')).filter((r) => r.success).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('a code works once, only for its appid, and only in its project', async () => {
    const code = await authorize(p, randomKey('wx'));
    expect((await auth(p, { appid, code })).statusCode).toBe(200);
    expectFailure(await auth(p, { appid, code }), 400, MSG.thirdLoginFailed);

    const otherAppid = await appidOf(other);
    const foreign = await authorize(other, randomKey('wx'), otherAppid);
    // Used in another project (with that project's appid the project check passes only in its own project).
    expectFailure(await auth(p, { appid: otherAppid, code: foreign }), 400, THIRD_MSG.appidMismatch);
    expectFailure(await auth(p, { appid, code: foreign }), 400, MSG.thirdLoginFailed);
    expectFailure(await auth(p, { appid, code: 'made-up-code' }), 400, MSG.thirdLoginFailed);

    const rows = await auditRows(p, 'wechat-official-auth');
    expect(rows.some((r) => !r.success && r.reason === MSG.thirdLoginFailed)).toBe(true);
  });

  it('login refuses an openid this server did not issue in this project', async () => {
    const code = await authorize(other, randomKey('wx'), await appidOf(other));
    const { openid } = (await auth(other, { appid: await appidOf(other), code })).json().data;
    const body = { appid, idCard: randomIdCard(), openid, tel: randomTel() };
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/third/wechat/official/login',
      payload: body,
    });
    expectFailure(res, 400, MSG.thirdLoginFailed);
    const made = { ...body, openid: 'dev_oNeverIssued' };
    expectFailure(
      await call(app, p, { method: 'POST', url: '/api/third/wechat/official/login', payload: made }),
      400,
      MSG.thirdLoginFailed,
    );
    expect((await auditRows(p, 'wechat-official-login')).some((r) => !r.success)).toBe(true);
  });

  it('login validates phone and ID number and refuses a phone whose account has another ID', async () => {
    const { openid } = (await auth(p, { appid, code: await authorize(p, randomKey('wx')) })).json().data;
    const url = '/api/third/wechat/official/login';
    const good = { appid, openid, tel: randomTel(), idCard: randomIdCard() };
    expectFailure(
      await call(app, p, { method: 'POST', url, payload: { ...good, idCard: '330102199001011235' } }),
      400,
      `${MSG.idcardInvalid}（idCard）`,
    );
    expectFailure(
      await call(app, p, { method: 'POST', url, payload: { ...good, tel: '12345' } }),
      400,
      `${MSG.telInvalid}（tel）`,
    );
    const existing = await createUser(p, { idcard: randomIdCard() });
    expectFailure(
      await call(app, p, { method: 'POST', url, payload: { ...good, tel: existing.tel } }),
      400,
      MSG.patientInfoMismatch,
    );
    // The matching ID number logs the existing account in.
    const ok = await call(app, p, {
      method: 'POST',
      url,
      payload: { ...good, tel: existing.tel, idCard: existing.idcard },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.id).toBe(existing.id);
  });

  it('bind/user/login binds the openid to the signed-in user only', async () => {
    const devUser = randomKey('wx');
    const { openid } = (await auth(p, { appid, code: await authorize(p, devUser) })).json().data;
    const user = await createUser(p);
    const token = await app.services.sessions.issue(p.id, user.id, {});
    const url = '/api/third/wechat/official/bind/user/login';
    expectFailure(
      await call(app, p, { method: 'POST', url, payload: { appid, openid, userId: user.id } }),
      401,
      MSG.unauthorized,
    );
    expectFailure(
      await call(app, p, { method: 'POST', url, payload: { appid, openid, userId: user.id + 1 }, token }),
      401,
      MSG.unauthorized,
    );
    // A token of this project is unknown in another project.
    expectFailure(
      await call(app, other, { method: 'POST', url, payload: { appid, openid, userId: user.id }, token }),
      401,
      MSG.unauthorized,
    );
    const res = await call(app, p, {
      method: 'POST',
      url,
      payload: { appid, openid, userId: user.id },
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
    await expectLiveToken(app, p, res.json().data.token, user.id);

    const next = await auth(p, { appid, code: await authorize(p, devUser), isFindUser: true });
    expect(next.json().data.user.id).toBe(user.id);

    const intruder = await createUser(p);
    const intruderToken = await app.services.sessions.issue(p.id, intruder.id, {});
    expectFailure(
      await call(app, p, {
        method: 'POST',
        url,
        payload: { appid, openid, userId: intruder.id },
        token: intruderToken,
      }),
      400,
      THIRD_MSG.wechatBoundToOther,
    );
    expect((await auditRows(p, 'wechat-official-bind')).map((r) => r.success)).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect((await auditRows(other, 'wechat-official-bind')).map((r) => r.success)).toEqual([false]);
  });

  it('validates the auth body in Chinese', async () => {
    expectFailure(await auth(p, { appid }), 400, '请提供授权码（code）');
  });

  describe('JS-SDK signature', () => {
    it('matches the example of the WeChat documentation', () => {
      const signature = jsapiSignature({
        jsapi_ticket:
          'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        noncestr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      });
      expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
    });

    it('signs a page URL with the dev ticket', async () => {
      const url = 'https://h5.example.test/app/page?x=1&y=2';
      const res = await call(app, p, {
        method: 'POST',
        url: `/api/wechat/sign?${new URLSearchParams({ url, wxgzId: appid })}`,
      });
      expect(res.statusCode).toBe(200);
      const { appId, timestamp, noncestr, signature } = res.json().data;
      expect(appId).toBe(appid);
      expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(10);
      const ticket = await new DevWechatProvider(app.services).jsapiTicket(p.id, appid);
      const expected = createHash('sha1')
        .update(`jsapi_ticket=${ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${url}`)
        .digest('hex');
      expect(signature).toBe(expected);
      // Without wxgzId the project's own official account is used.
      const plain = await call(app, p, {
        method: 'POST',
        url: `/api/wechat/sign?${new URLSearchParams({ url })}`,
      });
      expect(plain.json().data.appId).toBe(appid);
    });

    it('refuses bad URLs and another official account', async () => {
      for (const url of ['https://h5.example.test/page#/home', 'ftp://h5.example.test/', 'not a url']) {
        const res = await call(app, p, {
          method: 'POST',
          url: `/api/wechat/sign?${new URLSearchParams({ url })}`,
        });
        expectFailure(res, 400, `${THIRD_MSG.urlInvalid}（url）`);
      }
      const res = await call(app, p, {
        method: 'POST',
        url: `/api/wechat/sign?${new URLSearchParams({ url: 'https://h5.example.test/', wxgzId: 'wxsomeoneelse' })}`,
      });
      expectFailure(res, 400, THIRD_MSG.appidMismatch);
    });
  });

  it('the dev authorize page does not exist in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const qs = new URLSearchParams({ appid, redirect_uri: 'https://h5.example.test/cb', project: p.key });
      const res = await call(prod, p, { method: 'GET', url: `/api/third/wechat/dev/authorize?${qs}` });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('the dev authorize page refuses a non-http redirect_uri and an unknown project', async () => {
    const bad = new URLSearchParams({ appid, redirect_uri: 'javascript:alert(1)', project: p.key });
    const res = await call(app, p, { method: 'GET', url: `/api/third/wechat/dev/authorize?${bad}` });
    expectFailure(res, 400, 'redirect_uri须为http或https地址（redirect_uri）');
    const unknown = new URLSearchParams({
      appid,
      redirect_uri: 'https://h5.example.test/',
      project: 'no-such',
    });
    expectFailure(
      await call(app, p, { method: 'GET', url: `/api/third/wechat/dev/authorize?${unknown}` }),
      400,
      MSG.projectUnknown,
    );
  });
});
