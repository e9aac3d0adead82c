import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { NotFoundPage } from '../pages/NotFoundPage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

describe('Journey: a path that does not exist', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('When I open an unknown path, I see the 404 page and can go home', async () => {
    const { page } = browser;
    const notFound = new NotFoundPage(page);
    await page.goto('/no/such/page?x=1');
    await notFound.waitUntilShown();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await shoot(page, 'not-found');

    // Going home while signed out ends on the login page.
    await notFound.backHome();
    await new PatientLoginPage(page).waitUntilShown();
    expect(browser.pageErrors).toEqual([]);
  });

  it('When I open the error page with a title, I see that title', async () => {
    const { page } = browser;
    await page.goto(`/error?title=${encodeURIComponent('第三方登录失败')}`);
    await page.getByRole('heading', { name: '第三方登录失败' }).waitFor();
  });
});
