import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';

describe('Journey: a doctor signs in', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('When I sign in on the doctor login page, I land on the doctor home showing my name', async () => {
    const { page } = browser;
    const login = new DoctorLoginPage(page);
    const home = new DoctorHomePage(page);

    await login.open();
    await shoot(page, 'doctor-login');
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await home.waitUntilShown();
    expect(await home.doctorName()).toBe(DEMO.doctor.name);
    await shoot(page, 'doctor-home');
    expect(browser.pageErrors).toEqual([]);
  });
});
