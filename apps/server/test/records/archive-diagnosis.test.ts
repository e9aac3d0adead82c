import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows, createPatient, otherOrgDoctor } from '../patients/helpers.ts';

const URL = '/api/patient/archive/diagnosis';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe('archive diagnoses the family adds (/api/patient/archive/diagnosis)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let farDoctor: Account;
  let otherProjectUser: Account;
  let patientId: number;
  let strangerPatientId: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    farDoctor = await otherOrgDoctor(app, p);
    otherProjectUser = await account(app, other);
    patientId = (await createPatient(app, p, owner, { doctorId: doctor.doctorId })).id;
    strangerPatientId = (await createPatient(app, p, stranger)).id;
  });
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    patientId,
    diseaseType: 1,
    diagnosedAt: daysAgo(400),
    hospital: '杭州市第一人民医院',
    remark: '长期服用氨氯地平',
    ...extra,
  });
  const list = (who: Account, id = patientId) =>
    call(app, p, { method: 'GET', url: `${URL}?patientId=${id}`, token: who.token });

  it('the family adds a listed disease and another one by name; both list newest first, labelled', async () => {
    const a = await call(app, p, { method: 'POST', url: URL, token: owner.token, payload: body() });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({
      patientId,
      diseaseType: 1,
      diseaseName: '高血压',
      hospital: '杭州市第一人民医院',
      sourceText: '家属填写',
    });
    const b = await call(app, p, {
      method: 'POST',
      url: URL,
      token: owner.token,
      payload: { patientId, diseaseName: '  腰椎间盘突出症 ', diagnosedAt: daysAgo(30) },
    });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().data).toMatchObject({ diseaseType: null, diseaseName: '腰椎间盘突出症', hospital: null });

    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(2);
    expect(res.json().data.list.map((r: { diseaseName: string }) => r.diseaseName)).toEqual([
      '腰椎间盘突出症',
      '高血压',
    ]);
    // The patient's doctor reads the family's entries too.
    const byDoctor = await list(doctor);
    expect(byDoctor.statusCode).toBe(200);
    expect(byDoctor.json().data.total).toBe(2);
  });

  it('bad input answers 400 in Chinese and stores nothing', async () => {
    const before = await countRows('archive_diagnoses', p.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ diseaseType: undefined }, '请选择或输入疾病名称'],
      [{ diseaseType: 9 }, '疾病类型有误'],
      [{ diseaseName: '糖尿病' }, '疾病名称与疾病类型不一致'],
      [{ diseaseName: '病'.repeat(51), diseaseType: undefined }, '疾病名称不能超过50个字'],
      [{ diagnosedAt: daysAgo(-2) }, '确诊时间不能晚于当前时间'],
      [{ diagnosedAt: '2025-02-30' }, '确诊时间格式有误'],
      [{ diagnosedAt: undefined }, '确诊时间'],
      [{ hospital: '院'.repeat(51) }, '确诊医院不能超过50个字'],
      [{ patientId: 'abc' }, 'id须为数字'],
      [{ doctorId: 1 }, ''],
    ];
    for (const [extra, msg] of cases) {
      const res = await call(app, p, { method: 'POST', url: URL, token: owner.token, payload: body(extra) });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().msg).toContain(msg);
    }
    expect(await countRows('archive_diagnoses', p.id)).toBe(before);
  });

  it('401 without a token, 403 for a doctor adding, nothing stored', async () => {
    const before = await countRows('archive_diagnoses', p.id);
    const none = await call(app, p, { method: 'POST', url: URL, payload: body() });
    expect(none.statusCode).toBe(401);
    const noneList = await call(app, p, { method: 'GET', url: `${URL}?patientId=${patientId}` });
    expect(noneList.statusCode).toBe(401);
    const byDoctor = await call(app, p, { method: 'POST', url: URL, token: doctor.token, payload: body() });
    expect(byDoctor.statusCode).toBe(403);
    expect(await countRows('archive_diagnoses', p.id)).toBe(before);
  });

  it("another family's patient answers 404, also across orgs and projects; nothing stored", async () => {
    const before = await countRows('archive_diagnoses', p.id);
    const add = await call(app, p, {
      method: 'POST',
      url: URL,
      token: owner.token,
      payload: body({ patientId: strangerPatientId }),
    });
    expect(add.statusCode).toBe(404);
    expect((await list(owner, strangerPatientId)).statusCode).toBe(404);
    for (const who of [stranger, farDoctor]) expect((await list(who)).statusCode).toBe(404);
    const strangerAdd = await call(app, p, {
      method: 'POST',
      url: URL,
      token: stranger.token,
      payload: body(),
    });
    expect(strangerAdd.statusCode).toBe(404);
    const cross = await call(app, other, {
      method: 'GET',
      url: `${URL}?patientId=${patientId}`,
      token: otherProjectUser.token,
    });
    expect(cross.statusCode).toBe(404);
    expect(await countRows('archive_diagnoses', p.id)).toBe(before);
  });
});
