import { afterEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi, randomTel } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { hypertensivePatient, randomIdcard } from '../pages/HealthApi.ts';
import { ReferralAddPage, ReferralDetailPage, ReferralListPage } from '../pages/ReferralPages.ts';
import { DoorServicePage, SickbedListPage, SickbedPassPage } from '../pages/SickbedPages.ts';

type Who = typeof DEMO.doctor | typeof DEMO.doctor2;

async function signedInDoctor(who: Who): Promise<BrowserSession> {
  const session = await openBrowser(inject('baseURL'));
  const login = new DoctorLoginPage(session.page);
  await login.open();
  await login.signIn(who.username, DEMO.password, who.orgCode);
  await new DoctorHomePage(session.page).waitUntilShown();
  return session;
}

describe('Journeys: a referral between two doctors; a home sickbed approved and visited', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    for (const s of sessions.splice(0)) await s.close();
  });

  it('王医生 refers a hypertensive patient to 李医生, who sees it arrive at once and accepts it', async () => {
    const api = new DemoApi(inject('baseURL'));
    const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    const patientName = '周建国';
    const patientId = await hypertensivePatient(api, token, patientName);

    // 李医生 has the received referrals open before anything is sent.
    const li = await signedInDoctor(DEMO.doctor2);
    sessions.push(li);
    const inbox = new ReferralListPage(li.page);
    await inbox.open('in');
    expect(await inbox.card(patientName).count()).toBe(0);

    // 王医生 refers the patient from the add screen the follow-up screen links to.
    const wang = await signedInDoctor(DEMO.doctor);
    sessions.push(wang);
    const add = new ReferralAddPage(wang.page);
    await add.open(patientId);
    await expect.poll(() => add.patient().textContent()).toContain(patientName);
    await add.chooseDoctor(DEMO.doctor2.name);
    await add.fill({
      diagnose: '原发性高血压（2级，高危）',
      cause: '联合两种降压药后家庭自测血压仍高于160/100 mmHg',
      summary: '氨氯地平5 mg qd、缬沙坦80 mg qd，偶有头晕',
    });
    await add.submit();
    const sent = new ReferralDetailPage(wang.page);
    await expect.poll(() => sent.state()).toBe('待接收');
    await wang.page.getByText('李医生（康护演示中心）').waitFor();

    // The card arrives in 李医生's open list without a reload (REFERRAL_STATE push).
    const card = inbox.card(patientName);
    await card.waitFor({ timeout: 10_000 });
    await expect.poll(() => card.getByTestId('referral-state').textContent()).toBe('待接收');
    await card.click();
    const received = new ReferralDetailPage(li.page);
    await li.page.getByText('联合两种降压药后家庭自测血压仍高于160/100 mmHg').waitFor();
    await received.accept();
    await expect.poll(() => received.state()).toBe('已接收');
    await li.page.getByText('接收医生').waitFor();

    // 王医生's open detail follows: accepted, and he may now complete it.
    await expect.poll(() => sent.state(), { timeout: 10_000 }).toBe('已接收');
    await wang.page.getByRole('button', { name: '完成转诊' }).waitFor();
    expect([...li.pageErrors, ...wang.pageErrors]).toEqual([]);
  });

  it('王医生 approves a home sickbed application and records a door visit', async () => {
    const api = new DemoApi(inject('baseURL'));
    const doctorToken = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    const tel = randomTel();
    const patientName = '吴秀兰';
    await api.createCustomer(doctorToken, { tel, password: 'Bed@2026pw', name: patientName });
    const customer = await api.call<{ token: string }>('POST', '/api/user/app/login', {
      body: { username: tel, password: 'Bed@2026pw' },
    });
    const mine = await api.call<{ doctor: { id: number } }>('GET', '/api/user/mine', { token: doctorToken });
    const patient = await api.call<{ id: number }>('POST', '/api/patient', {
      token: customer.token,
      body: { name: patientName, idcard: randomIdcard(), tel, relation: 'self', doctorId: mine.doctor.id },
    });
    await api.call('POST', '/api/patient/sickbed', {
      token: customer.token,
      body: {
        patientId: patient.id,
        address: '杭州市西湖区天目山路88号2单元501',
        tel,
        diseaseCategory: 1,
        diseaseCategoryName: '高血压',
        remark: '脑卒中后卧床，需上门测血压和康复指导',
      },
    });

    const wang = await signedInDoctor(DEMO.doctor);
    sessions.push(wang);
    const { page } = wang;
    const list = new SickbedListPage(page);
    await list.open('0');
    const pending = list.card(patientName);
    await pending.getByRole('button', { name: '审核' }).click();
    await new SickbedPassPage(page).approve('评估符合建床条件，每周上门查床一次');
    // Back on the list; the bed is now in care with a bed number.
    await list.open('1');
    const bed = list.card(patientName);
    await expect.poll(() => bed.getByTestId('state-tag').textContent()).toBe('已建床');
    await expect.poll(() => bed.textContent()).toMatch(/床号 JC\d{8}-\d{4}/);

    await bed.getByRole('button', { name: '上门服务' }).click();
    await page.getByText('暂无上门服务记录').waitFor();
    const door = new DoorServicePage(page);
    await door.add({
      type: '上门查床',
      contents: ['生命体征测量', '用药指导'],
      remark: '血压146/90 mmHg，左下肢肌力4级，嘱按时服药',
    });
    await expect.poll(() => door.visits().count()).toBe(1);
    await expect.poll(() => door.visits().first().textContent()).toContain('血压146/90 mmHg');
    await expect.poll(() => door.visits().first().textContent()).toContain('生命体征测量、用药指导');

    // The patient's account sees the bed set up (stored, not only shown).
    const mineBeds = await api.call<{ list: Array<{ state: number; stateRemark: string | null }> }>(
      'GET',
      `/api/patient/sickbed?patientId=${patient.id}`,
      { token: customer.token },
    );
    expect(mineBeds.list[0]).toMatchObject({ state: 1, stateRemark: '评估符合建床条件，每周上门查床一次' });
    expect(wang.pageErrors).toEqual([]);
  });
});
