import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, withAdmin } from '../fixtures.ts';
import { type FollowWorld, followWorld, get, newPlan, put } from './helpers.ts';

describe('regional providers: medication lists, medication push, hzehr tasks (development provider)', () => {
  let app: FastifyInstance;
  let w: FollowWorld;
  let recordId: number;

  beforeAll(async () => {
    app = await createTestApp();
    w = await followWorld(app, await createProject());
    await withAdmin((c) =>
      c.query(
        `insert into medicine_records (project_id, patient_id, name, dosage, frequency, start_date)
         values ($1, $2, '苯磺酸氨氯地平片', '5mg', '每日一次', '2026-01-01')`,
        [w.p.id, w.patient.id],
      ),
    );
    const plan = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id });
    recordId = (
      await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${plan.id}`, { createNext: false })
    ).json().data.id;
  });
  afterAll(() => app.close());

  it('every region answers the medication list, labelled as simulated', async () => {
    for (const region of ['nx', 'xz', 'ls', 'yc', 'jj']) {
      const res = await get(
        app,
        w.p,
        w.doctorA,
        `/api/${region}/follow/medication/record/list?patientId=${w.patient.id}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        region,
        provider: 'dev',
        simulated: true,
        patientId: w.patient.id,
      });
      expect(res.json().data.sourceLabel).toContain('开发环境');
      expect(res.json().data.list[0]).toMatchObject({ name: '苯磺酸氨氯地平片', dosage: '5mg' });
    }
    expect(
      (await get(app, w.p, w.farDoctor, `/api/nx/follow/medication/record/list?patientId=${w.patient.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(app, w.p, w.owner, `/api/nx/follow/medication/record/list?patientId=${w.patient.id}`))
        .statusCode,
    ).toBe(403);
    expect((await get(app, w.p, w.doctorA, '/api/nx/follow/medication/record/list')).statusCode).toBe(400);
  });

  it('push once (a second is 409), push/new supersedes with a new version', async () => {
    const body = {
      followId: recordId,
      remark: '血压控制不佳，调整用药',
      yzhMedicationRecordList: [{ name: '苯磺酸氨氯地平片', dosage: '5mg', frequency: '每日一次', days: 30 }],
    };
    const post = (url: string, payload: unknown, who = w.doctorA) =>
      call(app, w.p, { method: 'POST', url, token: who.token, payload: payload as Record<string, unknown> });
    const first = await post('/api/nx/follow/push', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      followId: recordId,
      version: 1,
      simulated: true,
      provider: 'dev',
    });
    expect(first.json().data.providerRef).toMatch(/^dev-/);
    const second = await post('/api/nx/follow/push', body);
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe('该随访的用药已推送，如需修改请重新推送');
    const [a, b] = await Promise.all([
      post('/api/nx/follow/push/new', body),
      post('/api/nx/follow/push/new', body, w.doctorB),
    ]);
    // Two new versions at once: both may land one after the other, or one meets the other's version
    // (409); either way exactly one push is current, the newest.
    expect([a.statusCode, b.statusCode]).toContain(200);
    for (const r of [a, b]) expect([200, 409]).toContain(r.statusCode);
    const versions = await withAdmin((c) =>
      c.query<{ version: number; current: boolean }>(
        'select version, superseded_at is null as current from follow_medication_pushes where record_id = $1 order by version',
        [recordId],
      ),
    );
    const wins = [a, b].filter((r) => r.statusCode === 200).length;
    expect(versions.rows.map((r) => r.version)).toEqual([1, 2, 3].slice(0, 1 + wins));
    expect(versions.rows.filter((r) => r.current)).toEqual([{ version: 1 + wins, current: true }]);
    const empty = await post('/api/nx/follow/push', { followId: recordId, yzhMedicationRecordList: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('请填写用药');
    expect((await post('/api/nx/follow/push/new', body, w.farDoctor)).statusCode).toBe(404);
  });

  it('hzehr tasks: the open plans of the caller’s scope, labelled', async () => {
    const open = await newPlan(app, w.p, w.doctorA, {
      patientId: w.patient.id,
      followTemplateId: w.templates.hbp,
    });
    const res = await get(app, w.p, w.doctorA, '/api/hzehr/follow/task');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ simulated: true, pageSize: 15 });
    expect(res.json().data.list.map((t: { planId: number }) => t.planId)).toContain(open.id);
    expect(res.json().data.list.every((t: { followStatus: string }) => t.followStatus !== 'done')).toBe(true);
    expect((await get(app, w.p, w.farDoctor, '/api/hzehr/follow/task')).json().data.total).toBe(0);
  });
});
