import { DemoApi, randomTel } from './DemoApi.ts';

interface SessionAnswer {
  token: string;
  patientList: Array<{ id: number; name: string }>;
}

/** A valid 18-character ID number (Hangzhou, born 1960-1989) with its check digit. */
export function randomIdcard(): string {
  const year = 1960 + Math.floor(Math.random() * 30);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const seq = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const first17 = `330106${year}${month}${day}${seq}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, ch, i) => s + Number(ch) * (weights[i] ?? 0), 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}

/** A hypertensive patient (高血压, level 2) of the signed-in doctor, made through the API as the doctor would. */
export async function hypertensivePatient(api: DemoApi, token: string, name: string): Promise<number> {
  const mine = await api.call<{ doctor: { id: number } }>('GET', '/api/user/mine', { token });
  const patient = await api.call<{ id: number }>('POST', '/api/patient', {
    token,
    body: {
      name,
      idcard: randomIdcard(),
      tel: randomTel(),
      doctorId: mine.doctor.id,
      categoryList: [{ type: 1, level: 2 }],
    },
  });
  return patient.id;
}

/** Health fixtures (patients, bind codes, devices, IoT readings) made through the server's API. */
export class HealthApi {
  readonly api: DemoApi;

  constructor(private readonly baseURL: string) {
    this.api = new DemoApi(baseURL);
  }

  /** Signs a customer in with phone and password (POST /api/user/app/login). */
  async signIn(tel: string, password: string): Promise<SessionAnswer> {
    return this.api.call<SessionAnswer>('POST', '/api/user/app/login', { body: { username: tel, password } });
  }

  /** A patient created by `token`'s account (bound to it), and a one-time bind code for it. */
  async patientWithBindCode(token: string, name: string): Promise<{ patientId: number; code: string }> {
    const patient = await this.api.call<{ id: number }>('POST', '/api/patient', {
      token,
      body: { name, idcard: randomIdcard(), relation: 'self' },
    });
    const code = await this.api.call<{ code: string }>('POST', '/api/patient/relation/bind/code', {
      token,
      body: { patientId: patient.id, relation: 'parent' },
    });
    return { patientId: patient.id, code: code.code };
  }

  /** Binds a blood-pressure monitor to a patient: answers its serial and device secret. */
  async bindBpDevice(token: string, patientId: number): Promise<{ serial: string; secret: string }> {
    const serial = `E2E-BP-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const device = await this.api.call<{ secret: string }>('POST', '/api/iot/device/bind', {
      token,
      body: { serial, patientId, deviceMeasureType: 'bp', deviceBrand: '鱼跃', deviceModel: 'YE680A' },
    });
    return { serial, secret: device.secret };
  }

  /** A reading as a device gateway sends it (bare answer, X-Device-Secret). */
  async postIotBloodPressure(
    device: { serial: string; secret: string },
    systolic: number,
    diastolic: number,
  ) {
    const response = await fetch(`${this.baseURL}/iotapi/mobile/collect/family/doctor`, {
      method: 'POST',
      headers: { Project: 'demo', 'Content-Type': 'application/json', 'X-Device-Secret': device.secret },
      body: JSON.stringify({
        serial: device.serial,
        type: 'bp',
        values: { systolic, diastolic, heartRate: 71 },
        measureTime: new Date().toISOString(),
      }),
    });
    if (!response.ok) throw new Error(`IoT reading refused: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: number; level: string; abnormal: boolean };
  }
}
