import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { latestSmsCode } from '../fixtures/sms.ts';
import { PATIENT_HOME_PATH, PatientHomePage } from '../pages/PatientHomePage.ts';
import { PATIENT_LOGIN_PATH, PatientLoginPage } from '../pages/PatientLoginPage.ts';

describe('Journey: a patient signs in', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('When I open / and sign in as the demo patient, I see my name', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    const home = new PatientHomePage(page);

    // When I open the site without being signed in, I end on the login page, sized for my phone.
    await page.goto('/');
    await login.waitUntilShown();
    await shoot(page, 'patient-login');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('50px');
    const loginRequest = page.waitForRequest((r) => r.url().endsWith('/api/user/app/login'));

    // When I sign in with my phone and password, I land on my home page and see my name.
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await home.waitUntilShown();
    expect(await home.greeting()).toBe(`您好，${DEMO.patient.name}`);
    expect(await home.currentPatient()).toBe(DEMO.patient.name);
    // The production build scrambles the payload: the password never travels as plain JSON.
    const sent = await loginRequest;
    expect(await sent.headerValue('decodeway')).toBe('x1');
    expect(sent.postData() ?? '').not.toContain(DEMO.password);
    expect(await sent.headerValue('project')).toBe('demo');
    await shoot(page, 'patient-home');

    // When I reload, I am still signed in (the session is checked on start-up).
    await page.reload();
    await home.waitUntilShown();
    expect(await home.greeting()).toBe(`您好，${DEMO.patient.name}`);

    // When I sign out, I am back on the login page, and the home page is closed to me.
    await home.signOut();
    await login.waitUntilShown();
    await page.goto(PATIENT_HOME_PATH);
    await login.waitUntilShown();
    expect(new URL(page.url()).pathname).toBe(PATIENT_LOGIN_PATH);
    expect(browser.pageErrors).toEqual([]);
  });

  it('When I sign in with a code sent to my phone, I see my name', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    const home = new PatientHomePage(page);
    await login.open();
    await login.requestSmsCode(DEMO.patient.tel);
    await login.signInWithSmsCode(await latestSmsCode(inject('serverLog'), DEMO.patient.tel));
    await home.waitUntilShown();
    expect(await home.greeting()).toBe(`您好，${DEMO.patient.name}`);
    expect(browser.pageErrors).toEqual([]);
  });

  it('When I sign in with a wrong password, I am told and stay on the login page', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, 'Wrong@2026');
    await page
      .getByText(/账号或密码错误|密码错误/)
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(PATIENT_LOGIN_PATH);
  });

  it('When I submit an empty form, a 系统提示 alert lists what is missing', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.passwordPanel().getByRole('button', { name: '登录', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('系统提示').waitFor();
    expect(await dialog.textContent()).toContain('请输入手机号');
  });
});
