import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { GrabOrdersPage, ServiceSettingPage } from '../pages/DoctorServicesPages.ts';

interface FunctionView {
  id: number;
  isOpen: boolean;
  price: number;
}

/** The demo doctor's 图文问诊 starts closed (set through the API, as the doctor could). */
async function closeTextInquiry(api: DemoApi, token: string): Promise<void> {
  const mine = await api.call<{ doctor: { id: number } | null }>('GET', '/api/user/mine', { token });
  const doctorId = mine.doctor?.id;
  if (!doctorId) throw new Error('the demo doctor has no doctor profile');
  const body = { inquiryType: 1, isFree: false, isOpen: false, price: 100, numPerDay: 0 };
  const existing = await api.call<FunctionView | null>(
    'GET',
    `/api/doctor/inquiry/function/doctor/${doctorId}/type/1`,
    {
      token,
    },
  );
  if (existing) await api.call('PUT', `/api/doctor/inquiry/function/${existing.id}`, { token, body });
  else await api.call('POST', '/api/doctor/inquiry/function', { token, body });
}

/** A paid order without a doctor (free, paid by the patient): it waits in the org's grab pool. */
async function paidPoolOrder(api: DemoApi, describeText: string): Promise<number> {
  const { token } = await api.call<{ token: string }>('POST', '/api/user/app/login', {
    body: { username: DEMO.patient.tel, password: DEMO.password },
  });
  const patients = await api.call<{ list: Array<{ id: number; name: string }> }>('GET', '/api/patient', {
    token,
  });
  const patient = patients.list.find((p) => p.name === DEMO.patient.name) ?? patients.list[0];
  if (!patient) throw new Error('the demo patient account has no patient');
  const order = await api.call<{ id: number }>('POST', '/api/patient/inquiry/order', {
    token,
    body: { describe: describeText, inquiryType: 1, patientId: patient.id, price: 0 },
  });
  await api.call('PUT', `/api/patient/inquiry/order/pay/${order.id}`, { token });
  return order.id;
}

describe('Journey: a doctor sets up 图文问诊 and grabs a pool order', () => {
  let doctor: BrowserSession;
  beforeEach(async () => {
    doctor = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await doctor?.close();
  });

  it('I switch 图文问诊 on at 12.50 yuan, it is still there after a reload, and I grab a paid pool order', async () => {
    const api = new DemoApi(inject('baseURL'));
    const doctorToken = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await closeTextInquiry(api, doctorToken);

    const d = doctor.page;
    const login = new DoctorLoginPage(d);
    await login.open();
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(d).waitUntilShown();

    // Service settings: 图文问诊 on, 12.5 yuan (shown with two decimals), saved.
    const setting = new ServiceSettingPage(d);
    await setting.open();
    await expect.poll(() => setting.openSwitch('图文问诊').getAttribute('aria-checked')).toBe('false');
    await setting.openSwitch('图文问诊').click();
    await setting.price('图文问诊').fill('12.5');
    await setting.price('图文问诊').blur();
    await expect.poll(() => setting.price('图文问诊').inputValue()).toBe('12.50');
    await setting.save('图文问诊');
    await d.getByText('保存成功').waitFor();
    await shoot(d, 'doctor-service-setting');

    // After a reload the settings come back from the server; the server stored cents.
    await d.reload();
    await setting.card('图文问诊').getByText('已开通').waitFor();
    await expect.poll(() => setting.openSwitch('图文问诊').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => setting.price('图文问诊').inputValue()).toBe('12.50');
    const mine = await api.call<{ doctor: { id: number } }>('GET', '/api/user/mine', { token: doctorToken });
    const stored = await api.call<FunctionView>(
      'GET',
      `/api/doctor/inquiry/function/doctor/${mine.doctor.id}/type/1`,
      {
        token: doctorToken,
      },
    );
    expect(stored).toMatchObject({ isOpen: true, price: 1250 });

    // A paid order without a doctor shows in the grab pool; grabbing it opens its chat room.
    const describeText = `胸闷两天，想咨询 ${Date.now()}`;
    const orderId = await paidPoolOrder(api, describeText);
    const grab = new GrabOrdersPage(d);
    await grab.open();
    await grab.order(describeText).waitFor();
    await shoot(d, 'doctor-grab-orders');
    await grab.order(describeText).getByRole('button', { name: '抢单', exact: true }).click();
    await d.waitForURL(
      (url) =>
        url.pathname === '/health/doctor/consult/room' && url.searchParams.get('orderId') === String(orderId),
    );
    const order = await api.call<{ state: string; doctorId: number }>(
      'GET',
      `/api/patient/inquiry/order/${orderId}`,
      {
        token: doctorToken,
      },
    );
    expect(order).toMatchObject({ state: 'accepted', doctorId: mine.doctor.id });

    // The pool no longer lists it.
    await grab.open();
    await d
      .getByText('暂无待抢订单')
      .or(d.getByRole('list', { name: '待抢订单' }))
      .first()
      .waitFor();
    await expect.poll(() => grab.order(describeText).count()).toBe(0);
  });
});
