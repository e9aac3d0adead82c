import { centsToYuan } from '@kanghu/shared';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { latestSmsCode } from '../fixtures/sms.ts';
import { DemoApi, randomTel } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';
import { DoctorReservePage, PatientReservePages, RESERVE_PATHS } from '../pages/ReservePages.ts';

/** 12.50 yuan: the fee is shown from cents with 2 decimals. */
const PRICE = 1250;
const SEGMENT = '14:00-15:00';
/** Tomorrow in China time (the server's calendar). */
const DATE = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/** The demo doctor opens one visit segment tomorrow with exactly one slot (as the doctor would, via the API). */
async function openOneSlot(api: DemoApi): Promise<void> {
  const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
  const schedule = await api.call<{ segment: string; slots: number; booked: number }[]>(
    'POST',
    '/api/doctor/inquiry/schedule/segment/date/offline',
    { token, body: { date: DATE, segmentList: [{ segment: SEGMENT, slots: 1, price: PRICE }] } },
  );
  expect(schedule).toMatchObject([{ segment: SEGMENT, slots: 1, booked: 0 }]);
}

/** A second customer registered with an SMS code, with one patient of their own. */
async function registerSecondCustomer(api: DemoApi) {
  const tel = randomTel();
  const password = 'Second2026pass';
  await api.call('GET', `/api/base/sms/code/tel?tel=${tel}&scene=register`);
  const verifyCode = await latestSmsCode(inject('serverLog'), tel);
  const info = await api.call<{ token: string }>('POST', '/api/user/register/customer/pwd', {
    body: { tel, password, verifyCode, name: '赵六' },
  });
  await api.call('POST', '/api/patient', {
    token: info.token,
    body: { name: '赵六', tel, relation: '本人' },
  });
  return { tel, password };
}

async function signInPatient(session: BrowserSession, tel: string, password: string): Promise<void> {
  const login = new PatientLoginPage(session.page);
  await login.open();
  await login.signInWithPassword(tel, password);
  await new PatientHomePage(session.page).waitUntilShown();
}

describe('Journey: a patient books the last slot and a second patient cannot take it', () => {
  let first: BrowserSession;
  let second: BrowserSession;
  let doctor: BrowserSession | undefined;
  beforeEach(async () => {
    first = await openBrowser(inject('baseURL'));
    second = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await first?.close();
    await second?.close();
    await doctor?.close();
  });

  it('I book and pay the only slot; the other patient is refused and sees it full; the doctor completes the visit', async () => {
    const api = new DemoApi(inject('baseURL'));
    await openOneSlot(api);
    const other = await registerSecondCustomer(api);

    // Patient 2 opens the same doctor first and picks the free slot.
    await signInPatient(second, other.tel, other.password);
    const p2 = new PatientReservePages(second.page);
    await p2.openDoctor(DEMO.doctor.name, DATE);
    await p2.segment(SEGMENT).getByText('余1').waitFor();
    await p2.chooseSegment(SEGMENT);

    // Patient 1 (the demo patient) books it for a family member and pays in the sandbox.
    await signInPatient(first, DEMO.patient.tel, DEMO.password);
    const p1 = new PatientReservePages(first.page);
    await p1.openDoctor(DEMO.doctor.name, DATE);
    await p1.chooseSegment(SEGMENT);
    await p1.choosePatient('李四');
    await shoot(first.page, 'reserve-doctor-info');
    await p1.book();
    await first.page.waitForURL((url) => url.pathname === '/health/patient/reserve/pay');
    await expect.poll(() => p1.payAmount().textContent()).toBe(`¥${centsToYuan(PRICE)}`);
    expect(centsToYuan(PRICE)).toBe('12.50');
    await shoot(first.page, 'reserve-pay');
    await p1.payInSandbox();
    await first.page.getByRole('heading', { name: '支付成功' }).waitFor();
    await shoot(first.page, 'reserve-pay-success');
    await p1.openDetailFromSuccess();
    await expect.poll(() => p1.state().textContent()).toBe('已预约');
    await first.page.getByText(`${DATE} ${SEGMENT}`).waitFor();
    await first.page.getByText('李四', { exact: true }).waitFor();
    await shoot(first.page, 'reserve-detail');

    // Patient 2 tries the slot already on screen: the server refuses, and the slot shows full.
    await p2.book();
    await p2.refusal('该时段已约满').waitFor();
    expect(new URL(second.page.url()).pathname).toBe('/health/patient/reserve/doctor/info');
    await p2.segment(SEGMENT).getByText('已约满').waitFor();
    await expect.poll(() => p2.segment(SEGMENT).isDisabled()).toBe(true);
    // The list shows the doctor full that day, and opening the doctor again shows the slot full.
    await second.page.goto(RESERVE_PATHS.doctorList);
    await p2.dayTab(DATE).click();
    await second.page.getByTestId('doctor-slots-left').filter({ hasText: '已约满' }).waitFor();
    await shoot(second.page, 'reserve-doctor-list-full');
    await p2.openDoctor(DEMO.doctor.name, DATE);
    await expect.poll(() => p2.segment(SEGMENT).isDisabled()).toBe(true);

    // The doctor sees the visit under tomorrow's date and completes it; the patient's detail follows.
    doctor = await openBrowser(inject('baseURL'));
    const doctorLogin = new DoctorLoginPage(doctor.page);
    await doctorLogin.open();
    await doctorLogin.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(doctor.page).waitUntilShown();
    const reserve = new DoctorReservePage(doctor.page);
    await reserve.open();
    const row = reserve.reservation('李四', DATE);
    await row.getByRole('button', { name: '完成就诊' }).waitFor();
    await shoot(doctor.page, 'reserve-doctor-side');
    await row.getByRole('button', { name: '完成就诊' }).click();
    await doctor.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => reserve.reservation('李四', DATE).count()).toBe(0);
    await doctor.page.getByRole('tab', { name: '已就诊' }).click();
    await reserve.reservation('李四', DATE).getByText('已就诊').waitFor();
    await first.page.reload();
    await expect.poll(() => p1.state().textContent()).toBe('已就诊');

    expect(first.pageErrors).toEqual([]);
    expect(second.pageErrors).toEqual([]);
    expect(doctor.pageErrors).toEqual([]);
  });
});
