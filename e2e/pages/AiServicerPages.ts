import type { Page } from 'playwright-core';
import { DEMO } from '../fixtures/demo.ts';
import { DemoApi } from './DemoApi.ts';
import { DOCTOR_LOGIN_PATH, DoctorLoginPage } from './DoctorLoginPage.ts';
import { PATIENT_LOGIN_PATH } from './PatientLoginPage.ts';

/** The AI platform's demo (issue 16): project yzh-yuhang, servicer aidoc01 of 临平区, resident account 13800000116. */
export const AI_DEMO = {
  project: 'yzh-yuhang',
  servicer: { username: 'aidoc01', orgCode: 'YH-LP01' },
  resident: { tel: '13800000116' },
  area: '/api/local/yzh/330113',
} as const;

/** Signs the servicer in at /doctor/login of the project and waits for the workbench. */
export async function signInServicer(page: Page): Promise<void> {
  await page.goto(`${DOCTOR_LOGIN_PATH}?project=${AI_DEMO.project}`);
  await page.getByPlaceholder('请输入机构编码').waitFor();
  await new DoctorLoginPage(page).signIn(AI_DEMO.servicer.username, DEMO.password, AI_DEMO.servicer.orgCode);
  await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 15_000 });
}

/** Signs the resident in (phone and password) and waits to leave the login page. */
export async function signInResident(page: Page): Promise<void> {
  await page.goto(`${PATIENT_LOGIN_PATH}?project=${AI_DEMO.project}`);
  const form = page.getByRole('tabpanel', { name: '密码登录' });
  await form.getByPlaceholder('请输入手机号').fill(AI_DEMO.resident.tel);
  await form.getByPlaceholder('请输入密码').fill(DEMO.password);
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== PATIENT_LOGIN_PATH, { timeout: 15_000 });
}

/** Set-up through the API of the server under test, as the servicer, the resident or a device would. */
export class AiApi {
  readonly api: DemoApi;
  constructor(private readonly baseURL: string) {
    this.api = new DemoApi(baseURL, AI_DEMO.project);
  }

  servicerToken(): Promise<string> {
    return this.api.doctorToken(AI_DEMO.servicer.username, DEMO.password, AI_DEMO.servicer.orgCode);
  }

  /** The patient bound to the resident account (its first). */
  async residentPatient(): Promise<{ id: number; name: string }> {
    const { token } = await this.api.call<{ token: string }>('POST', '/api/user/app/login', {
      body: { username: AI_DEMO.resident.tel, password: DEMO.password },
    });
    const page = await this.api.call<{ list: { id: number; name: string }[] }>('GET', '/api/patient', {
      token,
    });
    const first = page.list[0];
    if (!first) throw new Error('the demo resident has no bound patient');
    return first;
  }

  /** Binds a blood-pressure meter to the patient and sends one reading through the IoT collect call. */
  async ingestBp(
    token: string,
    patientId: number,
    serial: string,
    values: { systolic: number; diastolic: number; heartRate: number },
  ): Promise<void> {
    const device = await this.api.call<{ secret: string }>('POST', '/api/iot/device/bind', {
      token,
      body: { serial, patientId, deviceMeasureType: 'bp' },
    });
    const res = await fetch(`${this.baseURL}/iotapi/mobile/collect/family/doctor`, {
      method: 'POST',
      headers: {
        Project: AI_DEMO.project,
        'Content-Type': 'application/json',
        'x-device-secret': device.secret,
      },
      body: JSON.stringify({ serial, type: 'bp', values }),
    });
    // The collect call answers like the device protocol: the stored reading's id and grade.
    const body = (await res.json()) as { id?: number; msg?: string };
    if (!res.ok || !body.id) throw new Error(`IoT collect failed: ${res.status} ${body.msg ?? ''}`);
  }
}
