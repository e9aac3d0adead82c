import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';
import {
  YingkangDoctorPages,
  YingkangMinePages,
  YingkangShellPage,
  YK_USER,
} from '../pages/YingkangUserPages.ts';

// 陈医生 (doctor03) is not followed or collected by the demo seed; the journey leaves it so.
const DOCTOR = '陈医生';

describe('Journey: the yingkang user shell', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
    const login = new PatientLoginPage(browser.page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(browser.page).waitUntilShown();
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('the tabs render: home, test, messages, mine', async () => {
    const { page } = browser;
    const shell = new YingkangShellPage(page);
    await shell.openHome();
    await shell.tab('测评', '/index/test');
    await page.getByRole('navigation', { name: '测评项目' }).getByText('生长发育').waitFor();
    await shell.tab('消息', '/index/message/index');
    await page.getByRole('navigation', { name: '消息分类' }).getByText('直播通知').waitFor();
    await shell.tab('我的', '/index/mine/index');
    await page.getByText('我的关注').waitFor();
    await page.getByText('我的收藏').click();
    await page.waitForURL((url) => url.pathname === `${YK_USER}/mine/collect`);
  });

  it('I follow and collect a doctor and find them under mine/attention and mine/collect', async () => {
    const { page } = browser;
    const doctors = new YingkangDoctorPages(page);
    const mine = new YingkangMinePages(page);

    await mine.open('attention');
    expect(await mine.rowTitles()).not.toContain(DOCTOR);

    await doctors.openList();
    await doctors.openDoctor(DOCTOR);
    await doctors.setMark('attention', true);
    await doctors.setMark('collect', true);
    expect(await doctors.mark('attention').textContent()).toContain('已关注');

    await mine.open('attention');
    expect((await mine.rowTitles())[0]).toBe(DOCTOR);
    await mine.open('collect');
    expect((await mine.rowTitles())[0]).toBe(DOCTOR);

    // Un-collect from the list; un-follow from the doctor's page: both lists are as before.
    await page.getByRole('button', { name: `取消收藏${DOCTOR}` }).click();
    await page.waitForFunction(
      (name) =>
        ![...document.querySelectorAll('[data-testid="mark-title"]')].some((r) => r.textContent === name),
      DOCTOR,
    );
    await doctors.openList();
    await doctors.openDoctor(DOCTOR);
    await doctors.setMark('attention', false);
    await mine.open('attention');
    expect(await mine.rowTitles()).not.toContain(DOCTOR);
  });
});
