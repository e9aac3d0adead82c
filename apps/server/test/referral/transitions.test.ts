import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_TRANSITIONS } from '../../src/modules/referral/states.ts';
import { call, createTestApp, withAdmin } from '../fixtures.ts';
import { capturePushes } from '../inquiry/helpers.ts';
import type { Account } from '../patients/helpers.ts';
import { type ReferralWorld, refer, referralState, referralWorld, setState } from './helpers.ts';

/** Puts a referral into `state` directly (the owner connection), meeting the table's checks. */
async function forceState(id: number, state: number, acceptor: number) {
  await withAdmin((c) =>
    c.query(
      `update referrals set state = $2::int,
         accepted_doctor_id = case when $2::int in (1, 3) then $3::int end,
         accepted_at = case when $2::int in (1, 3) then now() end,
         reject_reason = case when $2::int = 2 then '不适合' end,
         finished_at = case when $2::int in (2, 3, 4) then now() end
       where id = $1`,
      [id, state, acceptor],
    ),
  );
}

const EVENTS = [
  { state: 1, event: 'accept', body: {} },
  { state: 2, event: 'reject', body: { reason: '本院暂无床位' } },
  { state: 3, event: 'complete', body: { remark: '诊疗结束' } },
  { state: 4, event: 'cancel', body: {} },
] as const;

describe('referral transitions', () => {
  let app: FastifyInstance;
  let w: ReferralWorld;

  beforeAll(async () => {
    app = await createTestApp();
    w = await referralWorld(app);
  });
  afterAll(() => app.close());

  /** The party allowed to fire each event of a referral from 王医生 to 陈医生. */
  const actorFor = (event: string): Account => (event === 'accept' || event === 'reject' ? w.docB1 : w.docA1);

  it('from every state, each move is accepted exactly when the state machine allows it', async () => {
    let legal = 0;
    for (const from of [0, 1, 2, 3, 4]) {
      for (const e of EVENTS) {
        const r = await refer(app, w.p, w.docA1, w.patient, { targetDoctorId: w.docB1.doctorId });
        await forceState(r.id, from, w.docB1.doctorId ?? 0);
        const res = await setState(app, w.p, actorFor(e.event), r.id, { referralState: e.state, ...e.body });
        const rule = REFERRAL_TRANSITIONS[e.event];
        if (rule.from === from) {
          legal++;
          expect(res.statusCode, `${from} ${e.event} ${res.body}`).toBe(200);
          expect(res.json().data.referralState).toBe(e.state);
        } else {
          expect(res.statusCode, `${from} ${e.event}`).toBe(400);
          expect(res.json().msg).toBe(rule.refusal);
          expect(await referralState(r.id)).toBe(from);
        }
        if ([0, 1].includes(await referralState(r.id))) await forceState(r.id, 4, 0);
      }
    }
    expect(legal).toBe(4);
  });

  it('only the right party may move it: 403 for the others, 400 for a wrong doctor id or a missing reason', async () => {
    const r = await refer(app, w.p, w.docA1, w.patient, { targetDoctorId: w.docB1.doctorId });
    const refused: Array<[Account, Record<string, unknown>, number]> = [
      [w.docA1, { referralState: 1 }, 403], // the referrer cannot accept
      [w.docA2, { referralState: 1 }, 403], // sees it (patient of the org), is not the target
      [w.docB1, { referralState: 4 }, 403], // only the referrer cancels
      [w.docA1, { referralState: 3 }, 400], // not accepted yet
      [w.docB1, { referralState: 3 }, 403], // not the acceptor (yet)
      [w.docB2, { referralState: 1 }, 404], // named doctor: the rest of org B does not see it
      [w.owner, { referralState: 1 }, 403], // a patient account never moves referrals
      [w.docB1, { referralState: 2 }, 400], // rejection needs a reason
      [w.docB1, { referralState: 0 }, 400],
      [w.docB1, { referralState: 1, doctorId: w.docB2.doctorId }, 400],
    ];
    for (const [who, body, status] of refused) {
      const res = await setState(app, w.p, who, r.id, body);
      expect(res.statusCode, `${who.name} ${JSON.stringify(body)} ${res.body}`).toBe(status);
    }
    const reason = await setState(app, w.p, w.docB1, r.id, { referralState: 2 });
    expect(reason.json().msg).toContain('请填写拒绝原因');
    const wrong = await setState(app, w.p, w.docA2, r.id, { referralState: 1 });
    expect(wrong.json().msg).toBe('无权处理该转诊');
    expect(await referralState(r.id)).toBe(0);
    const anon = await call(app, w.p, {
      method: 'PUT',
      url: `/api/patient/referral/record/state/${r.id}`,
      payload: { referralState: 1 },
    });
    expect(anon.statusCode).toBe(401);
    const otherProject = await setState(app, w.other, w.otherDoctor, r.id, { referralState: 1 });
    expect(otherProject.statusCode).toBe(404);
    // The target rejects with a reason; the referrer is told.
    const pushes = capturePushes(app);
    const reject = await setState(app, w.p, w.docB1, r.id, { referralState: 2, reason: '本院暂无床位' });
    expect(reject.json().data).toMatchObject({
      referralState: 2,
      stateLabel: '已拒绝',
      reason: '本院暂无床位',
    });
    await expect
      .poll(() => pushes.seen.filter((m) => m.userId === w.docA1.id).map((m) => m.message.action))
      .toEqual(expect.arrayContaining(['SYSTEM_MSG', 'REFERRAL_STATE']));
    pushes.off();
  });

  it('an org target: any doctor of it (not assistants) may act; accept and reject at once, one wins', async () => {
    for (let round = 0; round < 6; round++) {
      const r = await refer(app, w.p, w.docA1, w.patient, { targetOrgId: w.orgB });
      const [a, b] = await Promise.all([
        setState(app, w.p, w.docB2, r.id, { referralState: 1 }),
        setState(app, w.p, w.docB3, r.id, { referralState: 2, reason: '建议转上级医院' }),
      ]);
      const codes = [a.statusCode, b.statusCode];
      expect(
        codes.filter((c) => c === 200),
        JSON.stringify([a.body, b.body]),
      ).toHaveLength(1);
      const loser = a.statusCode === 200 ? b : a;
      expect(loser.statusCode).toBe(400);
      expect(loser.json().msg).toBe('该转诊已被处理');
      const accepted = a.statusCode === 200;
      expect(await referralState(r.id)).toBe(accepted ? 1 : 2);
      if (accepted) {
        // Only the acceptor now sees the patient; the other doctor of the org does not.
        const get = (who: Account) =>
          call(app, w.p, { method: 'GET', url: `/api/patient/${w.patient.id}`, token: who.token });
        expect((await get(w.docB2)).statusCode).toBe(200);
        expect((await get(w.docB3)).statusCode).toBe(404);
        const done = await setState(app, w.p, w.docA1, r.id, { referralState: 3 });
        expect(done.json().data).toMatchObject({ referralState: 3, acceptedDoctorName: '周医生' });
      }
    }
    const r = await refer(app, w.p, w.docA1, w.patient, { targetOrgId: w.orgB });
    expect((await setState(app, w.p, w.assistantB, r.id, { referralState: 1 })).statusCode).toBe(404);
    await setState(app, w.p, w.docA1, r.id, { referralState: 4 });
  });

  it('a department target: its doctors act, a doctor of the org outside it does not', async () => {
    const r = await refer(app, w.p, w.docA1, w.patient, { targetDepartmentId: w.deptB });
    expect((await setState(app, w.p, w.docB3, r.id, { referralState: 1 })).statusCode).toBe(404);
    const ok = await setState(app, w.p, w.docB1, r.id, { referralState: 1, doctorId: w.docB1.doctorId });
    expect(ok.json().data).toMatchObject({
      referralState: 1,
      targetKind: 'department',
      targetLabel: '全科（西湖社区卫生服务中心）',
      acceptedDoctorName: '陈医生',
      actions: ['complete'],
    });
    // A second accept of the same referral, twice at once: both refused, nothing moves.
    const again = await Promise.all(
      [1, 2].map(() => setState(app, w.p, w.docB2, r.id, { referralState: 1 })),
    );
    expect(again.map((x) => x.statusCode)).toEqual([400, 400]);
    const [x, y] = await Promise.all([
      setState(app, w.p, w.docA1, r.id, { referralState: 3 }),
      setState(app, w.p, w.docB1, r.id, { referralState: 3 }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 400]);
    expect(await referralState(r.id)).toBe(3);
  });
});
