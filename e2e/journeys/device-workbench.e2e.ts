import { afterEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi, randomTel } from '../pages/DemoApi.ts';
import { DeviceListPage, IdentifyPatientPage, MeasureRecordPage } from '../pages/DevicePages.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { randomIdcard } from '../pages/HealthApi.ts';

/** The blood-pressure monitor the demo seed binds to 张三 (seed/device-workbench-data.ts). */
const SEEDED_MONITOR = 'KHBP20-2026-0001';

describe('Journey: the doctor identifies the patient of a device and reads its measurements', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    for (const s of sessions.splice(0)) await s.close();
  });

  it('王医生 binds a new blood-pressure monitor to a patient found by ID number; its upload shows graded', async () => {
    const baseURL = inject('baseURL');
    const api = new DemoApi(baseURL);
    const token = await api.doctorToken(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    const mine = await api.call<{ doctor: { id: number } }>('GET', '/api/user/mine', { token });
    const idcard = randomIdcard();
    const name = '吴建华';
    await api.call('POST', '/api/patient', {
      token,
      body: { name, idcard, tel: randomTel(), doctorId: mine.doctor.id },
    });

    const session = await openBrowser(baseURL);
    sessions.push(session);
    const login = new DoctorLoginPage(session.page);
    await login.open();
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(session.page).waitUntilShown();

    // 设备管理: the seeded devices of the org's patients, each with its newest reading.
    const list = new DeviceListPage(session.page);
    await list.open();
    await list.cards().first().waitFor();
    // 张三's seeded monitor (other journeys may bind more devices to 张三 on this server).
    const seeded = list.card(SEEDED_MONITOR);
    expect(await seeded.textContent()).toContain(DEMO.patient.name);
    expect(await seeded.getByText('最近测量').count()).toBe(1);
    await list.identify();

    // A serial nobody in the org uses is a new device; the patient is found by ID number, masked.
    const identify = new IdentifyPatientPage(session.page);
    const serial = `E2E-BP-${Date.now()}`;
    await identify.findDevice(serial);
    await identify.newDeviceForm().waitFor();
    await identify.findPatient(idcard);
    const option = identify.options().filter({ hasText: name });
    await option.waitFor();
    expect(await option.textContent()).not.toContain(idcard);
    await option.click();
    await identify.confirm(name);
    const secret = await identify.secret();
    expect(secret.length).toBeGreaterThanOrEqual(40);

    // The device's gateway uploads a reading with that secret (bare IoT answer).
    const upload = await fetch(`${baseURL}/iotapi/mobile/collect/family/doctor`, {
      method: 'POST',
      headers: { Project: 'demo', 'Content-Type': 'application/json', 'X-Device-Secret': secret },
      body: JSON.stringify({
        serial,
        type: 'bp',
        values: { systolic: 166, diastolic: 104, heartRate: 82 },
        measureTime: new Date(Date.now() - 60_000).toISOString(),
      }),
    });
    expect(upload.status).toBe(200);

    await identify.openRecords();
    const records = new MeasureRecordPage(session.page);
    await expect.poll(() => records.patient().textContent()).toContain(name);
    await expect.poll(() => records.total().textContent()).toBe('1');
    const row = records.rows().first();
    expect(await row.textContent()).toContain('166/104 mmHg');
    expect(await row.textContent()).toContain('2级高血压');
    expect(session.pageErrors).toEqual([]);
  });
});
