import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { latestSmsCode } from '../fixtures/sms.ts';
import { ForgetPasswordPage } from '../pages/AccountPages.ts';
import { DemoApi, randomTel } from '../pages/DemoApi.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { followLoginLink, PatientLoginPage } from '../pages/PatientLoginPage.ts';

describe('Journey: a patient who forgot the password', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('When I reset my password with a code, I sign in with the new one and the old one no longer works', async () => {
    const { page } = browser;
    const api = new DemoApi(inject('baseURL'));
    const tel = randomTel();
    const oldPassword = 'Old2026pass';
    const newPassword = 'New2026pass';
    // Given a patient account that a doctor opened for me.
    const doctor = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await api.createCustomer(doctor, { tel, password: oldPassword, name: '重置测试' });

    const login = new PatientLoginPage(page);
    const forget = new ForgetPasswordPage(page);
    const home = new PatientHomePage(page);
    await login.open();
    await followLoginLink(page, '忘记密码');
    await forget.waitUntilShown();
    await forget.requestCode(tel);
    await forget.reset(await latestSmsCode(inject('serverLog'), tel), newPassword);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('密码已重置，请使用新密码登录').waitFor();
    await shoot(page, 'forget-password-done');
    await dialog.getByRole('button', { name: '确定' }).click();

    await login.waitUntilShown();
    await login.signInWithPassword(tel, newPassword);
    await home.waitUntilShown();
    expect(await home.greeting()).toBe('您好，重置测试');
    expect(await api.canSignIn(tel, oldPassword)).toBe(false);
    expect(browser.pageErrors).toEqual([]);
  });
});
