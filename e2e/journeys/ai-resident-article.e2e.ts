import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { PATIENT_LOGIN_PATH, PatientLoginPage } from '../pages/PatientLoginPage.ts';

/**
 * Issue 16: a servicer's article pushes reach the resident as intervention messages carrying the
 * article (seed ai-articles-data.ts: the demo resident received three).
 */
describe('Journey: a district resident reads the article their family doctor pushed', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('opens the pushed article from the message list and from the follow-up timeline', async () => {
    const { page } = browser;
    await page.goto(`${PATIENT_LOGIN_PATH}?project=${DEMO.aiResident.project}`);
    const login = new PatientLoginPage(page);
    await login.waitUntilShown();
    await login.signInWithPassword(DEMO.aiResident.tel, DEMO.password);
    await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 15_000 });

    // When I open my messages, a family doctor's message offers its article
    await page.goto('/app/yuhang/message');
    const link = page.getByTestId('message-article').first();
    await link.waitFor();
    const label = ((await link.textContent()) ?? '').trim();
    const title = label.replace(/^阅读文章《/, '').replace(/》$/, '');
    expect(title.length).toBeGreaterThan(0);
    await shoot(page, 'ai-resident-messages');

    // And tapping it opens that article
    await link.click();
    await page.waitForURL((url) => url.pathname === '/app/ai/weight/detail');
    await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.getByText('推送给居民').count()).toBe(0);
    await shoot(page, 'ai-resident-article');

    // When I open my follow-up timeline, the same message opens the same article
    await page.goto('/app/yzh/patient/follow/timeline');
    const fromTimeline = page.getByTestId('message-article').filter({ hasText: title }).first();
    await fromTimeline.waitFor();
    await fromTimeline.click();
    await page.waitForURL((url) => url.pathname === '/app/ai/weight/detail');
    await page.getByRole('heading', { name: title }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
