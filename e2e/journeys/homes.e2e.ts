import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

const COMING_SOON = '即将上线，敬请期待';
const DOCTOR_MESSAGES_PATH = '/health/doctor/message/index';
const DOCTOR_MINE_PATH = '/health/doctor/mine/index';

async function signInAsDoctor(page: Page): Promise<void> {
  const login = new DoctorLoginPage(page);
  await login.open();
  await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
  await new DoctorHomePage(page).waitUntilShown();
}

async function toast(page: Page): Promise<string> {
  const main = page.locator('.adm-toast-main');
  await main.waitFor();
  return (await main.textContent()) ?? '';
}

/** A finger swipe from right to left across `box` (touch events: a swipe is no tap). */
async function swipeLeft(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(box.x + box.width - 30),
  });
  for (let step = 1; step <= 10; step++) {
    const x = box.x + box.width - 30 - ((box.width - 70) * step) / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The system messages of the messages tab (list rows), their titles in order. */
async function messageTitles(page: Page): Promise<string[]> {
  return page.getByTestId('system-message').locator('span[class*="itemTitleText"]').allTextContents();
}

describe('Journey: the homes, the messages tab and the mine tab', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('When I sign in as the demo patient, the home shows 张三 and I can switch to 李四 (kept after a reload)', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    const home = new PatientHomePage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await home.waitUntilShown();
    expect(await home.currentPatient()).toBe(DEMO.patient.name);
    // The shortcuts follow the demo project's modules; the announcements come from the server.
    await page.getByRole('button', { name: '血压记录' }).waitFor();
    await page.getByRole('region', { name: '公告' }).getByText('春季流感防治提示').waitFor();
    await shoot(page, 'patient-home');

    await page.getByRole('button', { name: '李四', exact: true }).click();
    expect(await home.currentPatient()).toBe('李四');
    await page.reload();
    await home.waitUntilShown();
    expect(await home.currentPatient()).toBe('李四');
    expect(browser.pageErrors).toEqual([]);
  });

  it('When I sign in as the doctor, the workbench menu has page dots and an entry without a route says 即将上线，敬请期待', async () => {
    const { page } = browser;
    await signInAsDoctor(page);
    const workbench = page.getByTestId('workbench');
    await workbench.getByRole('button', { name: '随访计划' }).waitFor();
    // 28 entries in pages of 8: four dots.
    expect(await workbench.locator('.adm-page-indicator-dot').count()).toBe(4);
    await shoot(page, 'doctor-home');

    // The last page holds the entries the spec gives no route.
    const track = workbench.locator('.adm-swiper-track');
    for (let i = 0; i < 3; i++) {
      const box = await track.boundingBox();
      if (!box) throw new Error('no swiper track');
      await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 20, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
      await page.waitForTimeout(400);
    }
    await workbench.getByRole('button', { name: '用药管理' }).click();
    expect(await toast(page)).toBe(COMING_SOON);
    expect(browser.pageErrors).toEqual([]);
  });

  it('When I open my messages as the doctor, I read one (it is marked read), clear the read ones and they are gone', async () => {
    const { page } = browser;
    await signInAsDoctor(page);
    await page.goto(DOCTOR_MESSAGES_PATH);
    await page.getByTestId('system-message').first().waitFor();
    expect(await messageTitles(page)).toEqual(['签约服务提醒', '欢迎加入康护工作台']);
    expect(await page.getByTestId('unread-count').textContent()).toBe('1');
    await shoot(page, 'doctor-messages');

    // Tapping the unread message opens its detail and marks it read.
    const read = page.waitForResponse((r) => r.url().includes('/api/message/system/read/') && r.ok());
    await page.getByTestId('system-message').first().click();
    const detail = page.getByTestId('system-message-detail');
    await detail
      .getByText('患者张三的家庭医生签约已满三个月，请按高血压服务包安排本季度的面对面随访。')
      .waitFor();
    await read;
    await shoot(page, 'doctor-message-detail');
    await page.locator('.adm-popup-close-icon').click();
    await page.getByTestId('unread-count').waitFor({ state: 'detached' });

    // Clear all read: both are read now, so the list becomes empty.
    await page.getByRole('button', { name: '清空已读' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('暂无消息').waitFor();
    await page.reload();
    await page.getByText('暂无消息').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('When I swipe a message of the patient messages tab to the left, I can delete it', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();
    await page.goto('/web/config/health/user/message/index');
    await page.getByTestId('system-message').first().waitFor();
    const before = await messageTitles(page);
    // The newest first: the follow seed's appointment invitation, then the welcome messages.
    expect(before).toEqual(['随访预约', '随访提醒', '完善健康档案提醒', '欢迎使用康护']);

    const row = page.getByTestId('system-message').first();
    const box = await row.boundingBox();
    if (!box) throw new Error('no message row');
    await swipeLeft(page, box);
    await page.getByRole('button', { name: '删除' }).first().click();
    expect(await toast(page)).toBe('已删除');
    await expect.poll(() => messageTitles(page)).toEqual(['随访提醒', '完善健康档案提醒', '欢迎使用康护']);
    expect(browser.pageErrors).toEqual([]);
  });

  it('When I open my mine tab as the doctor, I see my name, my masked phone and the settings entry', async () => {
    const { page } = browser;
    await signInAsDoctor(page);
    await page.goto(DOCTOR_MINE_PATH);
    expect(await page.getByTestId('mine-name').textContent()).toBe(DEMO.doctor.name);
    expect(await page.getByTestId('mine-tel').textContent()).toMatch(/^138\*{4}\d{4}$/);
    await page.getByText('设置', { exact: true }).waitFor();
    await shoot(page, 'doctor-mine');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出' }).click();
    await page.waitForURL((url) => url.pathname === '/doctor/login');
    expect(browser.pageErrors).toEqual([]);
  });
});
