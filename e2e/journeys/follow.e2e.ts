import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import {
  AppointmentHistoryPage,
  FollowCheckFormPage,
  FollowPlanDetailPage,
  FollowPlanListPage,
} from '../pages/FollowPages.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

/** The demo patient 张三 (hypertensive) as doctor01 sees them, and the hypertension template. */
async function demoPatient(api: DemoApi, token: string): Promise<{ patientId: number; hbp: number }> {
  const patients = await api.call<{ list: Array<{ id: number; name: string }> }>(
    'GET',
    '/api/patient?pageSize=100',
    {
      token,
    },
  );
  const patient = patients.list.find((p) => p.name === DEMO.patient.name);
  if (!patient) throw new Error('doctor01 does not see the demo patient');
  const templates = await api.call<Array<{ id: number; code: string }>>(
    'GET',
    '/api/patient/follow/template',
    {
      token,
    },
  );
  return { patientId: patient.id, hbp: templates.find((t) => t.code === 'hbp')?.id ?? 0 };
}

describe('Journey: follow-up visits', () => {
  let browser: BrowserSession;
  let api: DemoApi;
  let doctorToken: string;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
    api = new DemoApi(inject('baseURL'));
    doctorToken = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('doctor01 opens a hypertensive patient’s plan, records 185/115 mmHg and is told to refer urgently', async () => {
    const { patientId, hbp } = await demoPatient(api, doctorToken);
    const content = `复查血压 ${randomBytes(3).toString('hex')}`;
    await api.call('POST', '/api/patient/follow', {
      token: doctorToken,
      body: {
        patientId,
        followTemplateId: hbp,
        planTime: new Date(Date.now() + 3_600_000).toISOString(),
        followContent: content,
      },
    });
    const { page } = browser;
    const login = new DoctorLoginPage(page);
    await login.open();
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(page).waitUntilShown();

    const list = new FollowPlanListPage(page);
    await list.open(patientId);
    await list.showTab('全部');
    await list.plan(content).click();
    const detail = new FollowPlanDetailPage(page);
    await detail.waitUntilShown();
    await expect.poll(() => detail.status().textContent()).toMatch(/今日待随访|已计划/);
    await detail.execute();

    const form = new FollowCheckFormPage(page);
    await form.waitUntilShown();
    await form.fillBloodPressure(185, 115);
    await form.chooseSymptom('头痛头晕');
    await form.fillAdvice('立即转上级医院心内科就诊');
    await shoot(page, 'follow-check-form');
    await form.submit();

    const banner = form.referral();
    await banner.waitFor();
    await expect.poll(() => banner.textContent()).toContain('建议紧急转诊');
    const text = (await banner.textContent()) ?? '';
    expect(text).toContain('185/115');
    expect(text).toContain('2周内主动随访');
    expect(text).toContain('国家基本公共卫生服务规范（第三版）');
    await expect
      .poll(() => page.getByRole('region', { name: '随访记录' }).textContent())
      .toContain('3级高血压');
    await shoot(page, 'follow-referral-suggestion');
    await form.startReferral();
    await page.waitForURL((url) => url.pathname === '/health/doctor/transfer/add');
    expect(new URL(page.url()).searchParams.get('patientId')).toBe(String(patientId));
  });

  it('the demo patient accepts the doctor’s appointment push', async () => {
    const { patientId } = await demoPatient(api, doctorToken);
    const content = `请到门诊复查血压 ${randomBytes(3).toString('hex')}`;
    const push = await api.call<{ id: number }>('POST', '/api/patient/follow/programme/appoint/push', {
      token: doctorToken,
      body: { patientId, appointTime: new Date(Date.now() + 2 * 86_400_000).toISOString(), content },
    });
    const { page } = browser;
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(page).waitUntilShown();

    const history = new AppointmentHistoryPage(page);
    await history.open();
    const card = history.appointment(content);
    await card.waitFor();
    expect(await card.textContent()).toContain('待确认');
    await history.accept(content);
    await expect.poll(() => card.textContent()).toContain('已接受');
    await shoot(page, 'follow-appointment-accepted');
    const answered = await api.call<{ list: Array<{ id: number; isAccept: number | null }> }>(
      'GET',
      `/api/patient/follow/programme/appoint/push?patientId=${patientId}&state=accepted`,
      { token: doctorToken },
    );
    expect(answered.list.map((a) => a.id)).toContain(push.id);
  });
});
