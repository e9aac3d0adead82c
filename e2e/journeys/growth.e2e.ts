import { readFileSync } from 'node:fs';
import {
  ageInDays,
  assessGrowth,
  parseLmsTable,
  percentileReading,
  WHO_TABLE_FILES,
  type WhoTables,
} from '@kanghu/shared';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { BabyAddPage, GrowthRecordPage } from '../pages/GrowthPages.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

const DAY = 86_400_000;
/** A China calendar day `n` days before today. */
const chinaDay = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * DAY).toISOString().slice(0, 10);

const dir = new URL('../../packages/shared/data/who-growth/', import.meta.url);
const tables = Object.fromEntries(
  WHO_TABLE_FILES.map((n) => [n, parseLmsTable(readFileSync(new URL(`${n}.txt`, dir), 'utf8'))]),
) as WhoTables;

describe('Journey: growth on the WHO standards', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('a parent adds a child and four measurements over two years, reads the percentile, and the doctor sees the flag', async () => {
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();

    // A boy of about two and a half; the family doctor (王医生) becomes his doctor.
    const birthday = chinaDay(940);
    const name = `张小树${String(Date.now()).slice(-3)}`;
    const patientId = await new BabyAddPage(page).add({
      name,
      sex: '男孩',
      birthday,
      father: '175',
      mother: '163',
    });
    expect(patientId).toBeGreaterThan(0);
    await page.getByText('王医生').waitFor();

    // At about 6, 12 and 18 months on the median; at 2.5 years the weight has fallen off.
    const entries = [
      { day: chinaDay(940 - 183), height: '67.6', weight: '7.9' },
      { day: chinaDay(940 - 365), height: '75.7', weight: '9.6' },
      { day: chinaDay(940 - 548), height: '82.3', weight: '10.9' },
      { day: chinaDay(940 - 913), height: '91.0', weight: '10.3' },
    ];
    const record = new GrowthRecordPage(page);
    for (const e of entries) await record.record(patientId, e);

    // The reading is the WHO percentile of the last measurement, computed here from the WHO tables.
    const last = entries[3] as (typeof entries)[number];
    const ageDays = ageInDays(birthday, new Date(`${last.day}T12:00:00+08:00`)) ?? 0;
    const results = assessGrowth(tables, {
      sex: 1,
      ageDays,
      heightCm: Number(last.height),
      weightKg: Number(last.weight),
    });
    const height = results.find((r) => r.indicator === 'lhfa');
    const weight = results.find((r) => r.indicator === 'wfa');
    if (!height || !weight) throw new Error('no WHO result');
    expect(weight.z).toBeLessThan(-2);
    await record.readings().first().waitFor();
    const readings = await record.readings().allTextContents();
    expect(readings).toContain(percentileReading('lhfa', height.percentile));
    expect(readings).toContain(percentileReading('wfa', weight.percentile));
    expect(await record.flags().first().textContent()).toMatch(/体重低于同龄儿童 -2 个标准差/);
    await page.getByText('WHO 儿童生长标准（2006，0～5 岁）', { exact: false }).waitFor();
    const chart = record.chart();
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toContain('4 个测量点');
    await shoot(page, 'growth-report');

    // 王医生 sees the flag on the dashboard's 生长异常 list and marks it handled.
    const doctorBrowser = await openBrowser(inject('baseURL'));
    try {
      const dp = doctorBrowser.page;
      const doctorLogin = new DoctorLoginPage(dp);
      await doctorLogin.open();
      await doctorLogin.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
      await new DoctorHomePage(dp).waitUntilShown();
      await dp.getByTestId('dash-growthFlags').click();
      const row = dp.getByTestId('growth-flag-row').filter({ hasText: name });
      await row.first().waitFor();
      expect(await row.first().textContent()).toMatch(/体重低于同龄儿童 -2 个标准差/);
      await shoot(dp, 'growth-doctor-flags');
      await row.first().getByRole('button', { name: '标记已处理' }).click();
      await dp.getByRole('tab', { name: '已处理' }).click();
      await dp.getByTestId('growth-flag-row').filter({ hasText: name }).first().getByText(/已于/).waitFor();
    } finally {
      await doctorBrowser.close();
    }
  }, 180_000);
});
