import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, shoot } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DoctorContractPages, ResidentContractPage } from '../pages/ContractPages.ts';
import { DemoApi, randomTel } from '../pages/DemoApi.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { randomIdcard } from '../pages/HealthApi.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

const PASSWORD = 'Sign@2026pw';
const RESIDENT = '钱十九';

/** A fresh resident's account with their own patient record, of the demo doctor (as the API would make them). */
async function freshResident(api: DemoApi) {
  const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
  const doctor = await api.call<{ doctor: { id: number } }>('GET', '/api/user/mine', { token });
  const tel = randomTel();
  await api.createCustomer(token, { tel, password: PASSWORD, name: RESIDENT });
  const customer = await api.call<{ token: string }>('POST', '/api/user/app/login', {
    body: { username: tel, password: PASSWORD },
  });
  const patient = await api.call<{ id: number }>('POST', '/api/patient', {
    token: customer.token,
    body: { name: RESIDENT, idcard: randomIdcard(), tel, relation: 'self', doctorId: doctor.doctor.id },
  });
  return { tel, patientId: patient.id };
}

describe('Journey: a family-doctor contract is signed by both parties, ended, and signed with another doctor', () => {
  let doctor: BrowserSession;
  let resident: BrowserSession;
  beforeEach(async () => {
    doctor = await openBrowser(inject('baseURL'));
    resident = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await doctor?.close();
    await resident?.close();
  });

  it('the doctor offers, the resident confirms, the doctor ends it with a reason, the resident signs with 李医生', async () => {
    const api = new DemoApi(inject('baseURL'));
    const who = await freshResident(api);

    // The doctor offers a contract with the hypertension pack; it waits for the resident.
    const login = new DoctorLoginPage(doctor.page);
    await login.open();
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(doctor.page).waitUntilShown();
    const pages = new DoctorContractPages(doctor.page);
    await pages.offer(who.tel, RESIDENT, ['高血压服务包']);
    await expect.poll(() => pages.state().textContent()).toBe('待确认');
    await expect.poll(() => pages.facts().textContent()).toContain('基础服务包、高血压服务包');
    await pages.facts().getByText('等待居民确认').waitFor();
    await shoot(doctor.page, 'contract-offered');

    // The resident sees the offer on their signing screen and confirms it.
    const residentLogin = new PatientLoginPage(resident.page);
    await residentLogin.open();
    await residentLogin.signInWithPassword(who.tel, PASSWORD);
    await new PatientHomePage(resident.page).waitUntilShown();
    const mine = new ResidentContractPage(resident.page);
    await mine.open(who.patientId);
    await mine.contract(DEMO.doctor.name).getByText('邀请您签约家庭医生服务').waitFor();
    await shoot(resident.page, 'contract-resident-offer');
    await mine.confirm(DEMO.doctor.name);
    await expect.poll(() => mine.contract(DEMO.doctor.name).getByTestId('contract-state').textContent()).toBe('已签约');
    // No second application while the contract holds.
    expect(await resident.page.getByRole('button', { name: '申请签约' }).count()).toBe(0);

    // The doctor sees it signed (both confirmations in the history), then ends it with a reason.
    await doctor.page.reload();
    await expect.poll(() => pages.state().textContent()).toBe('已签约');
    await pages.history().getByText('居民已确认').waitFor();
    await pages.terminate('其他', '居民要求更换家庭医生');
    await expect.poll(() => pages.state().textContent()).toBe('已解约');
    await pages.history().getByText('已解约：其他').waitFor();
    await pages.history().getByText(/居民要求更换家庭医生/).waitFor();
    await shoot(doctor.page, 'contract-terminated');

    // The resident sees the end and the reason; then 李医生 offers, and the resident signs with him.
    await resident.page.reload();
    await expect.poll(() => mine.contract(DEMO.doctor.name).getByTestId('contract-state').textContent()).toBe('已解约');
    const doctor2 = await api.doctorToken(DEMO.doctor2.username, DEMO.password, DEMO.doctor2.orgCode);
    await api.call('POST', '/api/patient/sign/contract', {
      token: doctor2,
      body: { patientId: who.patientId, servicePacks: ['糖尿病服务包'] },
    });
    await resident.page.reload();
    await mine.confirm(DEMO.doctor2.name);
    await expect.poll(() => mine.contract(DEMO.doctor2.name).getByTestId('contract-state').textContent()).toBe('已签约');
    await shoot(resident.page, 'contract-signed-again');
    expect(doctor.pageErrors).toEqual([]);
    expect(resident.pageErrors).toEqual([]);
  });
});
