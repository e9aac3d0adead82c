import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { latestSmsCode } from '../fixtures/sms.ts';
import { randomTel } from '../pages/DemoApi.ts';
import { randomIdcard } from '../pages/HealthApi.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

const USER = '/app/yingkang/lifetime/user';
const ARCHIVES = `${USER}/index/archives`;

async function signInAsDemoPatient(page: Page): Promise<void> {
  const login = new PatientLoginPage(page);
  await login.open();
  await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
  await new PatientHomePage(page).waitUntilShown();
}

describe('Journey: the yingkang lifetime user archive and equity card', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I open the archive, add a diagnosis and see it listed as 家属填写', async () => {
    const { page } = browser;
    await signInAsDemoPatient(page);
    await page.goto(ARCHIVES);
    await page.getByTestId('measure-patient').waitFor();
    await page
      .getByRole('region', { name: '基本信息' })
      .getByText(DEMO.patient.name, { exact: true })
      .waitFor();
    // The seeded diagnoses: the doctor's and the family's, each labelled.
    await page
      .getByTestId('archive-diagnosis')
      .filter({ hasText: '2型糖尿病' })
      .getByText('医生诊断')
      .waitFor();
    await page
      .getByTestId('archive-diagnosis')
      .filter({ hasText: '骨质疏松症' })
      .getByText('家属填写')
      .waitFor();

    const disease = `冠心病${Math.floor(Math.random() * 10_000)}`;
    await page.getByRole('button', { name: '添加诊断' }).click();
    await page.waitForURL((url) => url.pathname === `${USER}/archives/add/diagnosis`);
    await page.getByText('其他', { exact: true }).click();
    await page.getByPlaceholder('按诊断证明填写，如：冠心病').fill(disease);
    await page.getByRole('button', { name: '确诊时间' }).click();
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
    await page.getByPlaceholder('选填').first().fill('浙江大学医学院附属第二医院');
    await page.getByRole('button', { name: '保存' }).click();

    await page.waitForURL((url) => url.pathname === ARCHIVES);
    const row = page.getByTestId('archive-diagnosis').filter({ hasText: disease });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('浙江大学医学院附属第二医院');
    await expect.poll(() => row.textContent()).toContain('家属填写');
    expect(browser.pageErrors).toEqual([]);
  });

  it('I open the equity card page: the development provider is labelled, and the card opens there', async () => {
    const { page } = browser;
    await signInAsDemoPatient(page);
    await page.goto(ARCHIVES);
    await page.getByRole('button', { name: /元梦权益卡/ }).click();
    await page.waitForURL((url) => url.pathname === `${USER}/equity/card`);
    await expect.poll(() => page.getByTestId('equity-dev-label').textContent()).toContain('开发环境模拟');
    await page.getByText('元梦（开发模拟）').waitFor();
    await expect.poll(() => page.getByTestId('equity-state').textContent()).toBe('未开通');

    // The partner page of the development provider says it is a simulation too.
    await page.getByRole('button', { name: '去开通' }).click();
    await page.waitForURL((url) => url.pathname === '/api/equity/yuanmeng/dev/page');
    await page.getByRole('alert').getByText('开发模拟页面').waitFor();
    await page.getByRole('button', { name: '开通元梦权益卡' }).click();
    await page.getByRole('link', { name: '返回应用' }).click();
    await page.waitForURL((url) => url.pathname === `${USER}/equity/card`);
    await expect.poll(() => page.getByTestId('equity-state').textContent()).toBe('已开通');
    await page.getByText('有效期至').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('I create a family member with a code sent to their phone and find them in the archive', async () => {
    const { page } = browser;
    await signInAsDemoPatient(page);
    await page.goto(ARCHIVES);
    await page.getByText('为家人新建健康档案').click();
    await page.waitForURL((url) => url.pathname === `${USER}/create/patient`);
    const name = `王${['晓', '建', '丽'][Math.floor(Math.random() * 3)]}华`;
    const tel = randomTel();
    await page.getByPlaceholder('请输入姓名').fill(name);
    await page.getByPlaceholder('请输入身份证号').fill(randomIdcard());
    await page.getByText('父母', { exact: true }).click();
    await page.getByPlaceholder('家人的手机号').fill(tel);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByPlaceholder('6位验证码').fill(await latestSmsCode(inject('serverLog'), tel));
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL((url) => url.pathname === ARCHIVES);
    // The new member is one of the account's patients: the switcher lists them.
    await page.getByRole('button', { name: '切换' }).click();
    await page.getByText(name).first().waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
