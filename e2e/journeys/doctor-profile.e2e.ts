import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { DoctorInfoEditPage, DoctorInfoPage, VisitingCardPage } from '../pages/DoctorProfilePages.ts';

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
    await page.getByText(intro).waitFor();
    expect(await info.intro()).toBe(intro);
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
});
