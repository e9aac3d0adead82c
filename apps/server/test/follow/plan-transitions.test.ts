import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp } from '../fixtures.ts';
import { type FollowWorld, followWorld, get, inDays, newPlan, planState, put } from './helpers.ts';

describe('follow plan transitions: update, cancel, delete (legal and illegal)', () => {
  let app: FastifyInstance;
  let w: FollowWorld;

  beforeAll(async () => {
    app = await createTestApp();
    w = await followWorld(app, await createProject());
  });
  afterAll(() => app.close());

  it('updates an open plan; a done or cancelled plan cannot be changed; the patient cannot move', async () => {
    const plan = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id });
    const ok = await put(app, w.p, w.doctorA, `/api/timeline/follow/plan/${plan.id}`, {
      planTime: inDays(5),
      followMode: 3,
      followPersonId: w.doctorB.id,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      followMode: 3,
      followPersonId: w.doctorB.id,
      followPerson: '李医生',
    });
    const move = await put(app, w.p, w.doctorA, `/api/patient/follow/${plan.id}`, {
      patientId: w.farPatient.id,
    });
    expect(move.statusCode).toBe(400);
    expect(move.json().msg).toBe('不能更改随访计划的患者');
    await put(app, w.p, w.doctorA, `/api/patient/follow/cancel/${plan.id}`, { cancelReason: '患者外出' });
    const closed = await put(app, w.p, w.doctorA, `/api/patient/follow/${plan.id}`, { followMode: 1 });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().msg).toBe('该随访已结束，不能修改');
  });

  it('cancels once (open -> cancelled); a second cancel and a cancel of a done plan are refused', async () => {
    const plan = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id });
    const first = await put(app, w.p, w.doctorA, `/api/timeline/${plan.id}/follow/plan/cancel`, {
      cancelReason: '已住院',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ followStatus: 'cancelled', cancelReason: '已住院' });
    const second = await put(app, w.p, w.doctorA, `/api/patient/follow/cancel/${plan.id}`);
    expect(second.statusCode).toBe(400);
    expect(second.json().msg).toBe('该随访已取消，请勿重复操作');
    const execute = await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${plan.id}`, {});
    expect(execute.statusCode).toBe(400);
    expect(execute.json().msg).toBe('该随访已取消，不能执行');

    const done = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id });
    expect((await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${done.id}`, {})).statusCode).toBe(
      200,
    );
    const late = await put(app, w.p, w.doctorA, `/api/patient/follow/cancel/${done.id}`);
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('已完成的随访不能取消');
  });

  it('deletes open and cancelled plans (then 404); a done plan is kept', async () => {
    const open = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id });
    const del = await call(app, w.p, {
      method: 'DELETE',
      url: `/api/follow/${open.id}`,
      token: w.doctorA.token,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await get(app, w.p, w.doctorA, `/api/patient/follow/${open.id}`)).statusCode).toBe(404);
    const again = await call(app, w.p, {
      method: 'DELETE',
      url: `/api/patient/follow/${open.id}`,
      token: w.doctorA.token,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toBe('随访计划不存在');

    const cancelled = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id });
    await put(app, w.p, w.doctorA, `/api/patient/follow/cancel/${cancelled.id}`);
    const delCancelled = await call(app, w.p, {
      method: 'DELETE',
      url: `/api/patient/follow/${cancelled.id}`,
      token: w.doctorA.token,
    });
    expect(delCancelled.statusCode).toBe(200);
    expect((await planState(w.p.id, cancelled.id))?.state).toBe('deleted');

    const done = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id });
    await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${done.id}`, {});
    const delDone = await call(app, w.p, {
      method: 'DELETE',
      url: `/api/patient/follow/${done.id}`,
      token: w.doctorA.token,
    });
    expect(delDone.statusCode).toBe(400);
    expect(delDone.json().msg).toBe('已完成的随访不能删除');
  });
});
