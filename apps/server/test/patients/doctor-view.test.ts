import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, createPatient, otherOrgDoctor } from './helpers.ts';
import { groupedPatient, reading } from './list-helpers.ts';

type Event = {
  kind: string;
  id: number;
  at: string;
  title: string;
  text: string;
  tone: string;
  by: string | null;
};

describe("the doctor's patient detail: overview, timeline, remarks, summary upkeep", () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let colleague: Account;
  let far: Account;
  let owner: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    colleague = await account(app, p, { role: 'doctor', name: '李医生' });
    far = await otherOrgDoctor(app, p);
    owner = await account(app, p, { name: '张家属' });
  });
  afterAll(() => app.close());

  const get = (who: Account, url: string, query?: Record<string, string>) =>
    call(app, p, { method: 'GET', url, token: who.token, ...(query ? { query } : {}) });

  it('overview: identity masked, groups with archive states, family masked, latest reading of each type, devices', async () => {
    const patient = await createPatient(app, p, owner, {
      name: '刘建国',
      relation: 'parent',
      doctorId: doctor.doctorId,
    });
    await call(app, p, {
      method: 'PUT',
      url: `/api/patient/${patient.id}`,
      token: doctor.token,
      payload: { name: '刘建国', categoryList: [{ type: 1, level: 2, phFile: true, specialState: 1 }] },
    });
    await reading(app, p, doctor, patient.id, 3, [150, 96]);
    await reading(app, p, doctor, patient.id, 1, [132, 84]);
    await reading(app, p, doctor, patient.id, 2, { glucose: 5.2, period: 'fasting' });
    const bind = await call(app, p, {
      method: 'POST',
      url: '/api/iot/device/bind',
      token: doctor.token,
      payload: {
        serial: `BP-${patient.id}`,
        patientId: patient.id,
        deviceMeasureType: 'bp',
        deviceBrand: '鱼跃',
        deviceModel: 'YE680A',
      },
    });
    expect(bind.statusCode, bind.body).toBe(200);

    const res = await get(doctor, `/api/patient/doctor/info/${patient.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().data;
    expect(o.patient).toMatchObject({
      id: patient.id,
      name: '刘建国',
      abnormalRecent: true,
      doctorName: '王医生',
    });
    expect(o.patient.tel).not.toBe(patient.tel);
    expect(o.patient.idcard).not.toBe(patient.idcard);
    expect(res.body).not.toContain(patient.idcard);
    expect(res.body).not.toContain(owner.tel);
    expect(o.patient.diseases).toEqual([
      expect.objectContaining({ type: 1, level: 2, levelName: '高二', archive: ['公卫档案', '公卫专档'] }),
    ]);
    expect(o.family).toEqual([
      {
        userId: owner.id,
        name: '**属',
        relation: 'parent',
        tel: `${owner.tel.slice(0, 3)}****${owner.tel.slice(7)}`,
      },
    ]);
    expect(o.latest.map((r: { type: string; values: Record<string, number> }) => [r.type, r.values])).toEqual(
      [
        ['bp', { systolic: 132, diastolic: 84 }],
        ['bg', { glucose: 5.2 }],
      ],
    );
    expect(o.latest[0]).toMatchObject({ level: 'high_normal', tone: 'attention', levelLabel: '正常高值' });
    expect(o.devices).toEqual([
      expect.objectContaining({ serial: `BP-${patient.id}`, name: '鱼跃 YE680A', measureType: 'bp' }),
    ]);
  });

  it("another org's patient answers 404; a patient account 403; no session 401", async () => {
    const patient = await groupedPatient(app, p, far, '外院患者', [{ type: 1, level: 1 }]);
    for (const url of [
      `/api/patient/doctor/info/${patient.id}`,
      `/api/patient/doctor/timeline/${patient.id}`,
    ]) {
      const res = await get(doctor, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().msg).toBe(MSG.notFound);
      expect((await get(owner, url)).statusCode, url).toBe(403);
      expect((await call(app, p, { method: 'GET', url })).statusCode, url).toBe(401);
    }
    const other = await createProject();
    const admin = await account(app, other, { role: 'admin' });
    const cross = await call(app, other, {
      method: 'GET',
      url: `/api/patient/doctor/info/${patient.id}`,
      token: admin.token,
    });
    expect(cross.statusCode).toBe(404);
  });

  it('timeline: readings, calls and remarks newest first, paged by cursor without gaps or repeats', async () => {
    const patient = await groupedPatient(app, p, doctor, '陈时间', [{ type: 1, level: 1 }]);
    for (let day = 6; day >= 1; day--) await reading(app, p, doctor, patient.id, day, [120 + day * 6, 80]);
    const call1 = await call(app, p, {
      method: 'POST',
      url: '/api/patient/call/tel/record',
      token: colleague.token,
      payload: {
        patientId: patient.id,
        startTime: new Date(Date.now() - 2.5 * 86_400_000).toISOString(),
        duration: 200,
        remark: '提醒按时服药',
      },
    });
    expect(call1.statusCode, call1.body).toBe(200);
    const remark = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/add/remark/${patient.id}`,
      token: doctor.token,
      payload: { remark: '晨起血压偏高，两周后复测' },
    });
    expect(remark.statusCode, remark.body).toBe(200);

    const all = await get(doctor, `/api/patient/doctor/timeline/${patient.id}`, { pageSize: '50' });
    expect(all.statusCode, all.body).toBe(200);
    const events: Event[] = all.json().data.list;
    expect(events.map((e) => e.kind)).toEqual([
      'remark',
      'reading',
      'reading',
      'call',
      'reading',
      'reading',
      'reading',
      'reading',
    ]);
    expect(events[0]).toMatchObject({ title: '医生备注', text: '晨起血压偏高，两周后复测', by: '王医生' });
    expect(events[3]).toMatchObject({ title: '电话随访', text: '通话3分20秒，提醒按时服药', by: '李医生' });
    expect(events.find((e) => e.text.startsWith('156/80'))).toMatchObject({
      title: '血压',
      tone: 'abnormal',
    });
    expect(events.find((e) => e.text.startsWith('156/80'))?.text).toContain('1级高血压');
    expect(all.json().data.nextCursor).toBeNull();

    const seen: Event[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(doctor, `/api/patient/doctor/timeline/${patient.id}`, {
        pageSize: '3',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...page.json().data.list);
      cursor = page.json().data.nextCursor;
    } while (cursor);
    expect(seen.map((e) => `${e.kind}${e.id}`)).toEqual(events.map((e) => `${e.kind}${e.id}`));

    const bad = await get(doctor, `/api/patient/doctor/timeline/${patient.id}`, { cursor: 'x;drop' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('分页参数有误');
  });

  it('events at the same instant are paged by kind then id, none lost', async () => {
    const patient = await groupedPatient(app, p, doctor, '同刻', []);
    await withAdmin(async (c) => {
      await c.query(
        `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, measured_at, level, abnormal)
         select $1, $2, 'bp', '{"systolic":120,"diastolic":80}', 'mm[Hg]', '85354-9', 'doctor', '2026-01-01T00:00:00Z', 'high_normal', false
         from generate_series(1, 5)`,
        [p.id, patient.id],
      );
      await c.query(
        `insert into patient_remarks (project_id, patient_id, user_id, remark, created_at)
         select $1, $2, $3, '同一时刻', '2026-01-01T00:00:00Z' from generate_series(1, 3)`,
        [p.id, patient.id, doctor.id],
      );
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(doctor, `/api/patient/doctor/timeline/${patient.id}`, {
        pageSize: '2',
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.json().data.list.map((e: Event) => `${e.kind}${e.id}`));
      cursor = page.json().data.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    expect(seen.slice(0, 5).every((k) => k.startsWith('reading'))).toBe(true);
  });

  it('two doctors remark and read at once: every remark is kept; abnormal times stay exact', async () => {
    const patient = await groupedPatient(app, p, doctor, '并发', [{ type: 1, level: 1 }]);
    const remarks = await Promise.all(
      [doctor, colleague, doctor, colleague].map((who, i) =>
        call(app, p, {
          method: 'PUT',
          url: `/api/patient/add/remark/${patient.id}`,
          token: who.token,
          payload: { remark: `备注${i}` },
        }),
      ),
    );
    expect(remarks.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    // A burst of readings at once: two abnormal ones among normal ones.
    const burst: Array<[number, [number, number]]> = [
      [5, [118, 70]],
      [1, [150, 95]],
      [3, [118, 72]],
      [0.2, [118, 73]],
      [4, [172, 104]],
      [2, [118, 75]],
    ];
    const ids = await Promise.all(
      burst.map(([day, bp], i) => reading(app, p, i % 2 ? colleague : doctor, patient.id, day, bp)),
    );
    const timeline = await get(doctor, `/api/patient/doctor/timeline/${patient.id}`, { pageSize: '50' });
    const kept = timeline
      .json()
      .data.list.filter((e: Event) => e.kind === 'remark')
      .map((e: Event) => e.text);
    expect(kept.sort()).toEqual(['备注0', '备注1', '备注2', '备注3']);
    const overview = await get(doctor, `/api/patient/doctor/info/${patient.id}`);
    const o = overview.json().data;
    expect(['备注0', '备注1', '备注2', '备注3']).toContain(o.patient.remark);
    // The newest abnormal reading is the one a day ago, whatever the order they were written in.
    expect(Date.parse(o.patient.lastAbnormalAt)).toBeGreaterThan(Date.now() - 1.1 * 86_400_000);
    expect(Date.parse(o.patient.lastAbnormalAt)).toBeLessThan(Date.now() - 0.9 * 86_400_000);
    // The newest reading is best effort within a burst (documented); the next reading settles it.
    expect(ids).toContain(o.patient.latestReading.id);
    const next = await reading(app, p, doctor, patient.id, 0.1, [118, 76]);
    const after = await get(doctor, `/api/patient/doctor/info/${patient.id}`);
    expect(after.json().data.patient.latestReading.id).toBe(next);
  });
});
