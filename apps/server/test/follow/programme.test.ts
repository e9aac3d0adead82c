import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, withAdmin } from '../fixtures.ts';
import { account, countRows } from '../patients/helpers.ts';
import { type FollowWorld, followWorld, get, inDays, newPlan, put } from './helpers.ts';

describe('appointment pushes: doctor proposes, the patient side accepts or declines once', () => {
  let app: FastifyInstance;
  let w: FollowWorld;

  beforeAll(async () => {
    app = await createTestApp();
    w = await followWorld(app, await createProject());
  });
  afterAll(() => app.close());

  const push = (body: Record<string, unknown>, who = w.doctorA) =>
    call(app, w.p, {
      method: 'POST',
      url: '/api/patient/follow/programme/appoint/push',
      token: who.token,
      payload: body,
    });

  it('pushes an appointment: pending, a system message to the patient account', async () => {
    const before = await countRows('system_messages', w.p.id, 'user_id = $2', [w.owner.id]);
    const res = await push({
      patientId: w.patient.id,
      appointTime: inDays(4),
      content: '请携带近期血压记录来门诊复查',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      patientName: '张三',
      isAccept: null,
      acceptName: '待确认',
      doctorName: '王医生',
      followModeName: '门诊随访',
    });
    expect(await countRows('system_messages', w.p.id, 'user_id = $2', [w.owner.id])).toBe(before + 1);
    const msg = await withAdmin((c) =>
      c.query<{ title: string; content: string }>(
        'select title, content from system_messages where project_id = $1 and user_id = $2 order by id desc limit 1',
        [w.p.id, w.owner.id],
      ),
    );
    expect(msg.rows[0]?.title).toBe('随访预约');
    expect(msg.rows[0]?.content).toContain('请携带近期血压记录来门诊复查');
  });

  it('refuses bad pushes: past time, no content, another org’s patient, a customer', async () => {
    const past = await push({ patientId: w.patient.id, appointTime: inDays(-1), content: '复查' });
    expect(past.statusCode).toBe(400);
    expect(past.json().msg).toContain('预约时间不能早于当前时间');
    const empty = await push({ patientId: w.patient.id, appointTime: inDays(1), content: '' });
    expect(empty.json().msg).toContain('请输入预约说明');
    expect(
      (await push({ patientId: w.farPatient.id, appointTime: inDays(1), content: '复查' })).statusCode,
    ).toBe(404);
    expect(
      (await push({ patientId: w.patient.id, appointTime: inDays(1), content: '复查' }, w.owner)).statusCode,
    ).toBe(403);
    const farPlan = await newPlan(app, w.p, w.farDoctor, { patientId: w.farPatient.id });
    const wrongPlan = await push({
      patientId: w.patient.id,
      planId: farPlan.id,
      appointTime: inDays(1),
      content: '复查',
    });
    expect(wrongPlan.statusCode).toBe(404);
  });

  it('accept moves the plan to the appointed time; a second answer is refused; the doctor is told', async () => {
    const plan = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id, planTime: inDays(10) });
    const appointTime = inDays(2);
    const created = await push({
      patientId: w.patient.id,
      planId: plan.id,
      appointTime,
      followMode: 2,
      content: '家庭随访',
    });
    const id = created.json().data.id as number;
    const history = await get(app, w.p, w.owner, '/api/patient/follow/programme/appoint/push?state=pending');
    expect(history.json().data.list.map((a: { id: number }) => a.id)).toContain(id);
    const doctorMsgs = await countRows('system_messages', w.p.id, 'user_id = $2', [w.doctorA.id]);
    const ok = await put(app, w.p, w.owner, `/api/patient/follow/programme/appoint/push/${id}`, {
      isAccept: 1,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ isAccept: 1, acceptName: '已接受' });
    const moved = await get(app, w.p, w.doctorA, `/api/patient/follow/${plan.id}`);
    expect(Date.parse(moved.json().data.planTime)).toBe(Date.parse(appointTime));
    expect(moved.json().data.followMode).toBe(2);
    expect(await countRows('system_messages', w.p.id, 'user_id = $2', [w.doctorA.id])).toBe(doctorMsgs + 1);
    const again = await put(app, w.p, w.owner, `/api/patient/follow/programme/appoint/push/${id}`, {
      isAccept: 0,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该预约已处理，请勿重复操作');
  });

  it('two answers at once: exactly one is recorded', async () => {
    const spouse = await account(app, w.p);
    await withAdmin((c) =>
      c.query(
        `insert into patient_relations (project_id, user_id, patient_id, relation) values ($1, $2, $3, 'spouse')`,
        [w.p.id, spouse.id, w.patient.id],
      ),
    );
    const id = (await push({ patientId: w.patient.id, appointTime: inDays(3), content: '电话随访' })).json()
      .data.id;
    const [a, b] = await Promise.all([
      put(app, w.p, w.owner, `/api/patient/follow/programme/appoint/push/${id}`, { isAccept: 1 }),
      put(app, w.p, spouse, `/api/patient/follow/programme/appoint/push/${id}`, { isAccept: '0' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const row = await withAdmin((c) =>
      c.query('select is_accept, responded_by_user_id from follow_appointments where id = $1', [id]),
    );
    const winner =
      a.statusCode === 200
        ? { is_accept: 1, responded_by_user_id: w.owner.id }
        : { is_accept: 0, responded_by_user_id: spouse.id };
    expect(row.rows[0]).toEqual(winner);
  });

  it('decline keeps the plan; only the patient side answers; others get 404; bad isAccept is 400', async () => {
    const id = (await push({ patientId: w.patient.id, appointTime: inDays(3), content: '复查' })).json().data
      .id;
    const doctor = await put(app, w.p, w.doctorA, `/api/patient/follow/programme/appoint/push/${id}`, {
      isAccept: 1,
    });
    expect(doctor.statusCode).toBe(403);
    const stranger = await put(app, w.p, w.stranger, `/api/patient/follow/programme/appoint/push/${id}`, {
      isAccept: 1,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().msg).toBe('随访预约不存在');
    const bad = await put(app, w.p, w.owner, `/api/patient/follow/programme/appoint/push/${id}`, {
      isAccept: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('isAccept须为0或1');
    const no = await put(app, w.p, w.owner, `/api/patient/follow/programme/appoint/push/${id}`, {
      isAccept: 0,
    });
    expect(no.json().data).toMatchObject({ isAccept: 0, acceptName: '已拒绝' });
  });

  it('history: the doctor sees the org’s pushes, another org none, a stranger none', async () => {
    const doctor = await get(app, w.p, w.doctorB, '/api/patient/follow/programme/appoint/push');
    expect(doctor.json().data.total).toBeGreaterThan(2);
    expect(
      (await get(app, w.p, w.farDoctor, '/api/patient/follow/programme/appoint/push')).json().data.total,
    ).toBe(0);
    expect(
      (await get(app, w.p, w.stranger, '/api/patient/follow/programme/appoint/push')).json().data.total,
    ).toBe(0);
    const notMine = await get(
      app,
      w.p,
      w.stranger,
      `/api/patient/follow/programme/appoint/push?patientId=${w.patient.id}`,
    );
    expect(notMine.statusCode).toBe(404);
    expect((await get(app, w.p, null, '/api/patient/follow/programme/appoint/push')).statusCode).toBe(401);
  });
});
