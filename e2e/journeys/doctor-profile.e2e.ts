import { idCardCheckChar } from '@kanghu/shared';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import {
  DoctorAuditForms,
  DoctorInfoEditPage,
  DoctorInfoPage,
  VisitingCardPage,
} from '../pages/DoctorProfilePages.ts';

describe('Journey: a doctor edits the profile and shows the QR card', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I edit my intro and see it saved; my visiting card shows a 256x256 QR code', async () => {
    const { page } = browser;
    const login = new DoctorLoginPage(page);
    await login.open();
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(page).waitUntilShown();

    const info = new DoctorInfoPage(page);
    await info.open();
    await shoot(page, 'doctor-info');
    await info.edit();
    const intro = `从事全科临床工作${Math.floor(Math.random() * 100_000)}年`;
    const edit = new DoctorInfoEditPage(page);
    await edit.setIntro(intro);
    await edit.save();
    // The edit screen may still be on its way out (route transition): read the info screen's own field.
    await expect.poll(() => info.intro()).toBe(intro);
    // Saved on the server, not only in the page's cache.
    await page.reload();
    await page.getByText(intro).waitFor();

    const card = new VisitingCardPage(page);
    await card.open();
    await page.getByText(DEMO.doctor.name).first().waitFor();
    await shoot(page, 'doctor-visiting-card');
    const size = await card.qrSize();
    expect(size.natural).toEqual([256, 256]);
    expect(size.shown).toEqual([256, 256]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('I submit my sign-up and licence for review and see both pending on my profile', async () => {
    const { page } = browser;
    const login = new DoctorLoginPage(page);
    await login.open();
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(page).waitUntilShown();
    const forms = new DoctorAuditForms(page);

    await forms.openTab('signup');
    await page.getByPlaceholder('请输入持卡人姓名').fill(DEMO.doctor.name);
    await page.getByPlaceholder('请输入银行卡号').fill('6222 0202 0011 2233 446');
    await page.getByPlaceholder('如：中国工商银行').fill('中国工商银行');
    await page.getByPlaceholder('如：杭州西湖支行').fill('杭州西湖支行');
    const first17 = '33010619800101123';
    await page.getByPlaceholder('请输入身份证号').fill(first17 + idCardCheckChar(first17));
    await forms.upload(0, '身份证正面.png');
    await forms.upload(1, '签名.png');
    await shoot(page, 'doctor-sign-up-filled');
    await forms.submit();
    // The stored card comes back masked.
    await page.getByText('已登记 **** **** **** 3446').waitFor();

    await forms.openTab('license');
    await page.getByPlaceholder('选填').fill('110330100000123');
    await forms.upload(0, '执业证书.png');
    await forms.submit();

    const info = new DoctorInfoPage(page);
    await info.open();
    const audits = page.getByRole('region', { name: '入驻与资质' });
    await audits.getByText('待审核').nth(1).waitFor();
    expect(await audits.getByText('待审核').count()).toBe(2);
    await shoot(page, 'doctor-info-pending');
    expect(browser.pageErrors).toEqual([]);
  });
});
