import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { BloodPressurePage } from '../pages/BloodPressurePage.ts';
import { DemoApi } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

const TASKS = '/app/yzh/patient/device/monitor/task';
const LUNG = '/doctor/backend/lung/report/question/collect';
/** The demo patient 张三 (apps/server/src/db/seed). */
const DEMO_IDCARD = '11010519491231002X';

async function signInDoctor(session: BrowserSession): Promise<void> {
  const login = new DoctorLoginPage(session.page);
  await login.open();
  await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
  await new DoctorHomePage(session.page).waitUntilShown();
}

async function signInPatient(session: BrowserSession): Promise<void> {
  const login = new PatientLoginPage(session.page);
  await login.open();
  await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
  await new PatientHomePage(session.page).waitUntilShown();
}

/** The "已测 N 次" count of the blood-pressure task card. */
async function bpDone(page: Page): Promise<number> {
  const text = await page
    .getByTestId('monitor-task')
    .filter({ hasText: '血压监测' })
    .getByTestId('monitor-done')
    .textContent();
  return Number(/已测 (\d+) 次/.exec(text ?? '')?.[1] ?? Number.NaN);
}

describe('Journey: home monitoring and lung-function collection', () => {
  let doctor: BrowserSession;
  let patient: BrowserSession;
  beforeEach(async () => {
    doctor = await openBrowser(inject('baseURL'));
    patient = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await doctor?.close();
    await patient?.close();
  });

  it('a doctor sets blood-pressure monitoring; the patient sees it and its progress move after a reading', async () => {
    // A rerun on the same database: end an earlier active blood-pressure task first (as the doctor could).
    const api = new DemoApi(inject('baseURL'));
    const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await api.call('POST', '/api/patient/yzh/home/health/monitor/task/terminate', {
      token,
      body: { idcard: DEMO_IDCARD, monitorTypes: ['bp'] },
    });

    await signInDoctor(doctor);
    const d = doctor.page;
    await d.goto(TASKS);
    await d.getByRole('button', { name: '新建监测任务' }).click();
    const sheet = d.locator('.adm-popup-body');
    await sheet.getByPlaceholder('请输入患者身份证号').fill(DEMO_IDCARD);
    // Defaults: 血压, 每天 2 次, from today, 7 days.
    await sheet.getByText('7天', { exact: true }).waitFor();
    await sheet.getByPlaceholder('选填，如：每天早晚各测一次').fill('每天早晚各测一次血压');
    await shoot(d, 'monitoring-doctor-create');
    await sheet.getByRole('button', { name: '创建任务' }).click();
    await sheet.waitFor({ state: 'hidden' });
    const card = d
      .getByTestId('monitor-task')
      .filter({ hasText: `血压监测 · ${DEMO.patient.name}` })
      .filter({ hasText: '进行中' });
    await card.first().waitFor();
    await shoot(d, 'monitoring-doctor-list');

    // The patient finds the task with its progress.
    await signInPatient(patient);
    const p = patient.page;
    await p.goto(TASKS);
    await p.getByTestId('monitor-task').filter({ hasText: '血压监测' }).first().waitFor();
    await expect
      .poll(() => p.getByTestId('monitor-task').filter({ hasText: '每天 2 次，共 7 天' }).count())
      .toBe(1);
    const before = await bpDone(p);
    expect(before).toBeGreaterThanOrEqual(0);

    // A reading entered by hand counts toward the task.
    const bp = new BloodPressurePage(p);
    await bp.open();
    await bp.enterByHand(126, 82, 72);
    await p.goto(TASKS);
    await p.getByTestId('monitor-task').filter({ hasText: '血压监测' }).first().waitFor();
    await expect.poll(() => bpDone(p)).toBe(before + 1);
    await shoot(p, 'monitoring-patient-list');
    await p.getByTestId('monitor-task').filter({ hasText: '血压监测' }).first().getByText('血压监测').click();
    await p.getByTestId('monitor-detail-title').waitFor();
    await p.getByText('126/82 mmHg').first().waitFor();
    await shoot(p, 'monitoring-patient-detail');
    expect(doctor.pageErrors).toEqual([]);
    expect(patient.pageErrors).toEqual([]);
  });

  it('a lung-function report entered on the doctor form appears in the list', async () => {
    await signInDoctor(doctor);
    const d = doctor.page;
    await d.goto(LUNG);
    await d.getByPlaceholder('患者身份证号').fill(DEMO_IDCARD);
    await d.getByPlaceholder('患者姓名').fill(DEMO.patient.name);
    const fvc = (2 + Math.floor(Math.random() * 90) / 100).toFixed(2);
    await d.getByPlaceholder('请输入用力肺活量FVC').fill(fvc);
    await d.getByPlaceholder('请输入第一秒用力呼气量FEV1').fill('1.80');
    const ratio = Math.round((1.8 / Number(fvc)) * 1000) / 10;
    await expect.poll(() => d.getByTestId('lung-ratio').textContent()).toBe(`${ratio}%`);
    await d.getByPlaceholder('呼气峰流量PEF（选填）').fill('5.2');
    await d.getByRole('button', { name: '保存报告' }).click();
    const row = d.getByTestId('lung-row').filter({ hasText: `FVC ${Number(fvc)}L` });
    await row.first().waitFor();
    await expect.poll(() => row.first().textContent()).toContain(`FEV1/FVC ${ratio}%`);
    expect(await row.first().textContent()).toContain(DEMO.patient.name);
    await shoot(d, 'monitoring-lung-list');
    expect(doctor.pageErrors).toEqual([]);
  });
});
