import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows, createPatient } from '../patients/helpers.ts';

/** "YYYY-MM-DD" of `years` years and `months` months before today (UTC date; margins keep it clear of China midnight). */
function birthdayAgo(years: number, months: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

describe("children's grading and detection reports", () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let childId: number;
  let adultId: number;

  const post = (url: string, payload: Record<string, unknown>, token = owner.token) =>
    call(app, p, { method: 'POST', url, token, payload });
  const get = (url: string, token = owner.token) => call(app, p, { method: 'GET', url, token });
  const now = () => new Date().toISOString();

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    // An 8-year-old girl (sex 2), added as a baby of the account.
    const baby = await post('/api/patient/baby', { name: '张小宝', sex: 2, birthday: birthdayAgo(8, 2) });
    expect(baby.statusCode, baby.body).toBe(200);
    childId = baby.json().data.id;
    adultId = (await createPatient(app, p, owner, { birthday: '1980-01-01', sex: 2 })).id;
  });
  afterAll(() => app.close());

  it('grades a child blood pressure with the P95 formula; the same reading is normal for an adult', async () => {
    const child = await post('/api/patient/blood/pressure', {
      patientId: childId,
      high: 118,
      low: 76,
      measureTime: now(),
    });
    expect(child.statusCode, child.body).toBe(200);
    expect(child.json().data).toMatchObject({
      level: 'child_high',
      levelLabel: '儿童血压偏高',
      abnormal: true,
    });

    const adult = await post('/api/patient/blood/pressure', {
      patientId: adultId,
      high: 118,
      low: 76,
      measureTime: now(),
    });
    expect(adult.json().data).toMatchObject({ level: 'normal', abnormal: false });

    // Through the generic entry too; a lower reading is normal for the girl.
    const low = await post('/api/patient/life/measurement', {
      patientId: childId,
      type: 'bp',
      values: { systolic: 100, diastolic: 62 },
      measureTime: now(),
    });
    expect(low.json().data).toMatchObject({ level: 'normal', abnormal: false });
  });

  it('grades a child BMI with WS/T 586-2018 and lipids and heart rate with the children table', async () => {
    // 30 kg at 125 cm: BMI 19.2, overweight for an 8-year-old girl (17.6 / 19.4), normal for an adult.
    const weight = await post('/api/patient/life/measurement', {
      patientId: childId,
      type: 'weight',
      values: { weight: 30, height: 125 },
      measureTime: now(),
    });
    expect(weight.json().data).toMatchObject({ level: 'overweight', values: { bmi: 19.2 } });
    const lipid = await post('/api/patient/life/measurement', {
      patientId: childId,
      type: 'lipid',
      values: { tc: 5.3 },
      measureTime: now(),
    });
    expect(lipid.json().data).toMatchObject({ level: 'high', abnormal: true });
    const hr = await post('/api/patient/life/measurement', {
      patientId: childId,
      type: 'hr',
      values: { heartRate: 95 },
      measureTime: now(),
    });
    expect(hr.json().data).toMatchObject({ level: 'high', abnormal: true });
  });

  it('a reading taken before the 18th birthday is graded as a child, after it as an adult', async () => {
    const teen = await post('/api/patient/baby', { name: '张大宝', sex: 1, birthday: birthdayAgo(18, 1) });
    const id = teen.json().data.id;
    const before = new Date(Date.now() - 60 * 86_400_000).toISOString();
    const asChild = await post('/api/patient/blood/pressure', {
      patientId: id,
      high: 136,
      low: 70,
      measureTime: before,
    });
    expect(asChild.json().data.level).toBe('child_high'); // 17-year-old boy: 134/82
    const asAdult = await post('/api/patient/blood/pressure', {
      patientId: id,
      high: 136,
      low: 70,
      measureTime: now(),
    });
    expect(asAdult.json().data.level).toBe('high_normal');
  });

  it('the report gives the latest reading of each type with its grade, advice and the children cut-offs', async () => {
    const res = await get(`/api/patient/detection/report?patientId=${childId}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report.patient).toMatchObject({ id: childId, name: '张小宝', sex: 2, age: 8, child: true });
    expect(report.month).toBeNull();
    expect(report.items.map((i: { type: string }) => i.type)).toEqual(['bp', 'bg', 'lipid', 'weight', 'hr']);
    const byType = Object.fromEntries(report.items.map((i: { type: string }) => [i.type, i]));
    expect(byType.bp).toMatchObject({ count: 2, abnormalCount: 1 });
    expect(byType.bp.latest).toMatchObject({ values: { systolic: 100, diastolic: 62 }, level: 'normal' });
    expect(byType.bp.reference).toBe('8岁女童血压偏高界值（P95）：112/73 mmHg');
    expect(byType.bp.advice).toContain('每年至少测量一次');
    expect(byType.bg).toMatchObject({ latest: null, count: 0 });
    expect(byType.bg.advice).toContain('暂无血糖数据');
    expect(byType.weight.latest.levelLabel).toBe('超重');
    expect(byType.weight.advice).toContain('超重界值');
    expect(report.abnormalCount).toBe(2);
    expect(report.summary).toBe(
      '共4项检测，2项需要关注：血脂（血脂异常）、心率（心率过速）。请参考下方建议。',
    );
  });

  it("types narrows the report and the history to a family's types", async () => {
    const res = await get(`/api/patient/detection/report?patientId=${childId}&types=bp,bg,lipid,weight`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report.items.map((i: { type: string }) => i.type)).toEqual(['bp', 'bg', 'lipid', 'weight']);
    expect(report.abnormalCount).toBe(1);
    expect(report.summary).toBe('共3项检测，1项需要关注：血脂（血脂异常）。请参考下方建议。');
    const history = await get(`/api/patient/detection/report/history?patientId=${childId}&types=weight,hr`);
    expect(history.json().data[0]).toMatchObject({ count: 2, abnormalCount: 1, types: ['weight', 'hr'] });
    const bad = await get(`/api/patient/detection/report?patientId=${childId}&types=bp,temp`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('检测类型有误');
  });

  it('a monthly report covers that month only; an empty month says so', async () => {
    const china = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const month = await get(`/api/patient/detection/report?patientId=${childId}&month=${china}`);
    expect(month.json().data).toMatchObject({ month: china, abnormalCount: 2 });
    const empty = await get(`/api/patient/detection/report?patientId=${childId}&month=2020-01`);
    expect(empty.json().data.items.every((i: { latest: unknown }) => i.latest === null)).toBe(true);
    expect(empty.json().data.summary).toBe('暂无检测数据，请先进行检测。');
  });

  it('the history lists months with readings and the worst grade', async () => {
    const res = await get(`/api/patient/detection/report/history?patientId=${childId}`);
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = res.json().data;
    expect(latest).toMatchObject({
      count: 5,
      abnormalCount: 3,
      types: ['bp', 'lipid', 'weight', 'hr'],
      worstType: 'bp',
      worstLevel: 'child_high',
      worstLabel: '儿童血压偏高',
    });
  });

  it('another account, a doctor of another org and another project see 404; bad queries get 400', async () => {
    const stranger = await account(app, p);
    for (const url of ['/api/patient/detection/report', '/api/patient/detection/report/history']) {
      const res = await get(`${url}?patientId=${childId}`, stranger.token);
      expect(res.statusCode).toBe(404);
    }
    const q = await createProject();
    const other = await account(app, q);
    const cross = await call(app, q, {
      method: 'GET',
      url: `/api/patient/detection/report?patientId=${childId}`,
      token: other.token,
    });
    expect(cross.statusCode).toBe(404);
    const badMonth = await get(`/api/patient/detection/report?patientId=${childId}&month=2026-13`);
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().msg).toContain('月份格式有误');
    const badMonths = await get(`/api/patient/detection/report/history?patientId=${childId}&months=abc`);
    expect(badMonths.statusCode).toBe(400);
    expect(badMonths.json().msg).toContain('月份数须为数字');
  });

  it('a bad child reading stores nothing', async () => {
    const before = await countRows('measurements', p.id, 'patient_id = $2', [childId]);
    const res = await post('/api/patient/blood/pressure', {
      patientId: childId,
      high: 'abc',
      low: 70,
      measureTime: now(),
    });
    expect(res.statusCode).toBe(400);
    expect(await countRows('measurements', p.id, 'patient_id = $2', [childId])).toBe(before);
  });
});
