import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { ArticleListPage, ArticleWritePage, DOCTOR_ARTICLES_PATH, PIXEL_PNG } from '../pages/ArticlePages.ts';
import { CommentThreadPart, ModerationQueuePage } from '../pages/CirclePages.ts';
import { DemoApi, randomTel } from '../pages/DemoApi.ts';
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

  it('a doctor publishes an article with an image; a patient finds it by a word of its body, reading it moves the count, and the comment waits for a servicer', async () => {
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

    // When I comment under it, the comment is mine at once, marked 审核中
    await list.card(title).click();
    await patient.page.getByRole('heading', { name: title }).waitFor();
    const detailPath = new URL(patient.page.url()).pathname + new URL(patient.page.url()).search;
    const thread = new CommentThreadPart(patient.page);
    await thread.waitUntilShown();
    const text = `猕猴桃每天吃几个合适？${Math.floor(Math.random() * 10_000)}`;
    await thread.write(text);
    await thread.comment(text).getByTestId('comment-state').filter({ hasText: '审核中' }).waitFor();
    expect(patient.pageErrors).toEqual([]);

    // Then a second patient does not see it
    const api = new DemoApi(inject('baseURL'));
    const doctorToken = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    const secondTel = randomTel();
    await api.createCustomer(doctorToken, { tel: secondTel, password: DEMO.password, name: '孙读者' });
    const second = await open();
    const secondLogin = new PatientLoginPage(second.page);
    await secondLogin.open();
    await secondLogin.signInWithPassword(secondTel, DEMO.password);
    await new PatientHomePage(second.page).waitUntilShown();
    await second.page.goto(detailPath);
    const secondThread = new CommentThreadPart(second.page);
    await secondThread.waitUntilShown();
    expect(await secondThread.comment(text).count()).toBe(0);

    // Until 王医生 passes it in the moderation queue
    const queue = new ModerationQueuePage(doctor.page);
    await queue.open();
    await queue.item(text).waitFor();
    await queue.pass(text);
    await doctor.page.getByText('已通过').first().waitFor();
    await second.page.reload();
    await secondThread.comment(text).waitFor();
    for (const s of [doctor, patient, second]) expect(s.pageErrors).toEqual([]);
  });
});
