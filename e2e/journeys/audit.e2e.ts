import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${inject('baseURL')}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      project: 'demo',
      'content-type': 'application/json',
      ...(init.token ? { authorization: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as { success: boolean; data: T; msg?: string };
  if (!json.success) throw new Error(`${path}: ${json.msg}`);
  return json.data;
}

/** The doctor opens the demo patient's blood-pressure history through the API (as the doctor app does). */
async function doctorReadsDemoPatient(): Promise<void> {
  const patient = await api<{ token: string; patient: { id: number } }>('/api/user/app/login', {
    method: 'POST',
    body: { username: DEMO.patient.tel, password: DEMO.password },
  });
  const doctor = await api<{ token: string }>('/api/user/login/doctor', {
    method: 'POST',
    body: { username: DEMO.doctor.username, password: DEMO.password, orgCode: DEMO.doctor.orgCode },
  });
  await api(`/api/patient/life/history?patientId=${patient.patient.id}&type=bp`, { token: doctor.token });
}

describe('Journey: who looked at my records (audit trail)', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I see that my doctor opened my blood-pressure records, and I download all my data', async () => {
    await doctorReadsDemoPatient();
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();
    await page.goto('/health/user/set/index');
    await page.getByText('谁查看过健康档案、导出个人数据').click();
    await page.waitForURL((url) => url.pathname === '/health/user/set/access/record');
    const entry = page.getByTestId('audit-entry').filter({ hasText: DEMO.doctor.name }).first();
    await entry.waitFor();
    await expect(entry.textContent()).resolves.toContain('查询');
    await expect(entry.textContent()).resolves.toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    if (process.env.AUDIT_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.AUDIT_SCREENSHOTS}/access.png` });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导出.*的全部数据/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kanghu-patient-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(file.patient.name).toBe(DEMO.patient.name);
    expect(file.records.measurements.length).toBeGreaterThan(0);
  });

  it('as the org administrator I filter the audit trail down to one doctor', async () => {
    await doctorReadsDemoPatient();
    const { page } = browser;
    const login = new DoctorLoginPage(page);
    await login.open();
    await login.signIn(DEMO.admin.username, DEMO.password, DEMO.admin.orgCode);
    await page.waitForURL((url) => !url.pathname.includes('login'));
    await page.goto('/health/doctor/mine/index');
    await page.getByText('审计日志', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/health/doctor/audit/record');
    const doctorEntry = page.getByTestId('audit-entry').filter({ hasText: DEMO.doctor.name }).first();
    await doctorEntry.waitFor();
    await expect(doctorEntry.textContent()).resolves.toContain('GET /api/patient/life/history');
    await doctorEntry.click();
    await page.getByText(/^用户 \d+ ✕$/).waitFor();
    const names = await page.getByTestId('audit-entry').locator('span > span').first().allTextContents();
    expect(names.every((n) => n === DEMO.doctor.name)).toBe(true);
    if (process.env.AUDIT_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.AUDIT_SCREENSHOTS}/trail.png` });
  });
});
