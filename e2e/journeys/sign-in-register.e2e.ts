import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { latestSmsCode } from '../fixtures/sms.ts';
import { RegisterPage } from '../pages/AccountPages.ts';
import { randomTel } from '../pages/DemoApi.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { followLoginLink, PatientLoginPage } from '../pages/PatientLoginPage.ts';

describe('Journey: a new patient registers', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('When I register with a code sent to my phone, I am signed in and see my home', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    const register = new RegisterPage(page);
    const home = new PatientHomePage(page);
    const tel = randomTel();

    await login.open();
    await followLoginLink(page, '注册账号');
    await register.waitUntilShown();
    await shoot(page, 'register');
    await register.requestCode(tel);
    await register.fill({
      code: await latestSmsCode(inject('serverLog'), tel),
      name: '注册测试',
      password: 'Reg2026pass',
    });

    // Without agreeing to the agreements, I am told to.
    await register.submit();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('请阅读并同意用户服务协议和隐私政策').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();

    await register.agree();
    await register.submit();
    await home.waitUntilShown();
    expect(await home.greeting()).toBe('您好，注册测试');
    expect(browser.pageErrors).toEqual([]);
  });
});
