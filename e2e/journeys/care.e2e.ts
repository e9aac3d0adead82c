import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi, randomTel } from '../pages/DemoApi.ts';
import { randomIdcard } from '../pages/HealthApi.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

const SICKBED = '/health/patient/family/bed/apply';
const SERVICES = '/health/patient/server/manage';
const PASSWORD = 'Care@2026';

interface Fixture {
  tel: string;
  patientName: string;
  orderId: number;
}

/**
 * A fresh customer with a patient of the demo doctor, and an accompany visit that the doctor
 * received, served and completed (all through the API, as the two parties would).
 */
async function customerWithCompletedVisit(api: DemoApi): Promise<Fixture> {
  const doctor = await api.call<{ token: string; doctor: { id: number } }>('POST', '/api/user/login/doctor', {
    body: { username: DEMO.doctor.username, password: DEMO.password, orgCode: DEMO.doctor.orgCode },
  });
  const tel = randomTel();
  const patientName = '周八';
  await api.createCustomer(doctor.token, { tel, password: PASSWORD, name: patientName });
  const customer = await api.call<{ token: string }>('POST', '/api/user/app/login', {
    body: { username: tel, password: PASSWORD },
  });
  const patient = await api.call<{ id: number }>('POST', '/api/patient', {
    token: customer.token,
    body: { name: patientName, idcard: randomIdcard(), tel, relation: 'self', doctorId: doctor.doctor.id },
  });
  const order = await api.call<{ id: number }>('POST', '/api/patient/accompany/order', {
    token: customer.token,
    body: {
      patientId: patient.id,
      hospital: '康护市第一人民医院',
      department: '心内科',
      appointTime: new Date(Date.now() + 3_600_000).toISOString(),
      tel,
    },
  });
  await api.call('PUT', `/api/patient/accompany/order/receive/${order.id}`, { token: doctor.token });
  for (const state of ['serving', 'completed']) {
    await api.call('PUT', `/api/patient/accompany/order/state/${order.id}`, {
      token: doctor.token,
      body: { state },
    });
  }
  return { tel, patientName, orderId: order.id };
}

async function signIn(page: Page, tel: string): Promise<void> {
  const login = new PatientLoginPage(page);
  await login.open();
  await login.signInWithPassword(tel, PASSWORD);
  await new PatientHomePage(page).waitUntilShown();
}

describe('Journey: home sickbed application and service comments', () => {
  let browser: BrowserSession;
  let fixture: Fixture;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
    fixture = await customerWithCompletedVisit(new DemoApi(inject('baseURL')));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I apply for a home sickbed and see it pending, then rate the completed accompany visit', async () => {
    const { page } = browser;
    await signIn(page, fixture.tel);

    // Home sickbed: nothing yet, fill the form, submit, and the application shows as pending.
    await page.goto(SICKBED);
    await expect.poll(() => page.getByTestId('measure-patient').textContent()).toBe(fixture.patientName);
    await page.getByText('暂无家庭病床申请').waitFor();
    await page.getByPlaceholder('请输入详细住址').fill('杭州市西湖区文三路100号3幢201室');
    await page.getByPlaceholder('请输入手机号').fill(fixture.tel);
    await page.getByText('高血压', { exact: true }).click();
    await page.getByPlaceholder('选填').first().fill('长期卧床，行动不便');
    await page.getByRole('button', { name: '提交申请' }).click();
    const card = page.getByTestId('sickbed-card');
    await card.waitFor();
    await expect.poll(() => card.getByTestId('state-tag').textContent()).toBe('待审核');
    await expect.poll(() => card.textContent()).toContain('杭州市西湖区文三路100号3幢201室');
    await page.getByText('已有待审核的申请，审核完成后可再次申请').waitFor();
    // Still there after a reload: it was stored, not just shown.
    await page.reload();
    await expect
      .poll(() => page.getByTestId('sickbed-card').getByTestId('state-tag').textContent())
      .toBe('待审核');

    // Services: the completed visit waits for a comment; rate it 4 stars with a few words.
    await page.goto(SERVICES);
    const service = page.getByTestId('service-card').filter({ hasText: '康护市第一人民医院' });
    await service.waitFor();
    await service.getByRole('button', { name: '去评价' }).click();
    await page.waitForURL((url) => url.pathname === `${SERVICES}/comment`);
    await page.getByText('康护市第一人民医院').waitFor();
    await page.getByRole('button', { name: '4星' }).click();
    await page.getByText('满意', { exact: true }).waitFor();
    await page.getByPlaceholder('说说您的感受（选填）').fill('陪诊师很耐心，流程清楚');
    await page.getByRole('button', { name: '提交评价' }).click();

    // Back on the list under 已评价, with the comment; 待评价 is empty.
    await page.waitForURL((url) => url.pathname === SERVICES && url.searchParams.get('tab') === '1');
    const rated = page.getByTestId('service-card').filter({ hasText: '康护市第一人民医院' });
    await expect.poll(() => rated.getByTestId('service-comment').textContent()).toContain('陪诊师很耐心');
    await page.getByRole('tab', { name: '待评价' }).click();
    await page.getByText('暂无待评价的服务').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
