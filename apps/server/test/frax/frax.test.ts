import { chinaDay } from '@kanghu/shared';
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

const URL = '/api/patient/algorithm/frax';
const TABLE = 'fracture_risk_assessments';

describe('FRAX inputs and the OSTA result', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let farDoctor: Account;
  let otherProjectUser: Account;
  let patient: CreatedPatient;
  let strangersPatient: CreatedPatient;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '骨科医生' });
    farDoctor = await otherOrgDoctor(app, p);
    otherProjectUser = await account(app, other);
    patient = await createPatient(app, p, owner, { doctorId: doctor.doctorId, name: '刘桂芳' });
    strangersPatient = await createPatient(app, p, stranger, { name: '周建国' });
  });
  afterAll(() => app.close());

  // 70 years old today: 50 kg gives OSTA (50 - 70) x 0.2 = -4, medium risk.
  const birthday = (() => {
    const [y, m, d] = chinaDay().split('-');
    return `${Number(y) - 70}-${m}-${d === '29' && m === '02' ? '28' : d}`;
  })();
  const body = (extra: Record<string, unknown> = {}) => ({
    patientId: patient.id,
    sex: 2,
    birthday,
    height: 155,
    weight: 50,
    fracture: true,
    parentFracturedHip: false,
    smoking: false,
    glucocorticoids: 0,
    rheumatoidArthritis: false,
    secondaryOsteoporosis: false,
    alcohol3UnitsPerWeek: false,
    bmdType: 'tscore',
    bmdValue: -2.7,
    ...extra,
  });

  let id: number;
  it('the patient’s account stores the inputs and gets the OSTA result, never a FRAX number', async () => {
    const res = await call(app, p, { method: 'POST', url: URL, token: owner.token, payload: body() });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      patientId: patient.id,
      patientName: '刘桂芳',
      sex: 2,
      birthday,
      year: Number(birthday.slice(0, 4)),
      height: 155,
      weight: 50,
      fracture: true,
      glucocorticoids: false,
      bmdType: 'tscore',
      bmdValue: -2.7,
      osta: { name: '骨质疏松自我筛查工具（OSTA）', index: -4, band: 'medium', bandName: '中风险', age: 70 },
    });
    expect(JSON.stringify(d).toLowerCase()).not.toMatch(/"frax|probability/);
    id = d.id;
    const again = await call(app, p, { method: 'GET', url: `${URL}/${id}`, token: owner.token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(d);
  });

  it('the patient’s doctor reads it and may store one; the list gives the newest first', async () => {
    const read = await call(app, p, { method: 'GET', url: `${URL}/${id}`, token: doctor.token });
    expect(read.statusCode).toBe(200);
    const add = await call(app, p, {
      method: 'POST',
      url: URL,
      token: doctor.token,
      payload: body({ weight: 72, bmdType: null, bmdValue: null }),
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().data.osta).toMatchObject({ index: 0.4, band: 'low', bandName: '低风险' });
    expect(add.json().data.bmdType).toBeNull();
    const list = await call(app, p, {
      method: 'GET',
      url: `${URL}?patientId=${patient.id}`,
      token: owner.token,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([add.json().data.id, id]);
  });

  it('bad input is 400 in Chinese and nothing is stored', async () => {
    const before = await countRows(TABLE, p.id);
    const tomorrow = chinaDay(Date.now() + 86_400_000);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ birthday: tomorrow }, '生日不能晚于今天'],
      [{ birthday: '2020/01/01' }, '出生日期格式有误'],
      [{ birthday: '2015-06-01' }, '骨折风险评估适用于40岁及以上人群'],
      [{ height: 99 }, '身高不能小于100cm'],
      [{ weight: 251 }, '体重不能大于250kg'],
      [{ weight: 'abc' }, '请输入体重'],
      [{ sex: 3 }, '请选择性别'],
      [{ smoking: 'yes' }, '请选择目前吸烟'],
      [{ year: 1900 }, '出生年月日与出生日期不一致'],
      [{ bmdType: null }, '请选择骨密度类型'],
      [{ bmdValue: 11 }, '骨密度T值应在-10~10之间'],
      [{ bmdType: 'xray' }, '骨密度类型有误'],
      [{ frax: 12 }, ''],
    ];
    for (const [extra, msg] of cases) {
      const res = await call(app, p, { method: 'POST', url: URL, token: owner.token, payload: body(extra) });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().msg).toContain(msg);
    }
    const badId = await call(app, p, { method: 'GET', url: `${URL}/abc`, token: owner.token });
    expect(badId.statusCode).toBe(400);
    expect(await countRows(TABLE, p.id)).toBe(before);
  });

  it('without a session: 401, nothing stored', async () => {
    const before = await countRows(TABLE, p.id);
    const post = await call(app, p, { method: 'POST', url: URL, payload: body() });
    expect(post.statusCode).toBe(401);
    const get = await call(app, p, { method: 'GET', url: `${URL}/${id}` });
    expect(get.statusCode).toBe(401);
    expect(await countRows(TABLE, p.id)).toBe(before);
  });

  it('another account’s record or patient is 404, nothing stored', async () => {
    const before = await countRows(TABLE, p.id);
    for (const who of [stranger, farDoctor]) {
      const res = await call(app, p, { method: 'GET', url: `${URL}/${id}`, token: who.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('骨折风险评估记录不存在');
      const list = await call(app, p, {
        method: 'GET',
        url: `${URL}?patientId=${patient.id}`,
        token: who.token,
      });
      expect(list.statusCode).toBe(404);
    }
    const far = await call(app, other, { method: 'GET', url: `${URL}/${id}`, token: otherProjectUser.token });
    expect(far.statusCode).toBe(404);
    const write = await call(app, p, {
      method: 'POST',
      url: URL,
      token: owner.token,
      payload: body({ patientId: strangersPatient.id }),
    });
    expect(write.statusCode).toBe(404);
    expect(await countRows(TABLE, p.id)).toBe(before);
  });
});
