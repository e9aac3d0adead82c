import { maskPhone } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, type CreatedPatient, createPatient } from '../patients/helpers.ts';

const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** Issue 10 section 3: phones are masked in every list, for every viewer, the owner included. */
describe('patient care: phone numbers in lists', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let doctor: Account;
  let patient: CreatedPatient;
  const contactsTel = '13800002222';
  let bedId: number;
  let orderId: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '周医生' });
    patient = await createPatient(app, p, owner, { name: '吴九', doctorId: doctor.doctorId });
    const bed = await call(app, p, {
      method: 'POST',
      url: '/api/patient/sickbed',
      token: owner.token,
      payload: {
        patientId: patient.id,
        address: '杭州市西湖区文三路9号',
        tel: patient.tel,
        contactsName: '吴小九',
        contactsTel,
        contactsRelation: '子女',
      },
    });
    expect(bed.statusCode, bed.body).toBe(200);
    bedId = bed.json().data.id;
    const order = await call(app, p, {
      method: 'POST',
      url: '/api/patient/accompany/order',
      token: owner.token,
      payload: {
        patientId: patient.id,
        hospital: '市第一人民医院',
        appointTime: minutesFromNow(24 * 60),
        tel: patient.tel,
      },
    });
    expect(order.statusCode, order.body).toBe(200);
    orderId = order.json().data.id;
  });
  afterAll(() => app.close());

  it("the customer's own sickbed list answers masked numbers; the detail shows them in full", async () => {
    const list = await call(app, p, { method: 'GET', url: '/api/patient/sickbed', token: owner.token });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.list.find((b: { id: number }) => b.id === bedId);
    expect(row.tel).toBe(maskPhone(patient.tel));
    expect(row.contactsTel).toBe(maskPhone(contactsTel));
    expect(list.body).not.toContain(patient.tel);
    expect(list.body).not.toContain(contactsTel);

    const byPatient = await call(app, p, {
      method: 'GET',
      url: `/api/patient/sickbed/patient/${patient.id}`,
      token: owner.token,
    });
    expect(byPatient.body).not.toContain(contactsTel);
    expect(byPatient.json().data.list[0].contactsTel).toBe(maskPhone(contactsTel));

    const detail = await call(app, p, {
      method: 'GET',
      url: `/api/patient/sickbed/${bedId}`,
      token: owner.token,
    });
    expect(detail.json().data).toMatchObject({ tel: patient.tel, contactsTel });
    const byDoctor = await call(app, p, {
      method: 'GET',
      url: `/api/patient/sickbed/${bedId}`,
      token: doctor.token,
    });
    expect(byDoctor.json().data).toMatchObject({
      tel: maskPhone(patient.tel),
      contactsTel: maskPhone(contactsTel),
    });
  });

  it("the customer's own accompany-order list answers masked numbers; the detail shows them in full", async () => {
    const list = await call(app, p, {
      method: 'GET',
      url: '/api/patient/accompany/order',
      token: owner.token,
    });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.list.find((o: { id: number }) => o.id === orderId);
    expect(row.tel).toBe(maskPhone(patient.tel));
    expect(list.body).not.toContain(patient.tel);

    const detail = await call(app, p, {
      method: 'GET',
      url: `/api/patient/accompany/order/${orderId}`,
      token: owner.token,
    });
    expect(detail.json().data.tel).toBe(patient.tel);
  });

  it('the doctor of the patient sees masked numbers in the lists too', async () => {
    for (const url of ['/api/patient/sickbed', '/api/patient/accompany/order']) {
      const res = await call(app, p, { method: 'GET', url, token: doctor.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.list.length).toBeGreaterThan(0);
      expect(res.body).not.toContain(patient.tel);
      expect(res.body).not.toContain(contactsTel);
    }
  });
});
