import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import {
  PictureViewerPage,
  PRIVACY_PATH,
  PrivacyPage,
  REPORT_HUB_PATH,
  ReportHubPage,
} from '../pages/CommonPages.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

const SAMPLE_LABEL = '示例报告（演示数据，非您本人的数据）';

describe('Journey: the common pages (privacy policy, report hub, sample report, picture viewer)', () => {
  let browsers: BrowserSession[] = [];
  const open = async () => {
    const b = await openBrowser(inject('baseURL'));
    browsers.push(b);
    return b;
  };
  const signedIn = async () => {
    const b = await open();
    const login = new PatientLoginPage(b.page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(b.page).waitUntilShown();
    return b;
  };
  beforeEach(() => {
    browsers = [];
  });
  afterEach(async () => {
    for (const b of browsers) await b.close();
  });

  it('before signing in, the privacy link and the common route show the same stored policy', async () => {
    // When I open the 《隐私政策》 link of the sign-in page
    const b = await open();
    const login = new PatientLoginPage(b.page);
    await login.open();
    await b.page.getByRole('button', { name: '《隐私政策》' }).click();
    const privacy = new PrivacyPage(b.page);
    await privacy.waitUntilShown();
    // Then I read the project's policy: what is collected, my rights under the PIPL, the contact
    const linked = await privacy.article().textContent();
    expect(linked).toContain('身份证号');
    expect(linked).toContain('《个人信息保护法》');
    expect(linked).toContain('联系我们');
    expect(linked).not.toContain('{name}');
    // And the common route shows the very same text, without signing in
    await b.page.goto(PRIVACY_PATH);
    await privacy.waitUntilShown();
    expect(await privacy.article().textContent()).toBe(linked);
    expect(b.pageErrors).toEqual([]);
  });

  it('a patient sees their report modules with dates, and a sample report labelled on every section', async () => {
    const b = await signedIn();
    // When I open my health reports
    const hub = new ReportHubPage(b.page);
    await hub.open();
    // Then the blood-pressure module shows the date of my latest report
    await expect.poll(() => hub.latest('bp').textContent()).toMatch(/^最近 \d{4}-\d{2}-\d{2}$/);
    // When I look at the sample report
    await hub.openSample();
    // Then it is labelled at the top and on each of its four sections
    expect(await b.page.getByTestId('sample-label').textContent()).toContain(SAMPLE_LABEL);
    await expect.poll(() => b.page.getByTestId('sample-notice').count()).toBe(4);
    for (const text of await b.page.getByTestId('sample-notice').allTextContents())
      expect(text).toBe(SAMPLE_LABEL);
    expect(await b.page.getByTestId('report-count').textContent()).toBe('60');
    // And its button takes me back to my own reports
    await b.page.getByRole('button', { name: '查看我的健康报告' }).click();
    await b.page.waitForURL((url) => url.pathname === REPORT_HUB_PATH);
    await hub.module('bp').waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('a patient swipes through the pictures of a 健康画报 and opens one to zoom', async () => {
    const b = await signedIn();
    // When I open the pictures of 健康画报：高血压患者的一天
    const viewer = new PictureViewerPage(b.page);
    await viewer.openFromMaterials('高血压患者的一天');
    // Then I am on picture 1 of 4, and a swipe moves me to 2 of 4
    expect(await viewer.index().textContent()).toBe('1/4');
    await expect
      .poll(() =>
        b.page
          .locator('.adm-swiper img')
          .first()
          .evaluate((i) => (i as HTMLImageElement).naturalWidth),
      )
      .toBe(600);
    // (On a loaded machine a synthetic swipe can land before the swiper listens: swipe again, as
    // a user would, at most three times, until the picture moves.)
    for (let i = 0; i < 3 && (await viewer.index().textContent()) === '1/4'; i++) {
      await viewer.swipeLeft();
      await viewer
        .index()
        .filter({ hasText: '2/4' })
        .waitFor({ timeout: 3_000 })
        .catch(() => undefined);
    }
    await expect.poll(() => viewer.index().textContent()).toBe('2/4');
    // And the 下一张 button (for those who do not swipe) moves me to 3 of 4
    await viewer.next();
    await expect.poll(() => viewer.index().textContent()).toBe('3/4');
    // When I tap the picture, the zoom viewer opens on the same picture
    await b.page.getByRole('img', { name: /第3幅$/ }).click();
    await expect.poll(() => b.page.locator('.adm-image-viewer-footer').textContent()).toContain('3/4');
    expect(b.pageErrors).toEqual([]);
  });
});
