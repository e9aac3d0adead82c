import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SICKBED_TRANSITIONS } from '../../src/modules/care/sickbed-states.ts';
import { call, createTestApp } from '../fixtures.ts';
import { capturePushes } from '../inquiry/helpers.ts';
import type { Account } from '../patients/helpers.ts';
import {
  apply,
  bedBody,
  bedState,
  forceBedState,
  type SickbedWorld,
  setBedState,
  sickbedWorld,
} from './helpers.ts';

const URL = '/api/patient/sickbed';

describe('home sickbed, doctor side: review, beds, discharge', () => {
  let app: FastifyInstance;
  let w: SickbedWorld;

  beforeAll(async () => {
    app = await createTestApp();
    w = await sickbedWorld(app);
  });
  afterAll(() => app.close());

  const list = async (who: Account, query: string) => {
    const res = await call(app, w.p, { method: 'GET', url: `${URL}${query}`, token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; list: Array<{ id: number; actions: string[]; tel: string }> };
  };

  it('the org lists pending applications, approves one with a remark: bed number, reviewer, applicant told', async () => {
    const bed = await apply(app, w.p, w.owner, w.patient);
    const pending = await list(w.doctor2, '?state=0');
    const item = pending.list.find((b) => b.id === bed.id);
    expect(item?.actions).toEqual(['approve', 'refuse']);
    expect(item?.tel).toContain('****');
    const pushes = capturePushes(app);
    const res = await setBedState(app, w.p, w.doctor2, bed.id, {
      state: 1,
      remark: '符合建床条件，每周查床一次',
    });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().data;
    expect(v).toMatchObject({
      state: 1,
      stateLabel: '已建床',
      stateRemark: '符合建床条件，每周查床一次',
      reviewerName: '孙医生',
      actions: ['discharge', 'visit'],
      dischargedAt: null,
    });
    expect(v.bedNo).toMatch(/^JC\d{8}-\d{4,}$/);
    expect(Date.parse(v.reviewedAt)).toBeGreaterThan(0);
    await expect
      .poll(() => pushes.seen.filter((m) => m.userId === w.owner.id).map((m) => m.message.action))
      .toContain('SYSTEM_MSG');
    pushes.off();
    const msgs = await call(app, w.p, { method: 'GET', url: '/api/message/system', token: w.owner.token });
    expect(msgs.json().data.list[0].title).toBe('家庭病床申请已通过');
    expect(msgs.json().data.list[0].content).toContain(v.bedNo);
    // In care: listed among the beds, the patient cannot apply again, the applicant sees it.
    expect((await list(w.doctor, '?state=1')).list.map((b) => b.id)).toContain(bed.id);
    const again = await call(app, w.p, {
      method: 'POST',
      url: URL,
      token: w.owner.token,
      payload: bedBody(w.patient),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该患者的家庭病床正在服务中');
    const own = await call(app, w.p, { method: 'GET', url: `${URL}/${bed.id}`, token: w.owner.token });
    expect(own.json().data).toMatchObject({ state: 1, actions: [] });
    // Discharge needs a summary; then the bed is closed and the patient may apply again.
    const noSummary = await setBedState(app, w.p, w.doctor, bed.id, { state: 4 });
    expect(noSummary.statusCode).toBe(400);
    expect(noSummary.json().msg).toContain('请填写撤床小结');
    const discharge = await setBedState(app, w.p, w.doctor, bed.id, {
      state: 4,
      remark: '血压平稳，伤口愈合，转门诊随访',
    });
    expect(discharge.json().data).toMatchObject({ state: 4, stateLabel: '已撤床', actions: [] });
    expect(discharge.json().data.dischargedAt).not.toBeNull();
    expect((await list(w.doctor, '?state=1')).list.map((b) => b.id)).not.toContain(bed.id);
    const fresh = await apply(app, w.p, w.owner, w.patient);
    await setBedState(app, w.p, w.owner, fresh.id, { state: 3 });
  });

  it('from every state, each move is accepted exactly when the state machine allows it', async () => {
    const moves = [
      { state: 1, event: 'approve', who: () => w.doctor, body: { remark: '同意' } },
      { state: 2, event: 'refuse', who: () => w.doctor, body: { remark: '不符合收治条件' } },
      { state: 3, event: 'withdraw', who: () => w.owner, body: {} },
      { state: 4, event: 'discharge', who: () => w.doctor, body: { remark: '病情稳定' } },
    ] as const;
    let legal = 0;
    for (const from of [0, 1, 2, 3, 4]) {
      for (const m of moves) {
        const bed = await apply(app, w.p, w.owner, w.patient2);
        await forceBedState(bed.id, from);
        const res = await setBedState(app, w.p, m.who(), bed.id, { state: m.state, ...m.body });
        const rule = SICKBED_TRANSITIONS[m.event];
        if (rule.from === from) {
          legal++;
          expect(res.statusCode, `${from} ${m.event} ${res.body}`).toBe(200);
          expect(res.json().data.state).toBe(m.state);
        } else {
          expect(res.statusCode, `${from} ${m.event}`).toBe(400);
          expect(res.json().msg).toBe(rule.refusal);
          expect(await bedState(bed.id)).toBe(from);
        }
        if ([0, 1].includes(await bedState(bed.id))) await forceBedState(bed.id, 3);
      }
    }
    expect(legal).toBe(4);
  });

  it('refusal needs a reason; the applicant cannot review; assistants of the org can', async () => {
    const bed = await apply(app, w.p, w.owner, w.patient2);
    const cases: Array<[Account, Record<string, unknown>, number, string]> = [
      [w.doctor, { state: 2 }, 400, '请填写不通过的原因'],
      [w.doctor, { state: 0 }, 400, '状态有误'],
      [w.doctor, { state: 7 }, 400, '状态有误'],
      [w.owner, { state: 1 }, 403, ''],
      [w.doctor, { state: 3 }, 403, '只能撤回本人提交的申请'],
      [w.farDoctor, { state: 1 }, 404, '申请不存在'],
      [w.stranger, { state: 1 }, 404, '申请不存在'],
    ];
    for (const [who, body, status, msg] of cases) {
      const res = await setBedState(app, w.p, who, bed.id, body);
      expect(res.statusCode, `${who.name} ${JSON.stringify(body)}`).toBe(status);
      if (msg) expect(res.json().msg).toContain(msg);
    }
    expect((await setBedState(app, w.other, w.otherDoctor, bed.id, { state: 1 })).statusCode).toBe(404);
    const refuse = await setBedState(app, w.p, w.assistant, bed.id, { state: 2, remark: '不在服务范围内' });
    expect(refuse.json().data).toMatchObject({
      state: 2,
      stateLabel: '未通过',
      bedNo: null,
      reviewerName: '赵助理',
    });
  });

  it('approve and refuse by two doctors at once: one wins, the other is refused', async () => {
    for (let round = 0; round < 6; round++) {
      const bed = await apply(app, w.p, w.owner, w.patient2);
      const [a, b] = await Promise.all([
        setBedState(app, w.p, w.doctor, bed.id, { state: 1 }),
        setBedState(app, w.p, w.doctor2, bed.id, { state: 2, remark: '床位已满' }),
      ]);
      expect(
        [a.statusCode, b.statusCode].filter((c) => c === 200),
        `${a.body} ${b.body}`,
      ).toHaveLength(1);
      const loser = a.statusCode === 200 ? b : a;
      expect(loser.statusCode).toBe(400);
      expect(loser.json().msg).toBe('申请已处理');
      expect(await bedState(bed.id)).toBe(a.statusCode === 200 ? 1 : 2);
      if (a.statusCode === 200)
        await setBedState(app, w.p, w.doctor, bed.id, { state: 4, remark: '测试撤床' });
    }
  });

  it('an application to another org is reviewed there; its servicers see the patient only while it is open', async () => {
    const bed = await apply(app, w.p, w.owner, w.patient2, { orgId: w.orgB });
    const getPatient = () =>
      call(app, w.p, { method: 'GET', url: `/api/patient/${w.patient2.id}`, token: w.farDoctor.token });
    // The patient's own org sees the application but reviews nothing.
    const home = await call(app, w.p, { method: 'GET', url: `${URL}/${bed.id}`, token: w.doctor.token });
    expect(home.json().data.actions).toEqual([]);
    expect((await setBedState(app, w.p, w.doctor, bed.id, { state: 1 })).statusCode).toBe(403);
    // The chosen org lists it, opens the patient (audited grant), approves, cares, discharges.
    expect((await list(w.farDoctor, '?state=0')).list.map((b) => b.id)).toContain(bed.id);
    expect((await getPatient()).statusCode).toBe(200);
    expect((await setBedState(app, w.p, w.farDoctor, bed.id, { state: 1 })).statusCode).toBe(200);
    const call1 = await call(app, w.p, {
      method: 'POST',
      url: '/api/patient/call/tel/record',
      token: w.farDoctor.token,
      payload: {
        patientId: w.patient2.id,
        startTime: new Date().toISOString(),
        duration: 120,
        remark: '询问病情',
      },
    });
    expect(call1.statusCode, call1.body).toBe(200);
    await setBedState(app, w.p, w.farDoctor, bed.id, { state: 4, remark: '康复' });
    expect((await getPatient()).statusCode).toBe(404);
    const after = await call(app, w.p, { method: 'GET', url: `${URL}/${bed.id}`, token: w.farDoctor.token });
    expect(after.json().data).toMatchObject({ state: 4, actions: [] });
    expect(
      (await call(app, w.other, { method: 'GET', url: `${URL}/${bed.id}`, token: w.otherDoctor.token }))
        .statusCode,
    ).toBe(404);
  });
});
