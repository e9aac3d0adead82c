import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { ChildNutritionPage } from '../pages/ChildNutritionPages.ts';
import { randomTel } from '../pages/DemoApi.ts';
import { HealthApi } from '../pages/HealthApi.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

/** A birthday 5 years and 2 months before today (China time): a 5-year-old. */
function fiveYearsAgo(): string {
  const d = new Date(Date.now() + 8 * 3600_000);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 62);
  return d.toISOString().slice(0, 10);
}

describe("Journey: a child's meals against the Chinese DRIs", () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I log breakfast and lunch for my 5-year-old daughter and see the day against her energy requirement', async () => {
    const health = new HealthApi(inject('baseURL'));
    const doctorToken = await health.api.doctorToken(
      DEMO.doctor.username,
      DEMO.password,
      DEMO.doctor.orgCode,
    );
    const tel = randomTel();
    await health.api.createCustomer(doctorToken, { tel, password: DEMO.password, name: '钱女士' });
    const parent = await health.signIn(tel, DEMO.password);
    const child = await health.api.call('POST', '/api/patient', {
      token: parent.token,
      body: { name: '钱小米', sex: 2, birthday: fiveYearsAgo(), relation: 'child' },
    });
    const childId = (child as { id: number }).id;

    const { page } = browser;
    await new PatientLoginPage(page).open();
    await new PatientLoginPage(page).signInWithPassword(tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();

    const n = new ChildNutritionPage(page);
    await n.openRecord(childId);
    await n.meal('早餐');
    // One portion each: 1碗粳米粥 250 g (46 kcal/100 g) and 1杯全脂牛奶 250 g (65 kcal/100 g).
    await n.addFood('粥', '粳米粥');
    await n.addFood('牛奶', '纯牛奶（全脂）');
    // 115 + 163 (162.5 rounded)
    expect(await n.mealEnergy()).toBe('278');
    await n.save();
    expect(await n.energyText()).toContain('278 / 1300 千卡');

    await n.openRecord(childId);
    await n.meal('午餐');
    await n.addFood('米饭', '米饭（蒸）');
    await n.addFood('鸡胸', '鸡胸脯肉');
    await n.grams('鸡胸脯肉', '60');
    // 174 (150 g at 116) + 71 (60 g at 118: 70.8)
    expect(await n.mealEnergy()).toBe('245');
    await n.save();

    // The day: 523 kcal of the 5-year-old girl's 1300 kcal (2013 EER), 40 %.
    expect(await n.energyText()).toContain('523 / 1300 千卡（40%）');
    await n.region('能量').getByText('5岁女童', { exact: false }).waitFor();
    // Score: 523 of the 90 % mark (1170 kcal) = 45 (the platform's rule, labelled as such).
    await page.getByTestId('score-energy').getByText('45', { exact: true }).waitFor();
    expect(await page.getByTestId('meal-list').textContent()).toContain('米饭（蒸）150克');

    // The home of the area shows the same day.
    await n.openIndex(childId);
    await page.getByText('523 / 1300 千卡（40%）', { exact: false }).waitFor();
  });
});
