import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { PATIENT_LOGIN_PATH, PatientLoginPage } from '../pages/PatientLoginPage.ts';

/** The yzh-yuhang demo resident (seed ai-patient-data.ts) and a valid number bound to no one. */
const RESIDENT_TEL = '13800000116';
const OTHER_IDCARD = '330112198001011232';

describe('Journey: a Yuhang resident from the home to their archives, plan and sleep report', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I see my district, my archives, add a medicine to my plan and read my sleep report', async () => {
    const { page } = browser;
    await page.goto(`${PATIENT_LOGIN_PATH}?project=yzh-yuhang`);
    const login = new PatientLoginPage(page);
    await login.waitUntilShown();
    await login.signInWithPassword(RESIDENT_TEL, DEMO.password);
    await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 15_000 });

    // When I open the home, it names my district and says the district system is not connected.
    await page.goto('/app/yuhang/index');
    expect(await page.getByTestId('yuhang-district').textContent()).toContain('临平区');
    expect(await page.getByTestId('local-notice').textContent()).toContain('尚未接入');
    await page.getByTestId('local-record').first().waitFor();

    // When I open my archives, I see my record from the community centre, ID number masked.
    await page.getByRole('button', { name: /健康档案/ }).click();
    await page.waitForURL((url) => url.pathname === '/app/yuhang/health/archives');
    await page.getByText('居民健康档案').waitFor();
    expect(await page.getByText(/^\d{3}\*+\d{3}[\dX]?$/).count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: /处方/ }).click();
    await page.getByText('高血压长期处方').waitFor();

    // When I open my plan, I see the doctor's follow-up and add a medicine I take.
    await page.goBack();
    await page.getByRole('button', { name: /健康计划/ }).click();
    await page.waitForURL((url) => url.pathname === '/app/yuhang/health/plan');
    await page.getByTestId('yuhang-plan').first().waitFor();
    expect(await page.getByTestId('yuhang-plan').count()).toBe(2);
    // The medicines load apart from the plans: wait for the seeded two before counting.
    await page.getByTestId('yuhang-drug').first().waitFor();
    const before = await page.getByTestId('yuhang-drug').count();
    await page.getByRole('button', { name: '添加用药' }).click();
    await page.waitForURL((url) => url.pathname === '/app/yuhang/plan/drugs/add');
    // Nothing entered: the form refuses and stays.
    await page.getByRole('button', { name: '保存' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('请输入药品名称').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByPlaceholder('如：苯磺酸氨氯地平片').fill('二甲双胍缓释片');
    await page.getByPlaceholder('选填，如：5mg').fill('0.5g');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL((url) => url.pathname === '/app/yuhang/health/plan');
    await page.getByText('二甲双胍缓释片').waitFor();
    expect(await page.getByTestId('yuhang-drug').count()).toBe(before + 1);

    // When I open the sleep report, I see the mattress nights.
    await page.goto('/app/yuhang/index');
    await page.getByRole('button', { name: /睡眠报告/ }).click();
    await page.waitForURL((url) => url.pathname === '/app/yuhang/report/bed');
    await page.getByText('7晚监测').waitFor();
    expect(await page.getByTestId('bed-night').count()).toBe(7);

    // An ID number in a link is masked at once and opens nobody else's data.
    await page.goto(`/patient/${OTHER_IDCARD}`);
    await page.getByText('未找到该就诊人，请先绑定').waitFor();
    expect(page.url()).not.toContain(OTHER_IDCARD);
  });
});
