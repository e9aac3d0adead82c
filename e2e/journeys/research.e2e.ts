import { afterEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi, randomTel } from '../pages/DemoApi.ts';
import {
  ChmscLoginPage,
  MotherSearchPage,
  MotherSonPage,
  SampleCollectionPage,
  SampleFormPage,
} from '../pages/ResearchPages.ts';

/** A woman's ID number (even sequence code) born in the 1990s. */
function womanIdcard(): string {
  const birth = `199${Math.floor(Math.random() * 10)}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}`;
  const seq = String(Math.floor(Math.random() * 500) * 2).padStart(3, '0');
  const first17 = `330106${birth}${seq}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, ch, i) => s + Number(ch) * (weights[i] ?? 0), 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}

/** Saves a screenshot when RESEARCH_SCREENSHOTS names a folder (for looking at the screens). */
async function shot(session: BrowserSession, name: string) {
  const dir = process.env.RESEARCH_SCREENSHOTS;
  if (dir) await session.page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe('Journey: the chmsc doctor enrols a mother in the birth cohort and records her first sample', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    for (const s of sessions.splice(0)) await s.close();
  });

  it('王医生 finds 蒋婉清, enrols her, records a T1 blood sample and sees it in the samples tab and her archive', async () => {
    // 蒋婉清 is a patient of DEMO01 who is not in the study yet (registered at the clinic).
    const api = new DemoApi(inject('baseURL'));
    const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    const tel = randomTel();
    await api.call('POST', '/api/patient', {
      token,
      body: { name: '蒋婉清', idcard: womanIdcard(), tel, sex: 2 },
    });

    const session = await openBrowser(inject('baseURL'));
    sessions.push(session);
    const { page } = session;
    await new ChmscLoginPage(page).signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);

    const pairs = new MotherSonPage(page);
    await pairs.open();
    expect(await pairs.card('林晓雯').count()).toBe(1); // the demo cohort is there
    expect(await pairs.card('蒋婉清').count()).toBe(0);
    await shot(session, 'mother-son');

    // Search by the full phone; the list shows it masked.
    await pairs.goToSearch();
    const search = new MotherSearchPage(page);
    await search.search(tel);
    const candidate = search.candidate('蒋婉清');
    await candidate.waitFor();
    const text = (await candidate.textContent()) ?? '';
    expect(text).toContain(`${tel.slice(0, 3)}****${tel.slice(-4)}`);
    expect(text).not.toContain(tel);
    await shot(session, 'search');
    await search.enrol('蒋婉清');

    // Enrolled: her archive opens, without samples yet.
    await expect.poll(() => pairs.detail().textContent(), { timeout: 10_000 }).toContain('蒋婉清');
    expect(await pairs.detail().textContent()).toContain('尚未采集样本');
    await shot(session, 'pair-new');
    await pairs.detail().getByRole('button', { name: '为母亲采样' }).click();
    await page.waitForURL(/sample\/collection\/form/);

    // A T1 venous blood sample with a typed tube code (lower case is kept upper case).
    const encode = `bc26-e2e-${Date.now() % 100000}`;
    const form = new SampleFormPage(page);
    await form.fill({ phase: '孕早期', type: '外周静脉血', encode, address: '-80°C冰箱A-第1层-冻存盒01' });
    await shot(session, 'sample-form');
    await form.save();
    await page.waitForURL(/sampleCollection/);
    const samples = new SampleCollectionPage(page);
    const card = samples.card(encode.toUpperCase());
    await card.waitFor({ timeout: 10_000 });
    expect(await card.textContent()).toContain('蒋婉清');
    expect(await card.textContent()).toContain('已采集');
    await shot(session, 'sample-collection');

    // Her archive lists the sample under 孕早期.
    await pairs.openTab('母子档案');
    await pairs.card('蒋婉清').click();
    await expect
      .poll(() => pairs.detail().textContent(), { timeout: 10_000 })
      .toContain(encode.toUpperCase());
    expect(await pairs.detail().textContent()).toContain('孕早期');
    await shot(session, 'pair-detail');

    // The project's counts include her.
    await page.keyboard.press('Escape');
    await page.goto('/app/chmsc/doctor/index/projectManagement');
    await page.getByTestId('project-card').first().waitFor();
    expect(await page.getByTestId('project-card').first().textContent()).toContain('在组母子');
    await shot(session, 'projects');
  });
});
