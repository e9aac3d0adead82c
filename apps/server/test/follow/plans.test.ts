import { follow, followProgramme, followRegion } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp } from '../fixtures.ts';
import { countRows, createPatient } from '../patients/helpers.ts';
import { type FollowWorld, followWorld, get, inDays, newPlan, planState, setPlanTime } from './helpers.ts';

describe('follow plans: create, list, detail, update, cancel, delete, multi, grab', () => {
  let app: FastifyInstance;
  let w: FollowWorld;

  beforeAll(async () => {
    app = await createTestApp();
    w = await followWorld(app, await createProject());
  });
  afterAll(() => app.close());

  it('has the national default templates, created once', async () => {
    const again = await get(app, w.p, w.doctorB, '/api/patient/follow/template');
    const list = again.json().data as Array<{
      code: string;
      disease: string | null;
      followFrequency: string;
    }>;
    expect(list.map((t) => t.code)).toEqual(['hbp', 'dm', 'general']);
    expect(list[0]).toMatchObject({ disease: 'hbp', followFrequency: 'quarterly' });
    expect(await countRows('follow_templates', w.p.id)).toBe(3);
    const patientSide = await get(app, w.p, w.owner, '/api/patient/follow/template');
    expect(patientSide.statusCode).toBe(403);
  });

  it('creates a plan with the template defaults; the creator follows up; status planned', async () => {
    const plan = await newPlan(app, w.p, w.doctorA, {
      patientId: w.patient.id,
      followTemplateId: w.templates.hbp,
      followContent: '季度随访',
      followPerson: '忽略的名字',
      followStatus: 'done',
    });
    expect(plan).toMatchObject({
      patientId: w.patient.id,
      patientName: '张三',
      followMode: 1,
      followModeName: '门诊随访',
      followFrequency: 'quarterly',
      templateName: '高血压患者随访',
      disease: 'hbp',
      followPersonId: w.doctorA.id,
      followPerson: '王医生',
      followStatus: 'planned',
      followStatusName: '已计划',
      actualFollowTime: null,
      recordId: null,
      text: '季度随访',
    });
    expect(plan.patientTel).toContain('****');
  });

  it('refuses bad input in Chinese, and callers who may not write plans', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ patientId: w.patient.id, planTime: inDays(-2) }, '计划时间不能早于今天'],
      [{ patientId: w.patient.id, planTime: 'soon' }, '计划时间格式有误'],
      [{ patientId: w.patient.id, planTime: inDays(1), followMode: 9 }, '随访方式有误'],
      [{ patientId: w.patient.id, planTime: inDays(1), followFrequency: 'daily' }, '随访频率有误'],
      [{ patientId: w.patient.id, planTime: inDays(1), followTemplateId: 999999 }, '随访模板不存在'],
      [
        { patientId: w.patient.id, planTime: inDays(1), followPersonId: w.farDoctor.id },
        '随访人须为本机构的医生或助理',
      ],
      [
        { patientId: w.patient.id, planTime: inDays(1), followPersonId: w.owner.id },
        '随访人须为本机构的医生或助理',
      ],
    ];
    for (const [payload, msg] of cases) {
      const res = await call(app, w.p, {
        method: 'POST',
        url: '/api/patient/follow',
        token: w.doctorA.token,
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().msg).toContain(msg);
    }
    const noToken = await call(app, w.p, { method: 'POST', url: '/api/patient/follow', payload: {} });
    expect(noToken.statusCode).toBe(401);
    const customer = await call(app, w.p, {
      method: 'POST',
      url: '/api/patient/follow',
      token: w.owner.token,
      payload: { patientId: w.patient.id, planTime: inDays(1) },
    });
    expect(customer.statusCode).toBe(403);
    const farPatient = await call(app, w.p, {
      method: 'POST',
      url: '/api/timeline/follow/plan',
      token: w.doctorA.token,
      payload: { patientId: w.farPatient.id, planTime: inDays(1) },
    });
    expect(farPatient.statusCode).toBe(404);
  });

  it('computes planned / due / overdue from the plan time and filters by them', async () => {
    const due = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id });
    const overdue = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id });
    const endOfToday = new Date(
      Date.parse(`${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)}T23:59:00+08:00`),
    );
    await setPlanTime(w.p.id, due.id, endOfToday);
    await setPlanTime(w.p.id, overdue.id, new Date(Date.now() - 3 * 86_400_000));
    const detail = await get(app, w.p, w.doctorA, `/api/patient/follow/${due.id}`);
    expect(detail.json().data).toMatchObject({
      followStatus: 'due',
      followStatusName: '今日待随访',
      record: null,
    });
    const late = await get(app, w.p, w.doctorA, `/api/timeline/${overdue.id}/follow/plan/detail`);
    expect(late.json().data.followStatus).toBe('overdue');
    for (const [status, id] of [
      ['due', due.id],
      ['overdue', overdue.id],
    ] as const) {
      const list = await get(
        app,
        w.p,
        w.doctorA,
        `/api/patient/follow?followStatus=${status}&patientId=${w.patient.id}`,
      );
      const ids = (list.json().data.list as Array<{ id: number; followStatus: string }>).map((p) => p.id);
      expect(ids).toContain(id);
      expect(list.json().data.list.every((p: { followStatus: string }) => p.followStatus === status)).toBe(
        true,
      );
    }
    const summary = await get(app, w.p, w.doctorA, '/api/patient/follow/summary');
    expect(summary.json().data.dueToday).toBeGreaterThanOrEqual(1);
    expect(summary.json().data.overdue).toBeGreaterThanOrEqual(1);
    expect(summary.json().data.mineOverdue).toBeGreaterThanOrEqual(1);
    const bad = await get(app, w.p, w.doctorA, '/api/patient/follow?followStatus=later');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('随访状态有误');
  });

  it('every follow endpoint answers; without a session each one is 401 in the envelope', async () => {
    const all = [...Object.values(follow), ...Object.values(followProgramme), ...Object.values(followRegion)];
    expect(all.length).toBeGreaterThanOrEqual(32);
    for (const e of all) {
      const res = await call(app, w.p, { method: e.method, url: e.path.replace(':id', '1') });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
      expect(res.json().success).toBe(false);
    }
    const timeline = await call(app, w.p, {
      method: 'POST',
      url: '/api/timeline/follow/plan',
      token: w.doctorA.token,
      payload: { patientId: w.patient.id, planTime: inDays(2), followContent: '平台随访' },
    });
    expect(timeline.json().data).toMatchObject({ text: '平台随访', followStatus: 'planned' });
  });

  it('lists 15 a page by default', async () => {
    const res = await get(app, w.p, w.doctorA, '/api/patient/follow');
    expect(res.json().data.pageSize).toBe(15);
  });

  it('multi-creates for many patients in one transaction; one invisible patient writes nothing', async () => {
    const second = await newPatientOfA();
    const before = await countRows('follow_plans', w.p.id);
    const ok = await call(app, w.p, {
      method: 'POST',
      url: '/api/timeline/follow/plan/multi',
      token: w.doctorA.token,
      payload: {
        patientIds: [w.patient.id, second, w.patient.id],
        planTime: inDays(7),
        followTemplateId: w.templates.dm,
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.count).toBe(2);
    expect(ok.json().data.list.map((p: { disease: string }) => p.disease)).toEqual(['dm', 'dm']);
    const mixed = await call(app, w.p, {
      method: 'POST',
      url: '/api/timeline/follow/plan/multi',
      token: w.doctorA.token,
      payload: { patientIds: [w.patient.id, w.farPatient.id], planTime: inDays(7) },
    });
    expect(mixed.statusCode).toBe(404);
    expect(await countRows('follow_plans', w.p.id)).toBe(before + 2);
    const empty = await call(app, w.p, {
      method: 'POST',
      url: '/api/timeline/follow/plan/multi',
      token: w.doctorA.token,
      payload: { patientIds: [], planTime: inDays(7) },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('请选择患者');
  });

  async function newPatientOfA(): Promise<number> {
    return (await createPatient(app, w.p, w.doctorA, { name: '李四' })).id;
  }

  it('grab: a pool plan goes to exactly one of two doctors grabbing at once', async () => {
    for (let round = 0; round < 5; round++) {
      const plan = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id, followPersonId: null });
      expect(plan.followPersonId).toBeNull();
      const pool = await get(app, w.p, w.doctorB, '/api/patient/follow?scope=pool');
      expect(pool.json().data.list.map((x: { id: number }) => x.id)).toContain(plan.id);
      const [a, b] = await Promise.all(
        [w.doctorA, w.doctorB].map((d) =>
          call(app, w.p, {
            method: 'POST',
            url: '/api/yzh/follow/grab',
            token: d.token,
            payload: { id: plan.id },
          }),
        ),
      );
      const codes = [a?.statusCode, b?.statusCode].sort();
      expect(codes, JSON.stringify([a?.body, b?.body])).toEqual([200, 409]);
      const loser = a?.statusCode === 409 ? a : b;
      expect(loser?.json().msg).toBe('该随访已被其他医生领取');
      const winner = a?.statusCode === 200 ? w.doctorA : w.doctorB;
      expect((await planState(w.p.id, plan.id))?.follow_person_user_id).toBe(winner.id);
    }
    const mine = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id });
    const self = await call(app, w.p, {
      method: 'POST',
      url: '/api/yzh/follow/grab',
      token: w.doctorA.token,
      payload: { id: mine.id },
    });
    expect(self.statusCode).toBe(400);
    const far = await call(app, w.p, {
      method: 'POST',
      url: '/api/yzh/follow/grab',
      token: w.farDoctor.token,
      payload: { id: mine.id },
    });
    expect(far.statusCode).toBe(404);
  });

  it('visibility: another org 404 on every call; the patient sees only their own plans', async () => {
    const plan = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id });
    for (const [method, url] of [
      ['GET', `/api/patient/follow/${plan.id}`],
      ['GET', `/api/timeline/${plan.id}/follow/plan/detail`],
      ['PUT', `/api/patient/follow/${plan.id}`],
      ['PUT', `/api/patient/follow/cancel/${plan.id}`],
      ['PUT', `/api/patient/follow/execute/${plan.id}`],
      ['DELETE', `/api/patient/follow/${plan.id}`],
    ] as const) {
      const res = await call(app, w.p, {
        method,
        url,
        token: w.farDoctor.token,
        ...(method === 'PUT' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const farList = await get(app, w.p, w.farDoctor, '/api/patient/follow');
    expect(farList.json().data.list.map((x: { id: number }) => x.id)).not.toContain(plan.id);
    const own = await get(app, w.p, w.owner, `/api/patient/follow/${plan.id}`);
    expect(own.statusCode).toBe(200);
    const ownList = await get(app, w.p, w.owner, '/api/patient/follow');
    expect(ownList.json().data.list.every((x: { patientId: number }) => x.patientId === w.patient.id)).toBe(
      true,
    );
    expect((await get(app, w.p, w.stranger, `/api/patient/follow/${plan.id}`)).statusCode).toBe(404);
    expect((await get(app, w.p, w.stranger, '/api/patient/follow')).json().data.total).toBe(0);
    const otherProject = await createProject();
    const res = await call(app, otherProject, {
      method: 'GET',
      url: `/api/patient/follow/${plan.id}`,
      token: w.doctorA.token,
    });
    expect(res.statusCode).toBe(401);
  });
});
