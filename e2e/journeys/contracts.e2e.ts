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
const OTHER_DOCTOR = '周医生';

/**
 * A fresh resident's account with their own patient record, of the demo doctor (as the API would
 * make them), and a fresh doctor of the same org made by the org's administrator. The journey acts
 * as 李医生 (doctor02) and the fresh doctor, so the message lists of doctor01 and the demo patient,
 * which other journeys read, stay as seeded.
 */
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
  const admin = await api.doctorToken(DEMO.admin.username, DEMO.password, DEMO.admin.orgCode);
  const username = `e2edoc${Math.floor(Math.random() * 1e8)}`;
  await api.call('POST', '/api/user', {
    token: admin,
    body: {
      username,
      password: PASSWORD,
      name: OTHER_DOCTOR,
      roleId: 'doctor',
      userType: 'servicer',
      tel: randomTel(),
    },
  });
  return { tel, patientId: patient.id, otherDoctorUser: username };
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

  it('李医生 offers, the resident confirms, 李医生 ends it with a reason, the resident signs with 周医生', async () => {
    const api = new DemoApi(inject('baseURL'));
    const who = await freshResident(api);

    // The doctor offers a contract with the hypertension pack; it waits for the resident.
    const login = new DoctorLoginPage(doctor.page);
    await login.open();
    await login.signIn(DEMO.doctor2.username, DEMO.password, DEMO.doctor2.orgCode);
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
    await mine.contract(DEMO.doctor2.name).getByText('邀请您签约家庭医生服务').waitFor();
    await shoot(resident.page, 'contract-resident-offer');
    await mine.confirm(DEMO.doctor2.name);
    await expect
      .poll(() => mine.contract(DEMO.doctor2.name).getByTestId('contract-state').textContent())
      .toBe('已签约');
    // No second application while the contract holds.
    expect(await resident.page.getByRole('button', { name: '申请签约' }).count()).toBe(0);

    // The doctor sees it signed (both confirmations in the history), then ends it with a reason.
    await doctor.page.reload();
    await expect.poll(() => pages.state().textContent()).toBe('已签约');
    await pages.history().getByText('居民已确认').waitFor();
    await pages.terminate('其他', '居民要求更换家庭医生');
    await expect.poll(() => pages.state().textContent()).toBe('已解约');
    await pages.history().getByText('已解约：其他').waitFor();
    await pages
      .history()
      .getByText(/居民要求更换家庭医生/)
      .waitFor();
    await shoot(doctor.page, 'contract-terminated');

    // The resident sees the end and the reason; then 周医生 offers, and the resident signs with her.
    await resident.page.reload();
    await expect
      .poll(() => mine.contract(DEMO.doctor2.name).getByTestId('contract-state').textContent())
      .toBe('已解约');
    await mine.contract(DEMO.doctor2.name).getByText('解约原因：其他').waitFor();
    const other = await api.doctorToken(who.otherDoctorUser, PASSWORD, DEMO.doctor.orgCode);
    await api.call('POST', '/api/patient/sign/contract', {
      token: other,
      body: { patientId: who.patientId, servicePacks: ['糖尿病服务包'] },
    });
    await resident.page.reload();
    await mine.confirm(OTHER_DOCTOR);
    await expect
      .poll(() => mine.contract(OTHER_DOCTOR).getByTestId('contract-state').textContent())
      .toBe('已签约');
    expect(await resident.page.getByRole('button', { name: '申请签约' }).count()).toBe(0);
    await shoot(resident.page, 'contract-signed-again');
    expect(doctor.pageErrors).toEqual([]);
    expect(resident.pageErrors).toEqual([]);
  });
});
