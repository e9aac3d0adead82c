import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { BabyQuestionPage } from '../pages/BabyQuestionPages.ts';
import { randomTel } from '../pages/DemoApi.ts';
import { HealthApi } from '../pages/HealthApi.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

/** A birthday `months` completed months (and a few days) before today, in China time. */
function birthdayMonthsAgo(months: number): string {
  const d = new Date(Date.now() + 8 * 3600_000);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

describe('Journey: children health inquiry (0～6岁儿童健康管理服务规范)', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I answer for my 2-year-old: the 24-month questions are asked, one warning sign gives the referral band', async () => {
    // A parent's own account (made by the doctor, so no SMS) with a child of 25 months and one of 8 years.
    const health = new HealthApi(inject('baseURL'));
    const doctorToken = await health.api.doctorToken(
      DEMO.doctor.username,
      DEMO.password,
      DEMO.doctor.orgCode,
    );
    const tel = randomTel();
    await health.api.createCustomer(doctorToken, { tel, password: DEMO.password, name: '赵女士' });
    const parent = await health.signIn(tel, DEMO.password);
    for (const [name, months] of [
      ['赵小禾', 25],
      ['赵大禾', 100],
    ] as const)
      await health.api.call('POST', '/api/patient', {
        token: parent.token,
        body: { name, sex: 2, birthday: birthdayMonthsAgo(months), relation: 'child' },
      });

    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();

    const baby = new BabyQuestionPage(page);
    await baby.open();
    await baby.card('赵小禾').getByText('本次按24月龄问询').waitFor();
    // A child of 8 is outside the 规范 and not offered.
    expect(await baby.card('赵大禾').count()).toBe(0);
    await baby.fillFor('赵小禾');

    // The visit age is chosen from the birthday: the 24-month signs show, feeding (to 8 months) does not.
    const signs = '孩子（24月龄）是否有以下情况（可多选）';
    expect(await baby.form.item(signs).isVisible()).toBe(true);
    expect(await baby.form.item('喂养方式').count()).toBe(0);

    await baby.number('每日户外活动', '2');
    await baby.number('每日服用维生素D', '400');
    await baby.tick('两次随访间患病情况', '未患病');
    await baby.form.submit();
    expect(await baby.form.alertText()).toBe(`发育评估${signs}不能为空`);
    await baby.tick(signs, '不会用勺吃饭');
    await baby.form.submit();

    expect(await baby.level()).toBe('有发育预警征象');
    await page.getByText('请尽快到儿童保健门诊或上级医疗机构就诊', { exact: false }).waitFor();

    // The list shows the latest result.
    await baby.open();
    expect(await baby.card('赵小禾').getByTestId('baby-last').textContent()).toContain('有发育预警征象');
  });
});
