import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../fixtures.ts';
import { createPatient } from '../patients/helpers.ts';
import { activeCount, type Cast, cast, messagesOf, ok } from './helpers.ts';

describe('the doctor reviews pre-sign applications: passing creates the contract', () => {
  let app: FastifyInstance;
  let c: Cast;

  beforeAll(async () => {
    app = await createTestApp();
    c = await cast(app);
  });
  afterAll(() => app.close());

  const apply = (patientId: number, servicePack = '高血压服务包', extra: Record<string, unknown> = {}) =>
    ok(app, c.p, c.owner, 'POST', '/api/patient/pre/sign', { patientId, servicePack, ...extra });
  const review = (who: typeof c.doctor, id: number, payload: Record<string, unknown>) =>
    call(app, c.p, { method: 'PUT', url: `/api/patient/pre/sign/review/${id}`, token: who.token, payload });

  it('lists the applications of the org; another org sees none and cannot review them', async () => {
    const app1 = await apply(c.patient.id);
    const list = await ok(app, c.p, c.doctor, 'GET', '/api/patient/pre/sign/review');
    expect(list.list.map((a: { id: number }) => a.id)).toContain(app1.id);
    const far = await ok(app, c.p, c.farDoctor, 'GET', '/api/patient/pre/sign/review');
    expect(far.total).toBe(0);
    expect((await review(c.farDoctor, app1.id, { pass: true })).statusCode).toBe(404);
    expect((await review(c.owner, app1.id, { pass: true })).statusCode).toBe(403);
    const counts = await ok(app, c.p, c.doctor, 'GET', '/api/patient/sign/contract/count');
    expect(counts.applications).toBe(1);
    const noReason = await review(c.doctor, app1.id, { pass: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain('请填写不通过的原因');
    const badPass = await review(c.doctor, app1.id, { pass: 'yes' });
    expect(badPass.statusCode).toBe(400);
    const rejected = await review(c.doctor, app1.id, { pass: false, remark: '请先完成健康体检' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      application: { state: 2, stateLabel: '未通过', stateRemark: '请先完成健康体检' },
      contract: null,
    });
    expect((await messagesOf(c.p, c.owner.id)).at(-1)?.content).toContain('未通过：请先完成健康体检');
    const twice = await review(c.doctor, app1.id, { pass: true });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('该申请已处理，请勿重复操作');
  });

  it('passing by the contract doctor with the asked pack signs at once (the application is the resident’s confirmation)', async () => {
    const app2 = await apply(c.patient.id);
    const res = await review(c.doctor, app2.id, { pass: true, teamName: '王医生团队' });
    expect(res.statusCode, res.body).toBe(200);
    const { application, contract } = res.json().data;
    expect(application).toMatchObject({ state: 1, stateLabel: '已通过' });
    expect(contract).toMatchObject({
      state: 'signed',
      preSignId: app2.id,
      servicePacks: ['基础服务包', '高血压服务包'],
      residentConfirmedBy: '张居民',
      teamName: '王医生团队',
    });
    const mine = await ok(app, c.p, c.owner, 'GET', `/api/patient/pre/sign?patientId=${c.patient.id}`);
    expect(mine[0]).toMatchObject({ id: app2.id, state: 1 });
    expect((await messagesOf(c.p, c.owner.id)).at(-1)).toMatchObject({ title: '签约已生效' });
  });

  it('no new application while a contract holds the resident', async () => {
    const res = await call(app, c.p, {
      method: 'POST',
      url: '/api/patient/pre/sign',
      token: c.owner.token,
      payload: { patientId: c.patient.id, servicePack: '基础服务包' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('已有生效的家庭医生签约');
  });

  it('passing while the resident has an active contract is refused and the application stays open', async () => {
    const patient = await createPatient(app, c.p, c.owner, { name: '魏二十', doctorId: c.doctor.doctorId });
    const app3 = await apply(patient.id, '基础服务包');
    await ok(app, c.p, c.doctor2, 'POST', '/api/patient/sign/contract', { patientId: patient.id });
    const res = await review(c.doctor, app3.id, { pass: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该居民在此期间已有生效的签约');
    const again = await ok(app, c.p, c.doctor, 'GET', '/api/patient/pre/sign/review?state=0');
    expect(again.list.map((a: { id: number }) => a.id)).toContain(app3.id);
    await ok(app, c.p, c.owner, 'PUT', `/api/patient/pre/sign/cancel/${app3.id}`);
    expect(await activeCount(c.p, patient.id)).toBe(1);
  });

  it('added packs need the resident’s confirmation; an assistant’s pass needs the doctor’s', async () => {
    const second = await createPatient(app, c.p, c.owner, { name: '冯十一', doctorId: c.doctor.doctorId });
    const app4 = await apply(second.id);
    const added = await review(c.doctor, app4.id, { pass: true, servicePacks: ['老年人服务包'] });
    expect(added.statusCode, added.body).toBe(200);
    const contract = added.json().data.contract;
    expect(contract).toMatchObject({ state: 'pending', awaiting: 'resident' });
    expect(contract.servicePacks).toEqual(['基础服务包', '高血压服务包', '老年人服务包']);
    const signed = await ok(app, c.p, c.owner, 'PUT', `/api/patient/sign/contract/confirm/${contract.id}`);
    expect(signed.state).toBe('signed');

    const third = await createPatient(app, c.p, c.owner, { name: '陈十二', doctorId: c.doctor.doctorId });
    const app5 = await apply(third.id, '糖尿病服务包', { doctorId: c.doctor.doctorId });
    const byAssistant = await review(c.assistant, app5.id, { pass: true });
    expect(byAssistant.statusCode, byAssistant.body).toBe(200);
    const pending = byAssistant.json().data.contract;
    expect(pending).toMatchObject({ state: 'pending', awaiting: 'doctor', doctorName: '王医生' });
    expect((await messagesOf(c.p, c.doctor.id)).at(-1)).toMatchObject({ title: '签约待确认' });
    const byDoctor = await ok(app, c.p, c.doctor, 'PUT', `/api/patient/sign/contract/confirm/${pending.id}`);
    expect(byDoctor.state).toBe('signed');
  });

  it('two reviewers deciding one application at once: one decision, at most one contract', async () => {
    const fourth = await createPatient(app, c.p, c.owner, { name: '褚十三', doctorId: c.doctor.doctorId });
    const app6 = await apply(fourth.id);
    const answers = await Promise.all([
      review(c.doctor, app6.id, { pass: true }),
      review(c.doctor2, app6.id, { pass: false, remark: '资料不全' }),
      review(c.doctor, app6.id, { pass: true }),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400]);
    expect(await activeCount(c.p, fourth.id)).toBeLessThanOrEqual(1);
  });
});
