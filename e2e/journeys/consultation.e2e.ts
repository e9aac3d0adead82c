import { centsToYuan } from '@kanghu/shared';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { ChatRoomPage, DoctorConsultPage, PatientInquiryPages } from '../pages/ConsultationPages.ts';
import { DemoApi } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

/** 19.99 yuan: an amount whose cents show (the price is formatted from cents with 2 decimals). */
const PRICE = 1999;

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface FunctionView {
  id: number;
}

/** The demo doctor's 图文问诊 is open at PRICE (set up through the API, as the doctor would). */
async function openDoctorInquiry(api: DemoApi): Promise<{ token: string }> {
  const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
  const mine = await api.call<{ doctor: { id: number } | null }>('GET', '/api/user/mine', { token });
  const doctorId = mine.doctor?.id;
  if (!doctorId) throw new Error('the demo doctor has no doctor profile');
  const body = { inquiryType: 1, isFree: false, isOpen: true, price: PRICE, numPerDay: 0 };
  const existing = await api.call<FunctionView | null>(
    'GET',
    `/api/doctor/inquiry/function/doctor/${doctorId}/type/1`,
    { token },
  );
  if (existing) await api.call('PUT', `/api/doctor/inquiry/function/${existing.id}`, { token, body });
  else await api.call('POST', '/api/doctor/inquiry/function', { token, body });
  return { token };
}

describe('Journey: an online consultation, patient and doctor in two browsers', () => {
  let patient: BrowserSession;
  let doctor: BrowserSession;
  beforeEach(async () => {
    patient = await openBrowser(inject('baseURL'));
    doctor = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await patient?.close();
    await doctor?.close();
  });

  it('I pay an inquiry in the sandbox, the doctor accepts, we chat, I revoke a message, the doctor completes and is paid', async () => {
    const api = new DemoApi(inject('baseURL'));
    const { token: doctorToken } = await openDoctorInquiry(api);
    const before = await api.call<{ balance: number }>('GET', '/api/doctor/wallet', { token: doctorToken });
    const describeText = `头痛三天，夜里加重 ${Date.now()}`;

    // The patient signs in and starts an inquiry to 王医生.
    const p = patient.page;
    const login = new PatientLoginPage(p);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(p).waitUntilShown();
    const inquiry = new PatientInquiryPages(p);
    await inquiry.startInquiryWith(DEMO.doctor.name, describeText);
    await expect.poll(() => inquiry.payAmount().textContent()).toBe(`¥${centsToYuan(PRICE)}`);
    expect(centsToYuan(PRICE)).toBe('19.99');

    // Pays in the sandbox and comes back.
    await inquiry.payInSandbox();
    await p.getByRole('heading', { name: '支付成功' }).waitFor();
    await inquiry.openOrderFromSuccess();
    await expect.poll(() => inquiry.orderState().textContent()).toBe('待接诊');

    // The doctor (second browser) accepts it; the patient's detail follows live.
    const d = doctor.page;
    const doctorLogin = new DoctorLoginPage(d);
    await doctorLogin.open();
    await doctorLogin.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(d).waitUntilShown();
    const consult = new DoctorConsultPage(d);
    await consult.open();
    await consult.order(describeText).getByRole('button', { name: '接诊', exact: true }).click();
    await expect.poll(() => inquiry.orderState().textContent()).toBe('已接诊');
    await consult.tab(/^进行中/);
    await consult.order(describeText).getByRole('button', { name: '开始问诊', exact: true }).click();
    await expect.poll(() => inquiry.orderState().textContent()).toBe('问诊中');
    await shoot(p, 'consultation-order-detail');

    // Both open the room.
    await consult.order(describeText).getByRole('button', { name: '进入聊天', exact: true }).click();
    await d.waitForURL((url) => url.pathname === '/health/doctor/consult/room');
    const doctorRoom = new ChatRoomPage(d);
    await doctorRoom.waitUntilShown();
    await p.getByRole('button', { name: '进入问诊', exact: true }).click();
    await p.waitForURL((url) => url.pathname === '/chat');
    const patientRoom = new ChatRoomPage(p);
    await patientRoom.waitUntilShown();

    // Text one way, text and an image the other.
    await patientRoom.send('医生您好，我头痛三天了');
    await doctorRoom.message('医生您好，我头痛三天了').waitFor();
    await doctorRoom.send('请拍一张您正在吃的药');
    await patientRoom.message('请拍一张您正在吃的药').waitFor();
    await patientRoom.sendImage({ name: 'medicine.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => patientRoom.images().count()).toBe(1);
    await expect.poll(() => doctorRoom.images().count()).toBe(1);

    // The patient revokes a message; it disappears on the doctor's screen.
    await patientRoom.send('这条发错了');
    await doctorRoom.message('这条发错了').waitFor();
    await patientRoom.revoke('这条发错了');
    await patientRoom.notice('你撤回了一条消息').waitFor();
    await doctorRoom.notice('对方撤回了一条消息').waitFor();
    await expect.poll(() => doctorRoom.message('这条发错了').count()).toBe(0);
    await shoot(p, 'consultation-chat-room-patient');
    await shoot(d, 'consultation-chat-room-doctor');

    // The doctor completes the order in the room; the patient's room shows it.
    await d.getByRole('button', { name: '完成问诊', exact: true }).click();
    await d.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => doctorRoom.orderState().textContent()).toBe('已完成');
    await expect.poll(() => patientRoom.orderState().textContent()).toBe('已完成');

    // The patient's chat list shows the room with the newest message and a relative time.
    await p.goto('/health/chat/list');
    const roomRow = p
      .getByRole('list', { name: '会话列表' })
      .getByRole('button')
      .filter({ hasText: DEMO.doctor.name });
    await roomRow.filter({ hasText: '刚刚' }).first().waitFor();
    await shoot(p, 'consultation-chat-list');

    // The income is in the doctor's wallet.
    await d.goto('/health/doctor/wallet/income');
    const expected = centsToYuan(before.balance + PRICE);
    await expect.poll(() => d.getByTestId('wallet-balance').textContent()).toBe(expected);
    await d
      .getByRole('region', { name: '收支明细' })
      .getByText(`+${centsToYuan(PRICE)}`)
      .first()
      .waitFor();
    await shoot(d, 'consultation-wallet');

    expect(patient.pageErrors).toEqual([]);
    expect(doctor.pageErrors).toEqual([]);
  });
});
