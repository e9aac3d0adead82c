import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { DoctorPatientInfoPage, DoctorPatientListPage } from '../pages/DoctorPatientsPages.ts';

const SHELL = '/app/yingkang/doctor/index';

interface Row {
  id: number;
  name: string;
}

/** A hypertensive patient of the demo cohort with an abnormal reading in the last 7 days, and the count of such patients. */
async function abnormalHypertensive(api: DemoApi) {
  const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
  const all = await api.call<{ total: number }>('GET', '/api/patient?abnormal=1&pageSize=1', { token });
  const hbp = await api.call<{ list: Row[] }>('GET', '/api/patient?abnormal=1&diseaseType=1&pageSize=50', {
    token,
  });
  // A name no other abnormal patient contains, so the search finds exactly this one.
  const patient = hbp.list.find((p) => hbp.list.filter((q) => q.name.includes(p.name)).length === 1);
  if (!patient) throw new Error('the demo cohort has no hypertensive patient abnormal in 7 days');
  return { patient, abnormalTotal: all.total };
}

describe('Journey: a doctor works through the patient list', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I filter to abnormal in 7 days, find a hypertensive patient, read the trend and add a remark', async () => {
    const { page } = browser;
    const { patient, abnormalTotal } = await abnormalHypertensive(new DemoApi(inject('baseURL')));
    const login = new DoctorLoginPage(page);
    await login.open();
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(page).waitUntilShown();

    const list = new DoctorPatientListPage(page);
    await list.openTab(SHELL);
    const everyone = await list.total();
    await list.toggleAbnormalRecent();
    expect(await list.total()).toBe(abnormalTotal);
    expect(abnormalTotal).toBeLessThan(everyone);
    for (const row of await list.rows().all()) expect(await row.textContent()).toContain('7天内异常');
    await shoot(page, 'doctor-patient-list');

    await list.search(patient.name);
    expect(await list.total()).toBe(1);
    await list.open(patient.name);

    const info = new DoctorPatientInfoPage(page);
    expect(new URL(page.url()).pathname).toBe('/app/yingkang/doctor/patient/info');
    await expect(info.identity().textContent()).resolves.toContain(patient.name);
    await expect(info.identity().textContent()).resolves.toContain('高血压');
    await expect(info.identity().textContent()).resolves.toMatch(/\d{3}\*{4}\d{4}/);
    await expect(info.latest().textContent()).resolves.toContain('mmHg');
    await info.waitForTrend();
    await info.waitForTimeline();
    expect(await info.timelineEvents().count()).toBeGreaterThan(3);
    await shoot(page, 'doctor-patient-info');

    const remark = `电话随访：血压偏高，嘱按时服药，一周后复测（${Date.now() % 10000}）`;
    await info.addRemark(remark);
    await expect(info.remark().textContent()).resolves.toContain(remark);
    await info.timelineEvents().first().filter({ hasText: remark }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
