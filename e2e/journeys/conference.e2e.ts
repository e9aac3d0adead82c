import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { latestSmsCode } from '../fixtures/sms.ts';
import { LEARNER, signInAsLearner } from '../pages/PointsPages.ts';

const CONFERENCE = '2026 基层慢病管理学术年会';

describe('Journey: registering for a conference and planning my itinerary', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I register with the SMS code, add two topics to my itinerary and see them in mine', async () => {
    const { page } = browser;
    await signInAsLearner(page, DEMO.password);

    await page.goto('/app/conference/index');
    await page.getByText(CONFERENCE).click();
    await page.waitForURL((url) => url.pathname === '/conference/conference');
    await page.getByRole('region', { name: '会议信息' }).getByText(CONFERENCE).waitFor();

    // Register: name, my phone, the code the phone received (development outbox), a remark.
    await page.getByRole('button', { name: '会议报名' }).click();
    await page.waitForURL((url) => url.pathname === '/conference/register');
    await page.getByPlaceholder('请输入姓名').fill(LEARNER.name);
    await page.getByPlaceholder('请输入手机号').fill(LEARNER.tel);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page
      .getByPlaceholder('验证码', { exact: true })
      .fill(await latestSmsCode(inject('serverLog'), LEARNER.tel));
    await page.getByPlaceholder('如需住宿、发票等请注明（选填）').fill('需要继续教育学分证明');
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.getByRole('region', { name: '报名成功' }).waitFor();
    await shoot(page, 'conference-registered');

    // The agenda: add two topics of the first day to my itinerary.
    await page.getByRole('button', { name: '查看会议' }).click();
    await page.getByRole('button', { name: '会议日程' }).click();
    await page.waitForURL((url) => url.pathname === '/conference/topic');
    for (const title of ['基层高血压管理十年回顾与展望', '糖尿病足的早期筛查']) {
      const topic = page.getByRole('article', { name: title });
      await topic.getByRole('button', { name: '加入行程' }).click();
      await topic.getByRole('button', { name: '移出行程' }).waitFor();
    }

    // Mine: my registration and exactly the two topics, in time order.
    await page.goBack();
    await page.getByRole('button', { name: '我的行程' }).click();
    await page.waitForURL((url) => url.pathname === '/conference/mine');
    const mine = page.getByRole('region', { name: '我的行程' });
    await mine.getByRole('article').first().waitFor();
    const titles = await mine
      .getByRole('article')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(titles).toEqual(['基层高血压管理十年回顾与展望', '糖尿病足的早期筛查']);
    expect(await page.getByRole('region', { name: '报名信息' }).textContent()).toContain('138****0009');
    await shoot(page, 'conference-mine');
    expect(browser.pageErrors).toEqual([]);
  });
});
