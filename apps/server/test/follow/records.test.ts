import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, withAdmin } from '../fixtures.ts';
import { countRows } from '../patients/helpers.ts';
import { type FollowWorld, followWorld, get, newPlan, planState, put } from './helpers.ts';

const HIGH = {
  sbp: 185,
  dbp: 115,
  heartRate: 88,
  weight: 72,
  height: 168,
  symptoms: ['headache'],
  adherence: 1,
};

describe('follow records: execute with the national rules, lists, check results, sync', () => {
  let app: FastifyInstance;
  let w: FollowWorld;

  beforeAll(async () => {
    app = await createTestApp();
    w = await followWorld(app, await createProject());
  });
  afterAll(() => app.close());

  const hbpPlan = () =>
    newPlan(app, w.p, w.doctorA, { patientId: w.patient.id, followTemplateId: w.templates.hbp });

  it('185/115 mmHg: urgent referral, follow-up within 2 weeks, readings graded and stored as measurements', async () => {
    const plan = await hbpPlan();
    const res = await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${plan.id}`, {
      ...HIGH,
      advice: '低盐饮食，按时服药',
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({
      planId: plan.id,
      timelineId: plan.id,
      disease: 'hbp',
      referral: 'urgent',
      referralName: '紧急转诊',
      classification: 2,
      controlled: false,
      weeks: 2,
      doctorName: '王医生',
      syncState: 'unsynced',
      advice: '低盐饮食，按时服药',
    });
    expect(r.reasons.join()).toContain('185/115');
    expect(r.reasons.join()).toContain('紧急转诊');
    expect(r.ruleSource).toContain('高血压患者健康管理服务规范');
    const bp = r.readings.find((m: { type: string }) => m.type === 'bp');
    expect(bp).toMatchObject({
      level: 'grade3',
      abnormal: true,
      values: { systolic: 185, diastolic: 115, heartRate: 88 },
    });
    expect(r.readings.find((m: { type: string }) => m.type === 'weight').values.bmi).toBeCloseTo(25.5, 0);
    expect(r.formList.find((l: { key: string }) => l.key === 'symptoms').value).toBe('头痛头晕');
    const stored = await withAdmin((c) =>
      c.query(
        'select source, level, abnormal from measurements where project_id = $1 and patient_id = $2 and type = $3',
        [w.p.id, w.patient.id, 'bp'],
      ),
    );
    expect(stored.rows).toContainEqual({ source: 'doctor', level: 'grade3', abnormal: true });
    // The next visit is planned 14 days on, for the same doctor.
    const next = await get(app, w.p, w.doctorA, `/api/patient/follow/${r.nextPlanId}`);
    expect(next.json().data).toMatchObject({
      source: 'record',
      followPersonId: w.doctorA.id,
      followStatus: 'planned',
    });
    const days = (Date.parse(next.json().data.planTime) - Date.parse(r.time)) / 86_400_000;
    expect(days).toBeGreaterThan(13);
    expect(days).toBeLessThan(15);
    // The plan shows done with who and when, and its record.
    const detail = await get(app, w.p, w.doctorA, `/api/patient/follow/${plan.id}`);
    expect(detail.json().data).toMatchObject({
      followStatus: 'done',
      actualFollowPersonId: w.doctorA.id,
      actualFollowPerson: '王医生',
      recordId: r.id,
      record: { referral: 'urgent' },
      template: { code: 'hbp' },
    });
  });

  it('controlled at 132/82: satisfied, next visit by the template frequency (quarterly), no referral', async () => {
    const plan = await hbpPlan();
    const res = await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${plan.id}`, {
      sbp: 132,
      dbp: 82,
      createNext: false,
    });
    expect(res.json().data).toMatchObject({
      referral: 'none',
      classification: 1,
      controlled: true,
      weeks: 13,
      nextPlanId: null,
    });
  });

  it('two uncontrolled visits in a row: referral suggested', async () => {
    const first = await hbpPlan();
    await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${first.id}`, {
      sbp: 150,
      dbp: 95,
      createNext: false,
    });
    const second = await hbpPlan();
    const res = await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${second.id}`, {
      sbp: 152,
      dbp: 96,
    });
    expect(res.json().data).toMatchObject({ referral: 'suggested', classification: 2, weeks: 2 });
  });

  it('refuses incomplete or impossible forms in Chinese and writes nothing', async () => {
    const plan = await hbpPlan();
    const before = await countRows('measurements', w.p.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, '高血压随访须填写血压'],
      [{ sbp: 150 }, '收缩压和舒张压须同时填写'],
      [{ sbp: 80, dbp: 120 }, '收缩压须大于舒张压'],
      [{ sbp: 500, dbp: 90 }, '收缩压不能大于300'],
      [{ sbp: 150, dbp: 90, symptoms: ['sneezing'] }, '症状选项有误'],
      [{ sbp: 150, dbp: 90, adherence: 5 }, '服药依从性有误'],
    ];
    for (const [payload, msg] of cases) {
      const res = await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${plan.id}`, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const dm = await newPlan(app, w.p, w.doctorA, {
      patientId: w.patient.id,
      followTemplateId: w.templates.dm,
    });
    const noSugar = await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${dm.id}`, {
      sbp: 130,
      dbp: 80,
    });
    expect(noSugar.json().msg).toBe('糖尿病随访须填写空腹血糖');
    expect(await countRows('measurements', w.p.id)).toBe(before);
    expect((await planState(w.p.id, plan.id))?.state).toBe('open');
    const customer = await put(app, w.p, w.owner, `/api/patient/follow/execute/${plan.id}`, {
      sbp: 130,
      dbp: 80,
    });
    expect(customer.statusCode).toBe(403);
  });

  it('diabetes: fasting glucose 17.2 mmol/L is urgent', async () => {
    const dm = await newPlan(app, w.p, w.doctorA, {
      patientId: w.patient.id,
      followTemplateId: w.templates.dm,
    });
    const res = await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${dm.id}`, {
      glucose: 17.2,
      hypoglycemia: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ disease: 'dm', referral: 'urgent', classification: 2 });
    expect(res.json().data.reasons[0]).toContain('17.2');
  });

  it('two doctors executing one plan at once: one record, the other told who did it', async () => {
    for (let round = 0; round < 5; round++) {
      const plan = await hbpPlan();
      const records = await countRows('follow_records', w.p.id);
      const readings = await countRows('measurements', w.p.id);
      const [a, b] = await Promise.all(
        [w.doctorA, w.doctorB].map((d) =>
          put(app, w.p, d, `/api/patient/follow/execute/${plan.id}`, { ...HIGH, createNext: false }),
        ),
      );
      const codes = [a?.statusCode, b?.statusCode].sort();
      expect(codes, JSON.stringify([a?.body, b?.body])).toEqual([200, 409]);
      const winner = a?.statusCode === 200 ? w.doctorA : w.doctorB;
      const loser = a?.statusCode === 409 ? a : b;
      expect(loser?.json().msg).toMatch(
        new RegExp(`^该随访已由${winner.name}于\\d{4}-\\d{2}-\\d{2}执行，请勿重复操作$`),
      );
      expect(await countRows('follow_records', w.p.id)).toBe(records + 1);
      expect(await countRows('measurements', w.p.id)).toBe(readings + 2);
      expect((await planState(w.p.id, plan.id))?.actual_person_user_id).toBe(winner.id);
    }
  });

  it('GET /api/follow: 15 a page, mine, the referral list; the patient sees their own', async () => {
    const all = await get(app, w.p, w.doctorA, '/api/follow');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.pageSize).toBe(15);
    expect(all.json().data.total).toBeGreaterThan(3);
    const urgent = await get(app, w.p, w.doctorA, '/api/follow?referral=urgent');
    expect(urgent.json().data.list.every((r: { referral: string }) => r.referral === 'urgent')).toBe(true);
    const mineB = await get(app, w.p, w.doctorB, '/api/follow?scope=mine');
    expect(mineB.json().data.list.every((r: { doctorName: string }) => r.doctorName === '李医生')).toBe(true);
    expect((await get(app, w.p, w.farDoctor, '/api/follow')).json().data.total).toBe(0);
    expect((await get(app, w.p, w.farDoctor, `/api/follow?patientId=${w.patient.id}`)).statusCode).toBe(404);
    const own = await get(app, w.p, w.owner, `/api/follow?patientId=${w.patient.id}`);
    expect(own.json().data.total).toBe(all.json().data.total);
    expect(own.json().data.list[0].idcard).toContain('*');
  });

  it('programme reports: the patient side reads its reports and the last one; strangers get 404', async () => {
    const last = await get(
      app,
      w.p,
      w.owner,
      `/api/patient/follow/programme/report/last?patientId=${w.patient.id}`,
    );
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data.patientId).toBe(w.patient.id);
    const page = await get(
      app,
      w.p,
      w.owner,
      `/api/patient/follow/programme/report?patientId=${w.patient.id}`,
    );
    expect(page.json().data.list[0].id).toBe(last.json().data.id);
    expect(
      (await get(app, w.p, w.stranger, `/api/patient/follow/programme/report/last?patientId=${w.patient.id}`))
        .statusCode,
    ).toBe(404);
    const fresh = await get(
      app,
      w.p,
      w.farDoctor,
      `/api/patient/follow/programme/report/last?patientId=${w.farPatient.id}`,
    );
    expect(fresh.json().data).toBeNull();
    const noId = await get(app, w.p, w.owner, '/api/patient/follow/programme/report/last');
    expect(noId.statusCode).toBe(400);
  });

  it('a second execute is refused with who did it (409), before anything is written', async () => {
    const plan = await hbpPlan();
    await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${plan.id}`, {
      sbp: 128,
      dbp: 78,
      createNext: false,
    });
    const again = await put(app, w.p, w.doctorB, `/api/patient/follow/execute/${plan.id}`, {
      sbp: 128,
      dbp: 78,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('该随访已由王医生于');
    const cancelledRace = await call(app, w.p, {
      method: 'GET',
      url: `/api/patient/follow/${plan.id}`,
      token: w.doctorB.token,
    });
    expect(cancelledRace.json().data.followStatus).toBe('done');
  });
});
