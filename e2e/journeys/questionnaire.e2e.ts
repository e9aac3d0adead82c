import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';
import { QuestionFormPage, QuestionListPage, QuestionResultPage } from '../pages/QuestionnairePages.ts';

const PHQ9 = [
  '1. 做事时提不起劲或没有兴趣',
  '2. 感到心情低落、沮丧或绝望',
  '3. 入睡困难、睡不安稳或睡眠过多',
  '4. 感觉疲倦或没有活力',
  '5. 食欲不振或吃太多',
  '6. 觉得自己很糟——或觉得自己很失败，或让自己或家人失望',
  '7. 对事物专注有困难，例如阅读报纸或看电视时',
  '8. 动作或说话速度缓慢到别人已经觉察？或正好相反——烦躁或坐立不安、动来动去的情况更胜于平常',
  '9. 有不如死掉或用某种方式伤害自己的念头',
];

describe('Journey: a patient fills in PHQ-9 over two visits', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I answer half, leave, come back to my saved answers, finish, and see my band and trend', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();

    const list = new QuestionListPage(page);
    await list.open();
    await list.card('phq9').getByRole('button', { name: '再次填写' }).click();
    const form = new QuestionFormPage(page);
    for (const q of PHQ9.slice(0, 4)) await form.choose(q, '好几天');
    await form
      .draftStatus()
      .getByText(/已自动暂存/)
      .waitFor();

    // A required item left empty: the exact 系统提示 alert, and nothing is submitted.
    await form.submit();
    expect(await form.alertText()).toBe('5. 食欲不振或吃太多不能为空');
    expect(new URL(page.url()).pathname).toBe('/health/patient/question/form');

    // Leave the form; the list offers to continue, and the answers are back (from the server).
    await list.open();
    await list.card('phq9').getByRole('button', { name: '继续填写' }).click();
    await form
      .draftStatus()
      .getByText(/已恢复/)
      .waitFor();
    for (const q of PHQ9.slice(0, 4)) expect(await form.isChosen(q, '好几天')).toBe(true);

    for (const q of PHQ9.slice(4)) await form.choose(q, '完全不会');
    await form.submit();
    await page.waitForURL((url) => url.pathname === '/health/patient/question/result');
    const result = new QuestionResultPage(page);
    expect(await result.total()).toBe('4');
    expect(await result.level()).toBe('无或极轻微抑郁症状');
    await page.getByText('保持规律作息和适量运动').waitFor();

    // The trend: the two seeded records and today's.
    await page.getByRole('button', { name: '查看历史趋势' }).click();
    await page.waitForURL((url) => url.pathname === '/health/patient/question/history');
    await page.getByTestId('trend-chart').waitFor();
    const rows = page.getByRole('region', { name: '历次记录' }).locator('.adm-list-item');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain('4分');

    // Back on the list: no draft any more, the latest result shown.
    await list.open();
    await list.card('phq9').getByRole('button', { name: '再次填写' }).waitFor();
    expect(await list.card('phq9').textContent()).toContain('无或极轻微抑郁症状');
  });
});

describe('Journey: a no-login link, filled in on another phone', () => {
  let browser: BrowserSession;
  let other: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
    other = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
    await other?.close();
  });

  it('I send an mMRC link; it is filled in without signing in, once; the result is mine', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();
    const list = new QuestionListPage(page);
    await list.open();
    await list.card('mmrc').getByRole('button', { name: '免登录链接' }).click();
    const shown = list.card('mmrc').getByTestId('share-link');
    await shown.waitFor();
    const link = ((await shown.textContent()) ?? '').trim();
    expect(link).toMatch(/\/no\/login\/form#t=[A-Za-z0-9_-]{43}$/);

    // Another phone, no session: the form names the patient masked; the token leaves the address bar.
    const phone = other.page;
    await phone.goto(link);
    await phone.getByText('填写人：').waitFor();
    expect(await phone.getByText('填写人：').textContent()).toContain('*三');
    expect(new URL(phone.url()).hash).toBe('');
    const form = new QuestionFormPage(phone);
    await form.submit();
    expect(await form.alertText()).toBe('您的呼吸困难程度不能为空');
    await form.choose('您的呼吸困难程度', '2级：由于气短，平地行走时比同龄人慢或者需要停下来休息');
    await form.submit();
    const result = new QuestionResultPage(phone);
    expect(await result.level()).toBe('呼吸困难较重');

    // The same link opened again (a new page load) is refused.
    await phone.goto('about:blank');
    await phone.goto(link);
    await phone.getByText('该问卷链接已使用或已过期，请向医生重新获取').waitFor();

    // The record is the patient's: the list shows the result.
    await list.open();
    expect(await list.card('mmrc').textContent()).toContain('呼吸困难较重');
  });
});
