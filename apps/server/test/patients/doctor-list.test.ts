import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, type CreatedPatient, createPatient, otherOrgDoctor } from './helpers.ts';
import { groupedPatient, list, names, reading } from './list-helpers.ts';

describe("the doctor's patient list (GET /api/patient)", () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctorA: Account;
  let doctorB: Account;
  let far: Account;
  let owner: Account;
  const pt: Record<string, CreatedPatient> = {};
  let tagId = 0;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctorA = await account(app, p, { role: 'doctor', name: '王医生' });
    doctorB = await account(app, p, { role: 'doctor', name: '李医生' });
    far = await otherOrgDoctor(app, p);
    owner = await account(app, p, { name: '家属' });
    // Created in this order: ctime sorts follow it.
    pt.p1 = await groupedPatient(app, p, doctorA, '王高二', [
      { type: 1, level: 2 },
      { type: 2, level: 1 },
    ]);
    pt.p2 = await groupedPatient(app, p, doctorA, '李高三', [{ type: 1, level: 3 }]);
    pt.p3 = await groupedPatient(app, p, doctorA, '张糖一', [
      { type: 2, level: 1, aiFile: true, phFile: true },
    ]);
    pt.p4 = await groupedPatient(app, p, doctorA, '赵无病');
    pt.p5 = await groupedPatient(app, p, doctorB, '钱乙', [{ type: 1, level: 2, specialState: 2 }]);
    pt.p6 = await groupedPatient(app, p, far, '孙外院', [{ type: 1, level: 2 }]);
    pt.p7 = await createPatient(app, p, owner, { name: '周家属', doctorId: doctorA.doctorId });
    await reading(app, p, doctorA, pt.p1.id, 10, [150, 95]);
    await reading(app, p, doctorA, pt.p1.id, 2, [116, 74]);
    await reading(app, p, doctorA, pt.p2.id, 1, [182, 112]);
    await reading(app, p, doctorA, pt.p3.id, 3, { glucose: 7.5, period: 'fasting' });
    await reading(app, p, doctorA, pt.p4.id, 5, [118, 76]);
    await reading(app, p, doctorB, pt.p5.id, 0.5, [145, 92]);
    await reading(app, p, far, pt.p6.id, 1, [170, 100]);
    const tag = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/${pt.p2.id}/tag/add`,
      token: doctorA.token,
      payload: { name: '重点随访' },
    });
    tagId = tag.json().data[0].id;
  });
  afterAll(() => app.close());

  it("lists the org's patients, masked, with groups, archive states, tags and the latest graded reading", async () => {
    const data = await list(app, p, doctorA);
    expect(names(data).sort()).toEqual(['周家属', '张糖一', '李高三', '王高二', '赵无病', '钱乙'].sort());
    expect(data.total).toBe(6);
    const p2 = data.list.find((x) => x.id === pt.p2?.id);
    expect(p2?.diseases).toEqual([
      expect.objectContaining({ type: 1, level: 3, levelName: '高三', archive: ['确诊'] }),
    ]);
    expect(p2?.tags.map((t) => t.name)).toEqual(['重点随访']);
    expect(p2?.latestReading).toMatchObject({ type: 'bp', level: 'grade3', tone: 'severe', abnormal: true });
    expect(p2?.abnormalRecent).toBe(true);
    const p3 = data.list.find((x) => x.id === pt.p3?.id);
    expect(p3?.diseases[0]?.archive).toEqual(['AI档案', '公卫档案']);
    const p5 = data.list.find((x) => x.id === pt.p5?.id);
    expect(p5?.diseases[0]?.archive).toEqual(['确诊', '已挂起']);
    // p1: the abnormal reading is 10 days old, the latest one is normal.
    const p1 = data.list.find((x) => x.id === pt.p1?.id);
    expect(p1).toMatchObject({ abnormalRecent: false, latestReading: { level: 'normal', tone: 'normal' } });
    expect(p1?.lastAbnormalAt).not.toBeNull();
    expect(p1?.tel).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(p1?.idcard).toMatch(/^\d{3}\*{12}[\dX]{3}$/);
    const raw = JSON.stringify(data);
    for (const x of Object.values(pt)) {
      expect(raw).not.toContain(x.tel);
      expect(raw).not.toContain(x.idcard);
    }
  });

  it("another org's doctor and a patient account do not see the org's patients", async () => {
    expect(names(await list(app, p, far))).toEqual(['孙外院']);
    const mine = await list(app, p, owner);
    expect(names(mine)).toEqual(['周家属']);
    expect(names(await list(app, p, owner, { abnormal: '0' }))).toEqual(['周家属']);
    const counts = await call(app, p, { method: 'GET', url: '/api/patient/all/count', token: owner.token });
    expect(counts.json().data).toMatchObject({ total: 1, mine: 0 });
    const other = await createProject();
    const admin = await account(app, other, { role: 'admin' });
    expect((await list(app, other, admin)).total).toBe(0);
  });

  it('searches by a name fragment, a whole phone or a whole ID number', async () => {
    expect(names(await list(app, p, doctorA, { search: '高三' }))).toEqual(['李高三']);
    expect(names(await list(app, p, doctorA, { search: pt.p1?.tel ?? '' }))).toEqual(['王高二']);
    expect(names(await list(app, p, doctorA, { search: (pt.p3?.idcard ?? '').toLowerCase() }))).toEqual([
      '张糖一',
    ]);
    expect((await list(app, p, doctorA, { search: '%' })).total).toBe(0);
    expect((await list(app, p, doctorA, { search: pt.p6?.tel ?? '' })).total).toBe(0);
    const partialPhone = (pt.p1?.tel ?? '').slice(0, 7);
    expect((await list(app, p, doctorA, { search: partialPhone })).total).toBe(0);
  });

  it('filters by disease group and level, tag, abnormal in 7 days, child and scope, and combines them', async () => {
    const cases: Array<[Record<string, string>, string[]]> = [
      [{ diseaseType: '1' }, ['李高三', '王高二', '钱乙']],
      [{ diseaseType: '1', level: '2' }, ['王高二', '钱乙']],
      [{ diseaseType: '2' }, ['张糖一', '王高二']],
      [{ diseaseType: '3' }, []],
      [{ tagId: String(tagId) }, ['李高三']],
      [{ abnormal: '1' }, ['张糖一', '李高三', '钱乙']],
      [{ abnormal: '0' }, ['周家属', '王高二', '赵无病']],
      [{ diseaseType: '1', level: '2', abnormal: '1' }, ['钱乙']],
      [{ isChild: '1' }, []],
      [{ scope: 'mine' }, ['周家属', '张糖一', '李高三', '王高二', '赵无病']],
      [{ scope: 'mine', abnormal: '1' }, ['张糖一', '李高三']],
    ];
    for (const [query, expected] of cases) {
      const data = await list(app, p, doctorA, query);
      expect(names(data).sort(), JSON.stringify(query)).toEqual(expected.sort());
      expect(data.total, JSON.stringify(query)).toBe(expected.length);
    }
    expect(names(await list(app, p, doctorB, { scope: 'mine' }))).toEqual(['钱乙']);
  });

  it('sorts by the spec keys and pages', async () => {
    const created = ['王高二', '李高三', '张糖一', '赵无病', '钱乙', '周家属'];
    expect(names(await list(app, p, doctorA))).toEqual([...created].reverse());
    expect(names(await list(app, p, doctorA, { sortType: 'ctime_asc' }))).toEqual(created);
    expect(names(await list(app, p, doctorA, { sortType: 'time_desc' }))).toEqual([
      '钱乙',
      '李高三',
      '王高二',
      '张糖一',
      '赵无病',
      '周家属',
    ]);
    const page2 = await list(app, p, doctorA, { sortType: 'ctime_asc', pageSize: '2', pageNo: '2' });
    expect(names(page2)).toEqual(['张糖一', '赵无病']);
    expect(page2.total).toBe(6);
    const beyond = await list(app, p, doctorA, { pageSize: '2', pageNo: '9' });
    expect(beyond).toMatchObject({ list: [], total: 6 });
  });

  it('refuses bad filters with 400 and a Chinese message', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ level: '2' }, '请先选择疾病类型'],
      [{ diseaseType: '2', level: '3' }, '分组等级有误'],
      [{ diseaseType: '5' }, '疾病类型有误'],
      [{ sortType: 'name_asc' }, '排序方式有误'],
      [{ scope: 'everyone' }, '患者范围有误'],
      [{ abnormal: '2' }, '参数有误'],
      [{ pageSize: '500' }, '每页条数不能超过'],
    ];
    for (const [query, msg] of cases) {
      const res = await call(app, p, { method: 'GET', url: '/api/patient', token: doctorA.token, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
  });

  it('counts the scope: total, mine, today, abnormal in 7 days, per disease and group level', async () => {
    const res = await call(app, p, { method: 'GET', url: '/api/patient/all/count', token: doctorA.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      total: 6,
      child: 0,
      todayNew: 6,
      mine: 5,
      abnormalRecent: 3,
      byDisease: { hbp: 3, dm: 2, copd: 0, hpl: 0 },
      byLevel: { hbp: { 1: 0, 2: 2, 3: 1 }, dm: { 1: 2, 2: 0 }, copd: { 1: 0, 2: 0 }, hpl: { 1: 0, 2: 0 } },
    });
    const farCounts = await call(app, p, { method: 'GET', url: '/api/patient/all/count', token: far.token });
    expect(farCounts.json().data).toMatchObject({ total: 1, mine: 1, abnormalRecent: 1 });
    const today = await call(app, p, {
      method: 'GET',
      url: '/api/patient/doctor/today/new',
      token: doctorB.token,
    });
    expect(
      today
        .json()
        .data.map((x: { name: string }) => x.name)
        .sort(),
    ).toEqual(['周家属', '张糖一', '李高三', '王高二', '赵无病', '钱乙'].sort());
    const denied = await call(app, p, {
      method: 'GET',
      url: '/api/patient/doctor/today/new',
      token: owner.token,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/api/patient', '/api/patient/all/count', '/api/patient/doctor/today/new']) {
      const res = await call(app, p, { method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
