import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DetectionPage, DetectionReportPage } from '../pages/DetectionPages.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

const CHILD = '张小宝';

describe("Journey: children's detection (yuhang)", () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it("When I enter my child's blood pressure, it is graded on the children's standard and shows in her report", async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();

    // The detection shell redirects to blood pressure and picks the child of the account.
    const detection = new DetectionPage(page);
    await detection.open('/app/yuhang/detection');
    await page.waitForURL((url) => url.pathname === '/app/yuhang/detection/blood/pressure');
    await detection.choose(CHILD);
    expect(await detection.chosen()).toBe(CHILD);

    // 118/76 is normal for an adult but at or above the P95 (112/73) of an 8-year-old girl.
    await detection.enterBloodPressure(118, 76);
    const alert = await detection.acknowledgeAlert();
    expect(alert).toContain('本次血压：儿童血压偏高');
    expect(alert).toContain('第95百分位');
    await expect.poll(async () => detection.latestValue().textContent()).toBe('118/76');
    expect(await detection.latestGrade().textContent()).toBe('儿童血压偏高');
    expect(await detection.latestReference().textContent()).toContain(
      '8岁女童血压偏高界值（P95）：112/73 mmHg',
    );
    expect((await detection.rows()).join('|')).toContain('118/76 mmHg');
    await detection.chartCanvas().first().waitFor();

    // The report: the latest blood pressure with the child's grade and advice.
    await page.getByRole('button', { name: '检测报告' }).click();
    await page.waitForURL((url) => url.pathname === '/app/yuhang/report/index');
    const report = new DetectionReportPage(page);
    await report.item('bp').getByTestId('report-grade').waitFor();
    expect(await report.item('bp').getByTestId('report-grade').textContent()).toBe('儿童血压偏高');
    expect(await report.item('bp').getByTestId('report-value').textContent()).toBe('118/76 mmHg');
    expect(await report.item('bp').textContent()).toContain('儿科或儿童保健门诊');
    expect(await report.summary().textContent()).toContain('血压（儿童血压偏高）');

    // The report history lists this month; opening it shows the monthly report.
    await page.getByRole('button', { name: '历史报告' }).click();
    await page.waitForURL((url) => url.pathname === '/app/yuhang/report/index/history');
    await report.historyRows().first().waitFor();
    expect(await report.historyRows().first().textContent()).toContain('儿童血压偏高');
    await report.historyRows().first().click();
    await page.waitForURL(
      (url) => url.pathname === '/app/yuhang/report/index' && url.searchParams.has('month'),
    );
    await report.item('bp').getByTestId('report-grade').waitFor();
    expect(await report.item('bp').getByTestId('report-grade').textContent()).toBe('儿童血压偏高');
    expect(browser.pageErrors).toEqual([]);
  });

  it('The linan detection shell has the heart tab', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();
    const detection = new DetectionPage(page);
    await detection.open('/app/linan/detection');
    await page.waitForURL((url) => url.pathname === '/app/linan/detection/blood/pressure');
    await page.getByRole('tab', { name: '心率' }).click();
    await page.waitForURL((url) => url.pathname === '/app/linan/detection/heart');
    await page.getByRole('button', { name: '录入心率' }).waitFor();
    expect(await detection.chosen()).toBe(CHILD);
    expect(browser.pageErrors).toEqual([]);
  });
});
