import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi } from '../pages/DemoApi.ts';
import { PATIENT_LOGIN_PATH, PatientLoginPage } from '../pages/PatientLoginPage.ts';

const R = DEMO.aiResident;

/**
 * The demo resident's full ID number, as the servicer knows it from the resident's ID card (no
 * API hands it out: every list masks it): read from the server's embedded PostgreSQL.
 */
async function residentIdcard(serverLog: string): Promise<string> {
  const port = /embedded PostgreSQL on port (\d+)/.exec(await readFile(serverLog, 'utf8'))?.[1];
  if (!port) throw new Error(`no embedded PostgreSQL port in ${serverLog}`);
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/kanghu` });
  await client.connect();
  try {
    const { rows } = await client.query<{ idcard: string }>(
      `select u.idcard from users u join projects p on p.id = u.project_id where p.key = $1 and u.tel = $2`,
      [R.project, R.tel],
    );
    const idcard = rows[0]?.idcard;
    if (!idcard) throw new Error('demo resident not found');
    return idcard;
  } finally {
    await client.end();
  }
}

describe('Journey: the yzh resident reads their local records', () => {
  let browser: BrowserSession | undefined;
  afterEach(async () => {
    await browser?.close();
  });

  it('the resident opens reports, prescriptions and the follow timeline, each saying the district system is not connected', async () => {
    browser = await openBrowser(inject('baseURL'));
    const { page } = browser;
    await page.goto(`${PATIENT_LOGIN_PATH}?project=${R.project}`);
    const login = new PatientLoginPage(page);
    await login.waitUntilShown();
    await login.signInWithPassword(R.tel, DEMO.password);
    await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 15_000 });

    // Reports → detail
    await page.goto('/app/yzh/patient/local/report');
    await page.getByRole('note').filter({ hasText: '区域卫生信息系统尚未接入' }).waitFor();
    await page.getByText('2026年度老年人健康体检报告').click();
    await page.getByRole('heading', { name: '2026年度老年人健康体检报告' }).waitFor();
    expect(page.url()).toContain('/app/yzh/patient/local/report/detail?id=');
    await page.getByText('结论与建议').waitFor();

    // Prescriptions: current medication, then one prescription's detail
    await page.goto('/app/yzh/patient/local/prescription');
    await page.getByText('当前用药').waitFor();
    await page.getByText('苯磺酸氨氯地平片').first().waitFor();
    await page.getByText('高血压长期处方').click();
    await page.getByRole('heading', { name: '高血压长期处方' }).waitFor();
    expect(page.url()).toContain('/app/yzh/patient/local/prescription/detail?id=');
    await page.getByText('开方医生').waitFor();

    // Follow timeline: records and the servicer's reminders, newest first
    await page.goto('/app/yzh/patient/follow/timeline');
    await page.getByText('随访提醒').waitFor();
    await page.getByText('处方·高血压长期处方').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('a shared no-login link opens the report; a tampered link or the ID number alone does not', async () => {
    const base = inject('baseURL');
    const api = new DemoApi(base, R.project);
    const doctor = await api.call<{ token: string }>('POST', '/api/user/login/doctor', {
      body: { username: 'aidoc01', password: DEMO.password, orgCode: 'YH-LP01' },
    });
    const idcard = await residentIdcard(inject('serverLog'));
    const share = await api.call<{ token: string; path: string }>(
      'POST',
      `/api/local/yzh/${R.areaCode}/patient/report/share`,
      { token: doctor.token, body: { idcard } },
    );
    expect(share.path).not.toContain(idcard);

    browser = await openBrowser(base);
    const { page } = browser;
    await page.goto(`${share.path}?project=${R.project}#token=${share.token}`);
    await page.getByRole('heading', { name: '2026年度老年人健康体检报告' }).waitFor();
    await page.getByRole('note').filter({ hasText: '区域卫生信息系统尚未接入' }).waitFor();

    const tampered = share.token.replace(/^\d+/, (n) => String(Number(n) + 1));
    await page.goto(`${share.path}?project=${R.project}#token=${tampered}`);
    await page.reload();
    await page.getByText('报告链接无效或已过期').waitFor();
    expect(await page.getByRole('heading', { name: '2026年度老年人健康体检报告' }).count()).toBe(0);

    await page.goto(`/${R.areaCode}/local/report/no/login/detail/${idcard}?project=${R.project}`);
    await page.getByText('报告链接无效或已过期').waitFor();
    expect(await page.getByRole('heading', { name: '2026年度老年人健康体检报告' }).count()).toBe(0);
  });
});
