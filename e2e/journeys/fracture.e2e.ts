import { FRAX_OFFICIAL_URL, FRAX_RISK_FACTOR_KEYS, type FraxView, ostaOf } from '@kanghu/shared';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { FractureFormPage, FractureResultPage, FzjjhHomePage } from '../pages/FracturePages.ts';
import { HealthApi } from '../pages/HealthApi.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

describe('Journey: fracture risk (fzjjh)', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I fill the fracture-risk form, see my OSTA band and the official FRAX link, and it is stored', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();

    // The home shows the demo's earlier assessment and leads to the form.
    const home = new FzjjhHomePage(page);
    await home.open();
    await home.latest().waitFor();
    expect(await home.latest().textContent()).toContain('OSTA指数');
    await home.start();

    // Sex and birthday come from the file; submitting without height gives the 系统提示 alert.
    const form = new FractureFormPage(page);
    expect(await form.alertTextAfter(() => form.submit())).toContain('请输入身高');
    await form.fillBody('158', '48');
    for (const k of FRAX_RISK_FACTOR_KEYS) await form.answer(k, k === 'fracture');
    await form.bmd('T值', '-2.8');
    await form.submit();

    // The result names OSTA, shows its band, and links to the Sheffield calculator.
    const result = new FractureResultPage(page);
    const id = await result.waitUntilShown();
    const expected = ostaOf(48, '1949-12-31');
    expect(Number(await result.index().textContent())).toBe(expected.index);
    expect(await result.band().textContent()).toBe(expected.bandName);
    expect(await result.fraxLink().getAttribute('href')).toBe(FRAX_OFFICIAL_URL);
    expect(await page.getByText('本平台不计算、也不显示').count()).toBe(1);

    // Stored: the API gives the same record as the newest of the patient.
    const health = new HealthApi(inject('baseURL'));
    const session = await health.signIn(DEMO.patient.tel, DEMO.password);
    const self = session.patientList.find((p) => p.name === '张三');
    expect(self).toBeTruthy();
    const list = await health.api.call<FraxView[]>(
      'GET',
      `/api/patient/algorithm/frax?patientId=${self?.id}`,
      {
        token: session.token,
      },
    );
    expect(list[0]).toMatchObject({
      id,
      height: 158,
      weight: 48,
      fracture: true,
      smoking: false,
      bmdType: 'tscore',
      bmdValue: -2.8,
      osta: { index: expected.index, band: expected.band },
    });
    expect(list.length).toBeGreaterThanOrEqual(2);
  });
});
