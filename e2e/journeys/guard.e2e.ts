import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { ChangePatientPage, SETTINGS_PATH, SettingsPage } from '../pages/AccountPages.ts';
import { DemoApi } from '../pages/DemoApi.ts';
import { PATIENT_LOGIN_PATH, PatientLoginPage } from '../pages/PatientLoginPage.ts';

/**
 * The route guard (spec 3 section 2). "No default path -> /error titled 没有访问权限" is covered
 * by the guard's unit test (apps/web/src/app/guard.test.ts): every seed project has a default
 * path, so no browser journey can reach it without a project made for the purpose.
 */
describe('Journey: the route guard', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('When I open a page without signing in, I sign in first and then land on that page with its query', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    const settings = new SettingsPage(page);

    // The project's default path (demo: the patient login) opens instead of the settings.
    await page.goto(`${SETTINGS_PATH}?from=guard&n=1`);
    await login.waitUntilShown();
    expect(new URL(page.url()).pathname).toBe(PATIENT_LOGIN_PATH);

    // After signing in, the page I asked for opens, with the query it had.
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await settings.waitUntilShown();
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('guard');
    expect(url.searchParams.get('n')).toBe('1');
    await shoot(page, 'settings');
    expect(browser.pageErrors).toEqual([]);
  });

  it('When I open an open page (agreement, register) without signing in, it opens', async () => {
    const { page } = browser;
    await page.goto('/health/user/protocol');
    await page.getByRole('heading', { name: /用户服务协议$/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/health/user/protocol');
    await page.getByRole('button', { name: '查看《隐私政策》' }).click();
    // The project's stored policy (configs privacy_policy): the demo's is titled 个人信息保护政策.
    await page.getByRole('heading', { name: /(隐私|个人信息保护)政策$/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/health/user/protocol/custom');

    await page.goto('/health/user/register');
    await page.getByRole('heading', { name: '注册账号' }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('When the error page says 没有访问权限, it shows that title', async () => {
    const { page } = browser;
    await page.goto(`/error?title=${encodeURIComponent('没有访问权限')}`);
    await page.getByRole('heading', { name: '没有访问权限' }).waitFor();
  });

  it('When my session is revoked and the next call answers 401, I am asked to sign in again and go to the login page', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    const settings = new SettingsPage(page);
    const api = new DemoApi(inject('baseURL'));
    // Without the realtime channel (a proxy that passes no websockets), the server cannot tell
    // the page that the session ended: the next API call finds out with a 401.
    await page.routeWebSocket(/\/api\/message\/websocket\//, () => {});

    await page.goto(SETTINGS_PATH);
    await login.waitUntilShown();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await settings.waitUntilShown();

    // Signed out on another device: the stored token no longer works.
    const token = await page.evaluate(() => localStorage.getItem('demo_Authorization'));
    expect(token).toBeTruthy();
    await api.logout(token ?? '');

    // Opening the patient switcher fetches my patients again: the 401 asks me to sign in again.
    await settings.openChangePatient();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('登录信息已失效，是否重新登录?').waitFor();
    await shoot(page, 'session-expired');
    await dialog.getByRole('button', { name: '确定' }).click();
    await login.waitUntilShown();
    expect(await page.evaluate(() => localStorage.getItem('demo_Authorization'))).toBeNull();
    expect(browser.pageErrors).toEqual([]);
  });

  it('When my session is revoked while the realtime channel is open, it tells me at once and I go to the login page', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    const settings = new SettingsPage(page);
    const api = new DemoApi(inject('baseURL'));

    await page.goto(SETTINGS_PATH);
    await login.waitUntilShown();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await settings.waitUntilShown();
    const token = await page.evaluate(() => localStorage.getItem('demo_Authorization'));
    await api.logout(token ?? '');

    const dialog = page.getByRole('dialog');
    await dialog.getByText('登录信息已失效，请重新登录').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await login.waitUntilShown();
    expect(browser.pageErrors).toEqual([]);
  });

  it('When I switch the current patient, the choice is kept', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    const settings = new SettingsPage(page);
    const chooser = new ChangePatientPage(page);

    await page.goto(SETTINGS_PATH);
    await login.waitUntilShown();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await settings.waitUntilShown();
    await settings.openChangePatient();
    await chooser.waitUntilShown();
    await shoot(page, 'change-patient');
    await chooser.choose('李四');
    await settings.waitUntilShown();
    await page.getByText('李四', { exact: true }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
