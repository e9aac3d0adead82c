import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { builtChunks, type ChunkSize, gzipSize, kb } from '../fixtures/budget.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

/** Gzipped JavaScript a visitor downloads before they can sign in. */
const LOGIN_JS_BUDGET_GZIP = 200 * 1024;
/**
 * No chunk the login page loads (the framework chunk is the largest) above this, gzipped. Chunks
 * only charting screens load (ECharts) are outside: they never reach the sign-in path.
 */
const CHUNK_BUDGET_GZIP = 130 * 1024;

describe('Journey: the login page stays light', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('When I open the login page, it loads no more JavaScript than the budget', async () => {
    const { page } = browser;
    const loaded: Promise<ChunkSize>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      loaded.push(
        response.body().then((body) => ({ file: url.pathname, bytes: body.length, gzip: gzipSize(body) })),
      );
    });
    await new PatientLoginPage(page).open();
    await page.waitForLoadState('networkidle');
    const chunks = await Promise.all(loaded);
    const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
    const largest = [...chunks].sort((a, b) => b.gzip - a.gzip)[0];
    const largestBuilt = (await builtChunks())[0];
    console.log(
      `login page JS: ${chunks.length} chunks, ${kb(total)} gzipped; largest loaded ${largest?.file} ${kb(largest?.gzip ?? 0)}; largest built ${largestBuilt?.file} ${kb(largestBuilt?.gzip ?? 0)} gzipped`,
    );
    expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET_GZIP);
    expect(largest?.gzip ?? 0).toBeLessThanOrEqual(CHUNK_BUDGET_GZIP);
  });
});
