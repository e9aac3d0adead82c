import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { SJTU, SjtuFormPage, SjtuIntroPage, SjtuLoginPage, SjtuResultPage } from '../pages/SjtuPages.ts';

/** Set SJTU_SHOTS_DIR to keep a 375x812 screenshot of every screen the journey passes. */
const SHOTS = process.env.SJTU_SHOTS_DIR;

describe('Journey: a participant answers the 23-question sjtu study on two phones', () => {
  let first: BrowserSession | undefined;
  let second: BrowserSession | undefined;
  beforeEach(async () => {
    first = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await first?.close();
    await second?.close();
  });

  it('I start a new round, leave after 11 questions, continue on another phone, see my index and history', async () => {
    const phoneA = first as BrowserSession;
    const shot = async (s: BrowserSession, name: string) => {
      if (SHOTS) await s.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    };

    await new SjtuLoginPage(phoneA.page).signIn(DEMO.patient.tel, DEMO.password);
    // The seeded finished round: index 23, marked as added (spec 2 section 4).
    const intro = new SjtuIntroPage(phoneA.page);
    await intro.card().waitFor();
    expect(await intro.index()).toBe(23);
    await phoneA.page.getByTestId('sjtu-added').waitFor();
    await intro.button('查看结果').waitFor();
    await shot(phoneA, '1-intro-added');
    await intro.button('开始新一轮问卷').click();

    const form = new SjtuFormPage(phoneA.page);
    await form.waitForStep(1);
    // Nothing chosen: the exact 系统提示 alert, and the page stays.
    await form.next();
    expect(await form.alertText()).toBe('基本情况您的性别不能为空');
    expect(await form.step()).toBe('第1题/共23题');
    await shot(phoneA, '2-form-first');

    await form.choose('您的性别', '女');
    await form.next();
    await form.waitForStep(2);
    await form.fill('您的出生年份', '1975');
    await form.next();
    await form.waitForStep(3);
    await form.fill('您的身高', '160');
    await form.next();
    await form.waitForStep(4);
    await form.fill('您的体重', '58');
    await form.next();
    await form.waitForStep(5);
    // A daily smoker is asked how many cigarettes (a condition on the previous answer).
    await form.choose('您目前的吸烟情况', '每天吸烟');
    await form.next();
    await form.waitForStep(6);
    await form.fill('您平均每天吸多少支烟', '10');
    await shot(phoneA, '3-form-condition');
    await form.next();
    await form.waitForStep(7);
    await form.choose('最近一周，您有几天在家中或工作场所闻到别人吸烟的烟味', '没有');
    await form.next();
    await form.waitForStep(8);
    await form.choose(
      '过去12个月，您喝酒（含啤酒、葡萄酒、白酒、黄酒等）的频率',
      '每月至少1次，但不到每周1次',
    );
    await form.next();
    await form.waitForStep(9);
    await form.fill('最近30天里，您有几天喝过酒', '2');
    await form.next();
    await form.waitForStep(10);
    await form.choose(
      '最近30天里，您有几次一次喝了5杯及以上（1杯约为1听啤酒、1小杯葡萄酒或半两高度白酒）',
      '没有',
    );
    await form.next();
    await form.waitForStep(11);
    await form.choose('您平均每天吃多少蔬菜（1份约为生重100克，即一个拳头大小）', '3份及以上');
    await form.next();
    await form.waitForStep(12);
    await form.saved();

    // Leave in the middle: the intro now offers to continue at index 11.
    await form.leave();
    await expect.poll(() => intro.index()).toBe(11);
    expect(await intro.progress()).toBe('已完成 11 / 23 题');
    await intro.button('继续答题').waitFor();
    await shot(phoneA, '4-intro-continue');
    await phoneA.close();
    first = undefined;

    // Another phone: sign in again, continue where I left off, my earlier answers are there.
    second = await openBrowser(inject('baseURL'));
    const phoneB = second;
    await new SjtuLoginPage(phoneB.page).signIn(DEMO.patient.tel, DEMO.password);
    const introB = new SjtuIntroPage(phoneB.page);
    await expect.poll(() => introB.index()).toBe(11);
    await introB.button('继续答题').click();
    const formB = new SjtuFormPage(phoneB.page);
    await formB.waitForStep(12);
    await phoneB.page
      .getByTestId('draft-status')
      .getByText(/已恢复/)
      .waitFor();
    await formB.previous();
    await formB.waitForStep(11);
    expect(
      await formB.isChosen('您平均每天吃多少蔬菜（1份约为生重100克，即一个拳头大小）', '3份及以上'),
    ).toBe(true);
    await formB.next();
    await formB.waitForStep(12);

    const steps: [number, string, string][] = [
      [12, '您一周有几天吃新鲜水果', '4天及以上'],
      [13, '与周围的人相比，您平时的口味', '偏淡'],
      [14, '您一周喝几次含糖饮料（如汽水、奶茶、果汁饮料）', '几乎不喝'],
      [
        15,
        '一般一周里，您有几天做至少10分钟让呼吸和心跳加快的活动（如快走、骑车、干体力活、运动）',
        '5天及以上',
      ],
    ];
    for (const [n, q, a] of steps) {
      await formB.waitForStep(n);
      await formB.choose(q, a);
      await formB.next();
    }
    await formB.waitForStep(16);
    await formB.fill('在这些天里，您平均每天做这类活动多少分钟', '30');
    await formB.next();
    const more: [number, string, string][] = [
      [17, '一般一天里，您坐着或躺着（不算睡觉）的时间', '不到4小时'],
      [18, '最近一个月，您平均每晚睡几个小时', '6～9小时'],
      [19, '最近一个月，您是否常有入睡困难、夜里易醒或早醒', '没有'],
      [20, '总体来说，您觉得自己目前的健康状况', '好'],
      [21, '医生是否诊断过您患有以下疾病（可多选）', '以上都没有'],
    ];
    for (const [n, q, a] of more) {
      await formB.waitForStep(n);
      await formB.choose(q, a);
      await formB.next();
    }
    // No chronic disease: the medication question (22) is skipped, the confirmation is the last.
    await formB.waitForStep(23);
    await phoneB.page.getByRole('button', { name: '提交', exact: true }).waitFor();
    await formB.submit();
    expect(await formB.alertText()).toBe('健康状况我确认以上回答是我本人的真实情况不能为空');
    await formB.choose('我确认以上回答是我本人的真实情况', '确认');
    await shot(phoneB, '5-form-last');
    await formB.submit();

    await phoneB.page.waitForURL((url) => url.pathname === SJTU.result);
    const result = new SjtuResultPage(phoneB.page);
    // 0 (daily smoker) + 5 + 8 + 8 + 4 + 6 + 4 + 15 + 5 + 8 + 5 + 7 = 75 of 100.
    expect(await result.total()).toBe('75');
    expect(await result.level()).toBe('较好');
    expect(await result.disclaimer().textContent()).toContain('不是经过验证的临床评分');
    await shot(phoneB, '6-result');

    await phoneB.page.getByRole('button', { name: '历史报告' }).click();
    await phoneB.page.waitForURL((url) => url.pathname === SJTU.history);
    await expect.poll(() => result.reports().count()).toBe(2);
    expect(await result.reports().first().textContent()).toContain('健康指数 75分');
    expect(await result.reports().nth(1).textContent()).toContain('健康指数 64分');
    await phoneB.page.getByText('健康指数变化').waitFor();
    await shot(phoneB, '7-history');

    // Back on the intro: the new round is added, no draft left.
    await introB.open();
    await expect.poll(() => introB.index()).toBe(23);
    await introB.button('查看结果').waitFor();
    expect(phoneB.pageErrors).toEqual([]);
  });
});
