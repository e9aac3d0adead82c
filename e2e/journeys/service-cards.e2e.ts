import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { PatientInquiryPages } from '../pages/ConsultationPages.ts';
import { DemoApi } from '../pages/DemoApi.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';
import { ServiceCardPages } from '../pages/ServiceCardPages.ts';

/** The demo doctor's 图文问诊 is open at a price (set through the API, as the doctor would). */
async function openDoctorInquiry(api: DemoApi): Promise<void> {
  const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
  const mine = await api.call<{ doctor: { id: number } | null }>('GET', '/api/user/mine', { token });
  const doctorId = mine.doctor?.id;
  if (!doctorId) throw new Error('the demo doctor has no doctor profile');
  const body = { inquiryType: 1, isFree: false, isOpen: true, price: 2500, numPerDay: 0 };
  const existing = await api.call<{ id: number } | null>(
    'GET',
    `/api/doctor/inquiry/function/doctor/${doctorId}/type/1`,
    { token },
  );
  if (existing) await api.call('PUT', `/api/doctor/inquiry/function/${existing.id}`, { token, body });
  else await api.call('POST', '/api/doctor/inquiry/function', { token, body });
}

describe('Journey: a service card pays an inquiry', () => {
  let patient: BrowserSession;
  beforeEach(async () => {
    patient = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await patient?.close();
  });

  it('I buy a card in the sandbox, start an inquiry with it without paying, and its remaining count goes down', async () => {
    await openDoctorInquiry(new DemoApi(inject('baseURL')));
    const p = patient.page;
    const login = new PatientLoginPage(p);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await new PatientHomePage(p).waitUntilShown();

    // Buy the seeded 图文问诊卡 (3 inquiries, ¥99.00) on the sandbox cashier page.
    const cards = new ServiceCardPages(p);
    await cards.openList();
    await cards.openPackage('图文问诊卡');
    await p.getByTestId('card-price').filter({ hasText: '¥99.00' }).waitFor();
    await shoot(p, 'service-card-info');
    const cardId = await cards.buyInSandbox();
    await expect.poll(() => cards.state().textContent()).toBe('已生效');
    await expect.poll(() => cards.remaining().textContent()).toBe('3次');
    await shoot(p, 'service-card-detail-bought');

    // Start an inquiry with the card: no payment page, the order is waiting for the doctor.
    const describeText = `用服务卡问诊 ${Date.now()}`;
    await p.goto('/health/patient/inquiry/service/info');
    await p.getByRole('button', { name: `向${DEMO.doctor.name}问诊` }).click();
    await p.getByPlaceholder(/^请详细描述症状/).fill(describeText);
    await p.getByTestId(`card-option-${cardId}`).click();
    await p.getByRole('button', { name: '使用服务卡提交' }).click();
    await p.waitForURL((url) => url.pathname === '/health/order/inquiry/detail');
    const inquiry = new PatientInquiryPages(p);
    await expect.poll(() => inquiry.orderState().textContent()).toBe('待接诊');
    await p.getByText('服务卡抵扣').waitFor();
    await p.getByText('¥0.00').waitFor();
    await shoot(p, 'service-card-inquiry-order');

    // The card has one inquiry fewer.
    await cards.openMyCard(cardId);
    await expect.poll(() => cards.remaining().textContent()).toBe('2次');
    await p.getByText('（共3次，已用1次）').waitFor();
  });
});
