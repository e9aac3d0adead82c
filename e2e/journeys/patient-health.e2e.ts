import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { BloodPressurePage } from '../pages/BloodPressurePage.ts';
import { randomTel } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { HealthApi } from '../pages/HealthApi.ts';
import { MyPatientsPage } from '../pages/MyPatientsPage.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

async function signInAsDemoPatient(page: Page): Promise<void> {
  const login = new PatientLoginPage(page);
  await login.open();
  await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
  await new PatientHomePage(page).waitUntilShown();
}

describe('Journey: patients and their health data', () => {
  let browser: BrowserSession;
  let health: HealthApi;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
    health = new HealthApi(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('When a relative gives me a bind code, I bind that patient and switch the current patient to them', async () => {
    // A relative's account (made by the doctor, so no SMS) creates their own record and a code.
    const doctorToken = await health.api.doctorToken(
      DEMO.doctor.username,
      DEMO.password,
      DEMO.doctor.orgCode,
    );
    const tel = randomTel();
    await health.api.createCustomer(doctorToken, { tel, password: DEMO.password, name: '王大爷' });
    const relative = await health.signIn(tel, DEMO.password);
    const name = `王大爷${Math.floor(Math.random() * 1000)}`;
    const { code } = await health.patientWithBindCode(relative.token, name);

    const { page } = browser;
    await signInAsDemoPatient(page);
    const myPatients = new MyPatientsPage(page);
    await myPatients.open();
    expect((await myPatients.names()).join()).not.toContain(name);
    await myPatients.bindByCode(code.toLowerCase());
    await page.getByText(`已绑定就诊人：${name}`).waitFor();
    await page.waitForURL((url) => url.pathname === '/health/patient/my/patient');
    await expect.poll(async () => (await myPatients.names()).join()).toContain(name);
    // The list masks ID numbers.
    expect((await myPatients.names()).join()).toMatch(/身份证 \d{3}\*{12}\w{3}/);

    // The home's switcher shows the new patient; choosing it makes it current.
    await page.goto('/health/user/index');
    const home = new PatientHomePage(page);
    await home.waitUntilShown();
    await page.getByRole('button', { name, exact: true }).click();
    expect(await home.currentPatient()).toBe(name);
    await page.reload();
    await home.waitUntilShown();
    expect(await home.currentPatient()).toBe(name);
    // The same code cannot be used twice.
    await myPatients.open();
    await myPatients.bindByCode(code);
    await page.getByText('绑定码无效或已过期').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('When I enter a blood-pressure reading by hand, I see it in the history, the chart and the report', async () => {
    const { page } = browser;
    await signInAsDemoPatient(page);
    const bp = new BloodPressurePage(page);
    await bp.open();
    await bp.enterByHand(136, 86, 72);
    await page.getByText('保存成功：正常高值').waitFor();
    await expect.poll(async () => (await bp.rows()).join('|')).toContain('136/86 mmHg');
    expect((await bp.rows()).join('|')).toContain('心率 72 次/分');
    expect((await bp.rows()).join('|')).toContain('正常高值');
    await bp.chartCanvas().first().waitFor();
    expect(await bp.chartCanvas().count()).toBeGreaterThan(0);
    expect(await page.getByTestId('latest-bp').textContent()).toBe('136/86');

    await page.getByRole('button', { name: '查看报告' }).click();
    await page.waitForURL((url) => url.pathname === '/health/patient/blood/pressure/report/detail');
    await page.getByRole('heading', { name: '报告概要' }).waitFor();
    expect(Number(await page.getByTestId('report-count').textContent())).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('report-systolic').textContent()).toContain('最高');
    expect(browser.pageErrors).toEqual([]);
  });

  it("When I enter 185/115, my doctor's page shows the abnormal-reading notice within 2 s", async () => {
    const doctor = await openBrowser(inject('baseURL'));
    try {
      const authed = new Promise<void>((resolve) => {
        doctor.page.on('websocket', (socket) =>
          socket.on('framereceived', (f) => {
            if (String(f.payload).includes('AUTH_OK')) resolve();
          }),
        );
      });
      const login = new DoctorLoginPage(doctor.page);
      await login.open();
      await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
      await new DoctorHomePage(doctor.page).waitUntilShown();
      await authed;

      const { page } = browser;
      await signInAsDemoPatient(page);
      const bp = new BloodPressurePage(page);
      await bp.open();
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/patient/blood/pressure') && r.request().method() === 'POST',
      );
      await bp.enterByHand(185, 115);
      await saved;
      const started = Date.now();
      const notice = doctor.page
        .getByTestId('measure-notice')
        .filter({ hasText: '血压异常：3级高血压（重度）' });
      await notice.first().waitFor({ timeout: 2_000 });
      expect(Date.now() - started).toBeLessThan(2_000);
      await page.getByText('本次血压：3级高血压（重度），已通知您的签约医生。').waitFor();
      await notice.filter({ hasText: '185/115 mmHg' }).first().waitFor();
      expect(doctor.pageErrors).toEqual([]);
    } finally {
      await doctor.close();
    }
  });

  it('When my blood-pressure monitor uploads a reading, it is on my blood-pressure screen after a reload', async () => {
    const me = await health.signIn(DEMO.patient.tel, DEMO.password);
    const self = me.patientList.find((p) => p.name === DEMO.patient.name);
    if (!self) throw new Error('the demo patient has no record of its own');
    const device = await health.bindBpDevice(me.token, self.id);

    const { page } = browser;
    await signInAsDemoPatient(page);
    const bp = new BloodPressurePage(page);
    await bp.open();
    const result = await health.postIotBloodPressure(device, 127, 77);
    expect(result.level).toBe('high_normal');
    await page.reload();
    await page.getByRole('button', { name: '手动录入' }).waitFor();
    await expect.poll(async () => (await bp.rows()).join('|')).toContain('127/77 mmHg');
    expect((await bp.rows()).join('|')).toContain('设备上传');

    // The device is listed under my devices.
    await page.goto('/health/patient/common/device/list');
    await page.getByTestId('device-row').filter({ hasText: device.serial }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
