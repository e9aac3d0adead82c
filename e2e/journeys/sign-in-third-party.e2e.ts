import { constants, createHmac, publicEncrypt } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi, partnerSignSecret, randomTel } from '../pages/DemoApi.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';

/** The demo patient's ID number (seed). */
const DEMO_IDCARD = '11010519491231002X';

describe('Journey: third-party sign-in', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('When I sign in through the WeChat official account for the first time, I confirm my phone and ID and land home', async () => {
    const { page } = browser;
    const home = new PatientHomePage(page);

    // The page sends me to the (development) WeChat authorization page.
    await page.goto('/official/bind/user/login');
    await page.waitForURL((url) => url.pathname === '/api/third/wechat/dev/authorize');
    const authorize = new URL(page.url()).searchParams;
    expect(authorize.get('appid')).toBe('wxdemo0000000001');
    expect(authorize.get('response_type')).toBe('code');
    expect(new URL(authorize.get('redirect_uri') ?? '').pathname).toBe('/official/bind/user/login');
    await page.getByRole('heading', { name: '开发环境模拟微信授权' }).waitFor();
    await page.locator('#authorize').click();

    // Back with the code: this WeChat is new, so I confirm who I am once.
    await page.getByRole('heading', { name: /微信登录$/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
    await shoot(page, 'wechat-bind');
    await page.getByPlaceholder('请输入手机号').fill(DEMO.patient.tel);
    await page.getByPlaceholder('请输入身份证号').fill(DEMO_IDCARD);
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await home.waitUntilShown();
    expect(await home.greeting()).toBe(`您好，${DEMO.patient.name}`);
    expect(browser.pageErrors).toEqual([]);
  });

  it('When a partner sends me with RSA-encrypted identity data, I am signed in and see the home', async () => {
    const { page } = browser;
    const api = new DemoApi(inject('baseURL'));
    const home = new PatientHomePage(page);

    // The partner encrypts {idcard, name, tel, ts, sign} with our public key (RSA-OAEP-SHA256);
    // sign = base64url HMAC-SHA256 over idcard|name|tel|ts with the partner's sign secret.
    const { publicKey } = await api.call<{ publicKey: string }>('GET', '/api/base/decryption/rsa/public-key');
    const secret = await partnerSignSecret(inject('serverLog'), 'rsa-login');
    const person = { idcard: '110105198001010016', name: '解密测试', tel: randomTel(), ts: Date.now() };
    const sign = createHmac('sha256', secret)
      .update(`${person.idcard}|${person.name}|${person.tel}|${person.ts}`, 'utf8')
      .digest('base64url');
    const data = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(JSON.stringify({ ...person, sign }), 'utf8'),
    ).toString('base64');

    await page.goto(`/demo/rsa?data=${encodeURIComponent(data)}`);
    await home.waitUntilShown();
    expect(await home.greeting()).toBe('您好，解密测试');

    // The same data a second time, at the generic entry (RSA by default), is refused: the
    // error page names the reason.
    await page.goto(`/demo/decryption/patient/login/?data=${encodeURIComponent(data)}`);
    await page.getByRole('heading', { name: '请求已使用，请重新发起', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/error');
    expect(browser.pageErrors).toEqual([]);
  });
});
