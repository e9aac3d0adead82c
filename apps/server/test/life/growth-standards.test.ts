import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows, createPatient, otherOrgDoctor } from '../patients/helpers.ts';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
const dayString = (daysBack: number) => new Date(Date.now() - daysBack * DAY).toISOString().slice(0, 10);

type Indicator = {
  indicator: string;
  reference: string;
  z: number;
  percentile: number;
  reading: string;
  flag: string | null;
};

describe('growth on the WHO standards, abnormal-growth flags (issue 13)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let parent: Account;
  let otherParent: Account;
  let doctor: Account;
  let farDoctor: Account;
  let babyId: number;
  let otherBabyId: number;

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Account, payload?: object) =>
    call(app, p, { method, url, ...(payload ? { payload } : {}), ...(who ? { token: who.token } : {}) });

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    parent = await account(app, p);
    otherParent = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    farDoctor = await otherOrgDoctor(app, p);
    // A boy born 1100 days ago (about 3 years), under the doctor.
    const baby = await req('POST', '/api/patient/baby', parent, {
      name: '李小米',
      sex: 1,
      birthday: dayString(1100),
      fatherHeight: 176,
      motherHeight: 162,
      doctorId: doctor.doctorId,
    });
    expect(baby.statusCode, baby.body).toBe(200);
    babyId = baby.json().data.id;
    const other = await req('POST', '/api/patient/baby', otherParent, {
      name: '别家',
      sex: 2,
      birthday: dayString(900),
    });
    otherBabyId = other.json().data.id;
  });
  afterAll(() => app.close());

  it('a child added without a doctor gets the family’s doctor', async () => {
    const family = await account(app, p);
    await createPatient(app, p, family, { name: '周妈妈', doctorId: doctor.doctorId });
    const res = await req('POST', '/api/patient/baby', family, {
      name: '周小禾',
      sex: 2,
      birthday: dayString(400),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ doctorId: doctor.doctorId, doctorName: '王医生' });
    const alone = await req('POST', '/api/patient/baby', otherParent, {
      name: '无医生',
      sex: 1,
      birthday: dayString(400),
    });
    expect(alone.json().data.doctorId).toBeNull();
  });

  it('a child with no measurement: empty points, the chart lines for the current age, the WHO standard named', async () => {
    const res = await req('GET', `/api/patient/baby/growth?patientId=${babyId}`, parent);
    expect(res.statusCode, res.body).toBe(200);
    const g = res.json().data;
    expect(g.points).toEqual([]);
    expect(g.standard).toMatchObject({ code: 'who', note: null });
    expect(g.charts.map((c: { indicator: string }) => c.indicator)).toEqual(['lhfa', 'wfa', 'bmifa']);
    const lhfa = g.charts[0];
    expect(lhfa.lines.map((l: { label: string }) => l.label)).toEqual(['P3', 'P15', 'P50', 'P85', 'P97']);
    expect(lhfa.standard).toContain('WHO 儿童生长标准（2006');
    expect(g.readings).toEqual([]);
    expect(g.expected.height).toBe(175.5);
  });

  it('four measurements over two years: z-scores, percentiles and the reading; no flag on normal growth', async () => {
    // Near the WHO medians for boys at about 1, 1.5, 2.5 and 3 years.
    const entries = [
      { ago: 735, height: 76, weight: 9.8, headCircumference: 46.2 },
      { ago: 550, height: 82.5, weight: 11, headCircumference: 47.4 },
      { ago: 180, height: 92, weight: 13.4 },
      { ago: 1, height: 95.6, weight: 14.3, rboneAge: 3 },
    ];
    for (const e of entries) {
      const { ago, ...rest } = e;
      const res = await req('POST', '/api/patient/physique', parent, {
        patientId: babyId,
        ...rest,
        measureTime: daysAgo(ago),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const g = (await req('GET', `/api/patient/baby/growth?patientId=${babyId}`, parent)).json().data;
    expect(g.points).toHaveLength(4);
    const first = g.points[0];
    expect(first.ageDays).toBe(365);
    expect(first.ageText).toMatch(/^(1岁|11个月)$/);
    const names = first.indicators.map((i: Indicator) => i.indicator);
    expect(names).toEqual(['lhfa', 'wfa', 'bmifa', 'wflh', 'hcfa']);
    for (const i of first.indicators as Indicator[]) {
      expect(i.reference).toBe('who2006');
      expect(Math.abs(i.z)).toBeLessThan(1);
      expect(i.flag).toBeNull();
    }
    const last = g.points[3];
    expect(last.boneAge).toBe(3);
    expect(last.boneAgeMethod).toBe('RUS');
    const h = (last.indicators as Indicator[]).find((i) => i.indicator === 'lhfa');
    expect(h?.reading).toBe(`身高处于同龄儿童第 ${Math.round(h?.percentile ?? -1)} 百分位`);
    expect(g.readings[0]).toBe(h?.reading);
    expect(g.flags).toEqual([]);
    expect(g.charts[0].points).toHaveLength(4);
    expect(await countRows('growth_flags', p.id)).toBe(0);
    expect((await req('GET', '/api/doctor/workbench/summary', doctor)).json().data.growthFlags).toBe(0);
  });

  it('weight far below -2 SD: flagged to the family (system message) and to the child’s doctor', async () => {
    const res = await req('POST', '/api/patient/physique', parent, {
      patientId: babyId,
      height: 95.8,
      weight: 10.5,
      measureTime: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const g = (await req('GET', `/api/patient/baby/growth?patientId=${babyId}`, parent)).json().data;
    const w = (g.points.at(-1).indicators as Indicator[]).find((i) => i.indicator === 'wfa');
    expect(w?.z).toBeLessThan(-2);
    expect(w?.flag).toBe('low');
    expect(g.flags.join()).toMatch(/体重低于同龄儿童 -2 个标准差/);
    const msgs = await req('GET', '/api/message/system?pageNo=1&pageSize=10', parent);
    expect(msgs.statusCode, msgs.body).toBe(200);
    expect(JSON.stringify(msgs.json().data)).toContain('生长发育提醒');

    const list = await req('GET', '/api/doctor/growth/flags', doctor);
    expect(list.statusCode, list.body).toBe(200);
    const flags = list.json().data.list as Array<{
      id: number;
      patientName: string;
      indicator: string;
      kind: string;
    }>;
    expect(flags.some((f) => f.patientName === '李小米' && f.indicator === 'wfa' && f.kind === 'low')).toBe(
      true,
    );
    const summary = (await req('GET', '/api/doctor/workbench/summary', doctor)).json().data;
    expect(summary.growthFlags).toBe(flags.length);
    // Another org's doctor sees none of them and cannot handle one.
    expect((await req('GET', '/api/doctor/growth/flags', farDoctor)).json().data.list).toEqual([]);
    const id = flags[0]?.id ?? 0;
    const far = await req('PUT', `/api/doctor/growth/flags/${id}/handle`, farDoctor);
    expect(far.statusCode).toBe(404);
    const done = await req('PUT', `/api/doctor/growth/flags/${id}/handle`, doctor);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.handledByName).toBe('王医生');
    const again = await req('PUT', `/api/doctor/growth/flags/${id}/handle`, doctor);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该生长异常已处理');
    const handled = await req('GET', '/api/doctor/growth/flags?handled=1', doctor);
    expect(handled.json().data.list.map((f: { id: number }) => f.id)).toEqual([id]);
  });

  it('400 with nothing stored, 401 without a session, another family’s child not found', async () => {
    const before = await countRows('physique_records', p.id);
    const flagsBefore = await countRows('growth_flags', p.id);
    for (const payload of [{ headCircumference: 90, height: 90 }, { height: 90, weight: 'x' }, {}]) {
      const res = await req('POST', '/api/patient/physique', parent, {
        patientId: babyId,
        measureTime: daysAgo(1),
        ...payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(
      (
        await req('POST', '/api/patient/physique', parent, {
          patientId: babyId,
          headCircumference: 90,
          height: 90,
          measureTime: daysAgo(1),
        })
      ).json().msg,
    ).toMatch(/^头围不能大于65/);
    expect(await countRows('physique_records', p.id)).toBe(before);
    expect(await countRows('growth_flags', p.id)).toBe(flagsBefore);
    expect((await req('GET', '/api/doctor/growth/flags?handled=2', doctor)).statusCode).toBe(400);

    expect((await req('GET', `/api/patient/baby/growth?patientId=${babyId}`)).statusCode).toBe(401);
    expect((await req('GET', '/api/doctor/growth/flags')).statusCode).toBe(401);
    expect((await req('PUT', '/api/doctor/growth/flags/1/handle')).statusCode).toBe(401);
    expect(
      (
        await req('POST', '/api/patient/physique', undefined, {
          patientId: babyId,
          height: 90,
          measureTime: daysAgo(1),
        })
      ).statusCode,
    ).toBe(401);

    expect((await req('GET', `/api/patient/baby/growth?patientId=${otherBabyId}`, parent)).statusCode).toBe(
      404,
    );
    const theirs = await req('POST', '/api/patient/physique', parent, {
      patientId: otherBabyId,
      height: 80,
      measureTime: daysAgo(1),
    });
    expect(theirs.statusCode).toBe(404);
    expect(await countRows('physique_records', p.id)).toBe(before);
    // A family cannot read the doctors' list.
    expect((await req('GET', '/api/doctor/growth/flags', parent)).statusCode).toBe(403);
  });
});
