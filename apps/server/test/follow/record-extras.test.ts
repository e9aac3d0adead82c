import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createTestApp, withAdmin } from '../fixtures.ts';
import { createPatient } from '../patients/helpers.ts';
import { type FollowWorld, followWorld, get, newPlan, put } from './helpers.ts';

describe('follow records: check and inspection results, sync to the region', () => {
  let app: FastifyInstance;
  let w: FollowWorld;

  beforeAll(async () => {
    app = await createTestApp();
    w = await followWorld(app, await createProject());
  });
  afterAll(() => app.close());

  const hbpPlan = () =>
    newPlan(app, w.p, w.doctorA, { patientId: w.patient.id, followTemplateId: w.templates.hbp });

  it('check and inspection results of a plan: the records between visits and the readings', async () => {
    const other = await createPatient(app, w.p, w.doctorA, { name: '赵六' });
    const plan = await newPlan(app, w.p, w.doctorA, {
      patientId: other.id,
      followTemplateId: w.templates.hbp,
    });
    await withAdmin((c) =>
      c.query(
        `insert into check_inspection_records (project_id, patient_id, kind, item_name, checked_at, result, abnormal)
         values ($1, $2, 'inspection', '血常规', now() - interval '2 days', '未见异常', false),
                ($1, $2, 'check', '心电图', now() - interval '400 days', '窦性心律', false)`,
        [w.p.id, other.id],
      ),
    );
    const before = await get(app, w.p, w.doctorA, `/api/patient/follow/check/inspection?planId=${plan.id}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data.list.map((x: { itemName: string }) => x.itemName)).toEqual(['血常规']);
    await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${plan.id}`, {
      sbp: 138,
      dbp: 85,
      createNext: false,
    });
    const after = await get(app, w.p, w.doctorA, `/api/patient/follow/check/inspection?planId=${plan.id}`);
    expect(after.json().data.readings).toHaveLength(1);
    const none = await get(app, w.p, w.doctorA, '/api/patient/follow/check/inspection');
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toContain('请指定随访计划或患者');
    expect(
      (await get(app, w.p, w.farDoctor, `/api/patient/follow/check/inspection?planId=${plan.id}`)).statusCode,
    ).toBe(404);
    const byPatient = await get(
      app,
      w.p,
      w.owner,
      `/api/patient/follow/check/inspection?patientId=${w.patient.id}`,
    );
    expect(byPatient.statusCode).toBe(200);
  });

  it('sync submit: once to the region (development provider), racing submits leave one', async () => {
    const plan = await hbpPlan();
    const done = await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${plan.id}`, {
      sbp: 128,
      dbp: 78,
      createNext: false,
    });
    const id = done.json().data.id as number;
    const [a, b] = await Promise.all(
      [w.doctorA, w.doctorB].map((d) => put(app, w.p, d, `/api/yzh/follow/${id}/sync/submit`)),
    );
    const codes = [a?.statusCode, b?.statusCode].sort();
    expect(codes).toEqual([200, 400]);
    const ok = a?.statusCode === 200 ? a : b;
    expect(ok?.json().data).toMatchObject({ syncState: 'synced', syncProvider: 'dev' });
    const again = await put(app, w.p, w.doctorA, `/api/yzh/follow/${id}/sync/submit`);
    expect(again.json().msg).toBe('该随访记录已同步，请勿重复提交');
    expect((await put(app, w.p, w.farDoctor, `/api/yzh/follow/${id}/sync/submit`)).statusCode).toBe(404);
    expect((await put(app, w.p, w.owner, `/api/yzh/follow/${id}/sync/submit`)).statusCode).toBe(403);
  });
});
