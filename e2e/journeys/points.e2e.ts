import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { PointsPage, signInAsLearner } from '../pages/PointsPages.ts';

describe('Journey: a learner earns points and exchanges them', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I sign in for the day, see my balance move, exchange a thermometer with my address and find the record', async () => {
    const { page } = browser;
    await signInAsLearner(page, DEMO.password);

    // From my education account to my points.
    await page.goto('/education/account');
    await page.getByText('我的积分').click();
    await page.waitForURL((url) => url.pathname === '/education/points');
    const points = new PointsPage(page);
    await points.waitUntilShown();
    const before = await points.balance();
    expect(before).toBeGreaterThan(0);

    // The daily sign-in pays the project's rule (+5) once.
    await points.signButton().filter({ hasText: '签到' }).click();
    await points.waitForBalance(before + 5);
    await page.getByRole('button', { name: '今日已签到' }).waitFor();
    expect(await page.getByRole('button', { name: '今日已签到' }).isDisabled()).toBe(true);
    await shoot(page, 'points-signed');

    // Exchange an electronic thermometer (60) with a delivery address.
    await points.exchange('电子体温计', {
      name: '陈学员',
      tel: '13800000009',
      address: '浙江省杭州市余杭区文一西路 998 号 5 幢 301 室',
    });
    await points.waitForBalance(before + 5 - 60);

    // The ledger shows the sign-in and the exchange; the exchange record shows the address.
    await points.tab('积分明细');
    const ledger = page.getByRole('region', { name: '积分明细' });
    await ledger.getByText('积分兑换：电子体温计').waitFor();
    expect(await ledger.getByText('-60').count()).toBeGreaterThan(0);
    await points.tab('兑换记录');
    const records = page.getByRole('region', { name: '兑换记录' });
    await records.getByText('余杭区文一西路 998 号', { exact: false }).first().waitFor();
    expect(await records.getByText('138****0009', { exact: false }).count()).toBeGreaterThan(0);
    await shoot(page, 'points-exchanged');
    expect(browser.pageErrors).toEqual([]);
  });
});
