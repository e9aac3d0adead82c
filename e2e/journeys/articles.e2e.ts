import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { ArticleListPage, ArticleWritePage, DOCTOR_ARTICLES_PATH, PIXEL_PNG } from '../pages/ArticlePages.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

describe('Journey: health-education articles', () => {
  let browsers: BrowserSession[] = [];
  const open = async () => {
    const b = await openBrowser(inject('baseURL'));
    browsers.push(b);
    return b;
  };
  beforeEach(() => {
    browsers = [];
  });
  afterEach(async () => {
    for (const b of browsers) await b.close();
  });

  it('a doctor publishes an article with an image; a patient finds it by a word of its body and reading it moves the count', async () => {
    const title = `秋季水果小贴士${Math.floor(Math.random() * 100_000)}`;

    // When I, 王医生, write and publish an article with an image
    const doctor = await open();
    const login = new DoctorLoginPage(doctor.page);
    await login.open();
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(doctor.page).waitUntilShown();
    const writer = new ArticleWritePage(doctor.page);
    await writer.open();
    await writer.fill('健康生活', title, '秋天多吃猕猴桃和橙子，可以补充维生素C。');
    await writer.insertImage('猕猴桃.png', PIXEL_PNG);
    await writer.publish();
    // Then my list shows it as published
    const mine = doctor.page.getByTestId('article-card').filter({ hasText: title });
    await mine.waitFor();
    expect(doctor.page.url()).toContain(DOCTOR_ARTICLES_PATH);
    await expect.poll(() => mine.textContent()).toContain('已发布');
    expect(doctor.pageErrors).toEqual([]);

    // When the demo patient searches a word that is only in its body
    const patient = await open();
    const patientLogin = new PatientLoginPage(patient.page);
    await patientLogin.open();
    await patientLogin.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(patient.page).waitUntilShown();
    const list = new ArticleListPage(patient.page);
    await list.open();
    await list.search('猕猴桃');
    const card = list.card(title);
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('0阅读');

    // Then reading it shows the body with the image, and the read count moves
    await card.click();
    await patient.page.getByRole('heading', { name: title }).waitFor();
    const image = patient.page.locator('article img[src^="/api/files/"]');
    await image.waitFor();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    await expect.poll(() => patient.page.getByTestId('article-reads').textContent()).toBe('1阅读');
    await patient.page.goBack();
    await list.card(title).waitFor();
    await expect.poll(() => list.card(title).textContent()).toContain('1阅读');
    expect(patient.pageErrors).toEqual([]);
  });
});
