import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { LinanHomePage, LinanPrescriptionPage, LinanReportPage } from '../pages/LinanPages.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';
import { QuestionFormPage } from '../pages/QuestionnairePages.ts';

/** 张三, the demo patient (seed), and a valid number bound to no demo account. */
const DEMO_IDCARD = '11010519491231002X';
const OTHER_IDCARD = '330112198001011232';

describe("Journey: the Lin'an health index to the lifestyle prescription", () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I see my last index, fill in the questionnaire, get my index and my prescription', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();

    // The programme home shows my latest (seeded) index and says what the index is.
    const home = new LinanHomePage(page);
    await home.open();
    expect(await home.latest().textContent()).toContain('71');
    expect(await page.getByTestId('index-notice').textContent()).toContain('不是经过验证的临床量表');

    await home.openTile('健康指数');
    await page.waitForURL((url) => url.pathname === '/app/linan/health/exponent');
    await page.getByText('《中国居民膳食指南（2022）》', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: '重新测评' }).click();
    await page.waitForURL((url) => url.pathname === '/app/linan/questionnaire/form');

    const form = new QuestionFormPage(page);
    await form.choose('性别', '男');
    await form.item('年龄').locator('input').fill('76');
    await form.item('身高').locator('input').fill('170');
    await form.item('体重').locator('input').fill('80');
    // The amount is asked only of a smoker.
    expect(await form.item('平均每天吸烟量').count()).toBe(0);
    await form.choose('吸烟情况', '目前吸烟');
    await form.item('平均每天吸烟量').locator('input').fill('15');

    // A required item left empty: the 系统提示 alert, nothing submitted.
    await form.submit();
    expect(await form.alertText()).toBe('生活方式饮酒情况不能为空');
    expect(new URL(page.url()).pathname).toBe('/app/linan/questionnaire/form');

    await form.choose('饮酒情况', '经常饮酒（每周2次及以上）');
    await form.choose('每周中等强度身体活动的累计时间', '不足150分钟');
    await form.choose('每天久坐的时间（看电视、用手机、伏案等）', '4～8小时');
    await form.choose('蔬菜和水果的摄入', '经常吃，但不是每天都足量');
    await form.choose('您的饮食口味', '偏咸或偏油');
    await form.choose('平均每晚睡眠时间', '6～7小时');
    await form.choose('是否有医生确诊的慢性病', '否');
    await form.choose('最近一次测量的血压', '120～139/80～89 mmHg');
    await form.choose('最近一次测量的空腹血糖', '不清楚');
    await form.submit();

    // 0 + 3 + 7 + 3 + 5 + 0 + 5 + 10 + 6 + 2 = 41: 较差; BMI 80 / 1.7² = 27.7, above 26.9 at 76.
    await page.waitForURL((url) => url.pathname === '/app/linan/exponent/report');
    const report = new LinanReportPage(page);
    expect(await report.total()).toBe('41');
    expect(await report.level()).toBe('较差');
    expect(await report.bmi()).toBe('体重指数（BMI）27.7，偏高');

    await page.getByRole('button', { name: '查看生活方式处方' }).click();
    await page.waitForURL((url) => url.pathname === '/app/linan/health/prescription');
    const rx = new LinanPrescriptionPage(page);
    const smoking = rx.area('smoking');
    await smoking.waitFor();
    expect(await smoking.textContent()).toContain('目前吸烟，每天约15支');
    expect(await smoking.textContent()).toContain('需改善');
    expect(await rx.area('diet').textContent()).toContain('每天食盐不超过5克');
    expect(await rx.area('activity').textContent()).toContain('150～300分钟中等强度');
    expect(await rx.area('activity').textContent()).toContain('世界卫生组织');
    expect(await rx.area('weight').textContent()).toContain('20.0～26.9');
    expect(await rx.area('sleep').textContent()).toContain('需改善');
    expect(await rx.notice().textContent()).toContain('不能代替医生的诊断');

    // The history now has three records, today's first.
    await page.goto('/app/linan/history');
    const rows = page.getByRole('region', { name: '历次测评' }).locator('.adm-list-item');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain('41分');
  });
});

describe("Journey: a partner app opens the Lin'an index for a resident by ID number", () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('my own resident opens my index and the number never stays in the address bar', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();

    await page.goto(`/Y003/patient/${DEMO_IDCARD}`);
    await page.waitForURL((url) => url.pathname === '/app/linan/index');
    expect(await page.getByTestId('measure-patient').textContent()).toBe('张三');
    // The entry was replaced: going back never shows the number.
    await page.goBack();
    expect(page.url()).not.toContain(DEMO_IDCARD);

    // A valid number of someone not bound to this account: not found, nothing else said.
    await page.goto(`/Y003/lishui/patient/${OTHER_IDCARD}`);
    await page.getByText('未找到该就诊人，请先绑定').waitFor();
    expect(page.url()).not.toContain(OTHER_IDCARD);
  });
});
