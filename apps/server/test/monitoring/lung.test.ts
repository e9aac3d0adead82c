import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import {
  type Account,
  account,
  type CreatedPatient,
  countRows,
  createPatient,
  otherOrgDoctor,
} from '../patients/helpers.ts';

const URL = '/api/patient/report/lung/function/collection';

describe('lung-function collection', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let farDoctor: Account;
  let otherProjectDoctor: Account;
  let patient: CreatedPatient;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '呼吸科医生' });
    farDoctor = await otherOrgDoctor(app, p);
    otherProjectDoctor = await account(app, other, { role: 'doctor' });
    patient = await createPatient(app, p, owner, { doctorId: doctor.doctorId, name: '王五' });
  });
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    idcard: patient.idcard,
    name: '王五',
    fvc: 3.2,
    fev1: 2.1,
    fet: 6.5,
    pef: 6.8,
    mef25: 0.9,
    mef50: 2.4,
    mef75: 5.1,
    height: 170,
    weight: 65,
    isInhaledBronchodilator: true,
    reportTime: new Date(Date.now() - 3_600_000).toISOString(),
    ...extra,
  });

  let reportId: number;
  it('a doctor enters a report; FEV1/FVC is computed; the list shows it, masked', async () => {
    const res = await call(app, p, { method: 'POST', url: URL, token: doctor.token, payload: body() });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      patientId: patient.id,
      name: '王五',
      fvc: 3.2,
      fev1: 2.1,
      fev1Fvc: 65.6,
      doctorId: doctor.doctorId,
      doctorName: '呼吸科医生',
      obstructionHint: true,
      isInhaledBronchodilator: true,
    });
    expect(d.idcard).toContain('*');
    reportId = d.id;
    const list = await call(app, p, { method: 'GET', url: `${URL}?pageSize=5`, token: doctor.token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, pageNo: 1, pageSize: 5 });
    expect(list.json().data.list[0].id).toBe(reportId);
  });

  it('the patient’s account sees the report; others do not', async () => {
    const mine = await call(app, p, {
      method: 'GET',
      url: `${URL}?patientId=${patient.id}`,
      token: owner.token,
    });
    expect(mine.json().data.total).toBe(1);
    for (const who of [stranger, farDoctor]) {
      const list = await call(app, p, { method: 'GET', url: URL, token: who.token });
      expect(list.json().data.total).toBe(0);
    }
    const far = await call(app, other, { method: 'GET', url: URL, token: otherProjectDoctor.token });
    expect(far.json().data.total).toBe(0);
  });

  it('a given FEV1/FVC is checked; PUT updates with the id in the body', async () => {
    const res = await call(app, p, {
      method: 'PUT',
      url: URL,
      token: doctor.token,
      payload: body({ id: reportId, fev1: 2.6, fev1Fvc: 81.3 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: reportId, fev1: 2.6, fev1Fvc: 81.3, obstructionHint: false });
    const far = await call(app, p, {
      method: 'PUT',
      url: URL,
      token: farDoctor.token,
      payload: body({ id: reportId }),
    });
    expect(far.statusCode).toBe(404);
    expect(far.json().msg).toBe('肺功能报告不存在');
  });

  it('bad values are 400 in Chinese, nothing stored', async () => {
    const before = await countRows('lung_function_reports', p.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ fvc: -1 }, '用力肺活量FVC不能小于0.2L'],
      [{ fvc: 'abc' }, '用力肺活量FVC须为数字'],
      [{ fev1: 4 }, 'FEV1不能大于用力肺活量FVC'],
      [{ fev1Fvc: 90 }, 'FEV1/FVC应为65.6%'],
      [{ pef: 50 }, '呼气峰流量PEF不能大于20L/s'],
      [{ height: 20 }, '身高不能小于50cm'],
      [{ reportTime: new Date(Date.now() + 3_600_000).toISOString() }, '报告时间不能晚于当前时间'],
      [{ idcard: '123' }, '身份证'],
      [{ fileUrl: 'https://evil.example/x.pdf' }, '报告文件地址有误'],
      [{ name: '张冠李戴' }, '姓名与身份证号不匹配'],
      [{ doctorId: farDoctor.doctorId }, '医生不属于本机构'],
    ];
    for (const [extra, msg] of cases) {
      const res = await call(app, p, { method: 'POST', url: URL, token: doctor.token, payload: body(extra) });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect(await countRows('lung_function_reports', p.id)).toBe(before);
  });

  it('unknown or out-of-scope patients are 404; customers may not write', async () => {
    const far = await call(app, p, { method: 'POST', url: URL, token: farDoctor.token, payload: body() });
    expect(far.statusCode).toBe(404);
    const cust = await call(app, p, { method: 'POST', url: URL, token: owner.token, payload: body() });
    expect(cust.statusCode).toBe(403);
  });
});
