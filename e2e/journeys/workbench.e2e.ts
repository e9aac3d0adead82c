import { afterEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { DoctorPatientInfoPage, DoctorPatientListPage } from '../pages/DoctorPatientsPages.ts';
import { FollowCheckFormPage, FollowPlanListPage } from '../pages/FollowPages.ts';
import { hypertensivePatient } from '../pages/HealthApi.ts';
import { ReferralAddPage, ReferralDetailPage, ReferralListPage } from '../pages/ReferralPages.ts';

type Who = typeof DEMO.doctor | typeof DEMO.doctor2;

async function signedInDoctor(who: Who): Promise<BrowserSession> {
  const session = await openBrowser(inject('baseURL'));
  const login = new DoctorLoginPage(session.page);
  await login.open();
  await login.signIn(who.username, DEMO.password, who.orgCode);
  await new DoctorHomePage(session.page).waitUntilShown();
  return session;
}

/** A hypertensive patient of doctor01 with a hypertension follow-up plan due today. */
async function patientDueToday(name: string, content: string): Promise<number> {
  const api = new DemoApi(inject('baseURL'));
  const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
  const patientId = await hypertensivePatient(api, token, name);
  const templates = await api.call<Array<{ id: number; code: string }>>(
    'GET',
    '/api/patient/follow/template',
    { token },
  );
  await api.call('POST', '/api/patient/follow', {
    token,
    body: {
      patientId,
      followTemplateId: templates.find((t) => t.code === 'hbp')?.id,
      planTime: new Date().toISOString(),
      followContent: content,
    },
  });
  return patientId;
}

describe('Journey: the doctor workbench, from a due follow-up to an accepted referral', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    for (const s of sessions.splice(0)) await s.close();
  });

  it('王医生 records 185/115 mmHg for a patient due today, refers to 李医生, who accepts', async () => {
    const patientName = '郑卫东';
    const content = '复查血压，核对降压药服用情况';
    const patientId = await patientDueToday(patientName, content);

    // 王医生 opens 随访计划 from the workbench: the patient is due today.
    const wang = await signedInDoctor(DEMO.doctor);
    sessions.push(wang);
    const { page } = wang;
    await new DoctorHomePage(page).openTile('随访计划');
    await page.getByRole('tab', { name: '今日' }).waitFor();
    const due = new FollowPlanListPage(page).plan(patientName);
    await expect.poll(() => due.textContent()).toContain('今日待随访');
    expect(await due.textContent()).toContain(content);

    // The patient list filtered to 今日待随访: the patient is among them; the info screen shows
    // hypertension and the plan due today.
    const patients = new DoctorPatientListPage(page);
    await patients.openList('/health/doctor/patient/index');
    await patients.filterFollowDue('今日待随访');
    await expect.poll(() => patients.rows().filter({ hasText: patientName }).count()).toBeGreaterThan(0);
    await patients.search(patientName);
    await patients.open(patientName);
    const info = new DoctorPatientInfoPage(page);
    await expect.poll(() => info.identity().textContent()).toContain('高血压');
    await expect.poll(() => info.nextFollowPlan().textContent()).toContain('今日待随访');
    await info.recordFollow();

    // The visit with a grade-3 reading: the form offers an urgent referral.
    const form = new FollowCheckFormPage(page);
    await form.waitUntilShown();
    await form.fillBloodPressure(185, 115);
    await form.chooseSymptom('头痛头晕');
    await form.fillAdvice('立即转上级医院心内科就诊');
    await form.submit();
    const banner = form.referral();
    await expect.poll(() => banner.textContent()).toContain('建议紧急转诊');
    expect(await banner.textContent()).toContain('185/115');
    await shoot(page, 'workbench-referral-suggestion');
    await form.startReferral();

    // The referral form comes with the patient chosen; 王医生 sends it to 李医生.
    await page.waitForURL((url) => url.pathname === '/health/doctor/transfer/add');
    expect(new URL(page.url()).searchParams.get('patientId')).toBe(String(patientId));
    const add = new ReferralAddPage(page);
    await expect.poll(() => add.patient().textContent()).toContain(patientName);
    await add.chooseDoctor(DEMO.doctor2.name);
    await add.fill({
      diagnose: '原发性高血压（3级，很高危）',
      cause: '随访血压185/115 mmHg伴头痛头晕，需上级医院评估',
    });
    await add.submit();
    const sent = new ReferralDetailPage(page);
    await expect.poll(() => sent.state()).toBe('待接收');

    // 李医生, in another browser, finds it among the received referrals and accepts it.
    const li = await signedInDoctor(DEMO.doctor2);
    sessions.push(li);
    const inbox = new ReferralListPage(li.page);
    await inbox.open('in');
    const card = inbox.card(patientName);
    await expect.poll(() => card.getByTestId('referral-state').textContent()).toBe('待接收');
    await card.click();
    await li.page.getByText('随访血压185/115 mmHg伴头痛头晕，需上级医院评估').waitFor();
    const received = new ReferralDetailPage(li.page);
    await received.accept();
    await expect.poll(() => received.state()).toBe('已接收');

    // 王医生's referral shows it accepted; the patient's screen has the visit and the referral.
    await expect.poll(() => sent.state(), { timeout: 10_000 }).toBe('已接收');
    await page.getByTestId('referral-patient-link').click();
    await info.identity().waitFor();
    const visit = info.follow().getByTestId('follow-record').first();
    await expect.poll(() => visit.textContent()).toContain('控制不满意 · 紧急转诊');
    await expect.poll(() => info.nextFollowPlan().textContent()).toContain('已计划');
    await expect.poll(() => page.getByTestId('patient-referral').first().textContent()).toContain('已接收');
    await shoot(page, 'workbench-patient-after-referral');
    expect([...wang.pageErrors, ...li.pageErrors]).toEqual([]);
  });
});
