import { chinaDay } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, type CreatedPatient, otherOrgDoctor } from '../patients/helpers.ts';
import { DAY, groupedPatient, list, names, reading } from '../patients/list-helpers.ts';

const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Rows inserted as the owner (the other areas' own APIs are tested in their areas). */
async function insert(sql: string, params: unknown[]) {
  await withAdmin((c) => c.query(sql, params));
}

describe('the doctor home dashboard (GET /api/doctor/workbench/summary) and the workbench filters', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctorA: Account;
  let doctorB: Account;
  let assistant: Account;
  let far: Account;
  let owner: Account;
  const pt: Record<string, CreatedPatient> = {};

  const summary = async (who: Account) => {
    const res = await call(app, p, { method: 'GET', url: '/api/doctor/workbench/summary', token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Record<string, number | string>;
  };
  const contract = (patientId: number, doctorId: number | null, state: string, start: string, end: string) =>
    insert(
      `insert into family_doctor_contracts (project_id, patient_id, org_id, doctor_id, service_packs, start_date, end_date, state, created_by_user_id,
         doctor_confirmed_at, resident_confirmed_at)
       values ($1,$2,$3,$4,'["basic"]'::jsonb,$5,$6,$7,$8, now(), case when $7 = 'pending' then null else now() end)`,
      [p.id, patientId, p.orgId, doctorId, start, end, state, doctorA.id],
    );
  const plan = (patientId: number, at: Date, state = 'open') =>
    insert(
      `insert into follow_plans (project_id, patient_id, org_id, follow_mode, follow_frequency, plan_time, state)
       values ($1,$2,$3,1,'month',$4,$5)`,
      [p.id, patientId, p.orgId, at, state],
    );

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctorA = await account(app, p, { role: 'doctor', name: '王医生' });
    doctorB = await account(app, p, { role: 'doctor', name: '李医生' });
    assistant = await account(app, p, { role: 'assistant', name: '赵助理' });
    far = await otherOrgDoctor(app, p);
    owner = await account(app, p, { name: '家属' });
    pt.signed = await groupedPatient(app, p, doctorA, '签约甲');
    pt.renew = await groupedPatient(app, p, doctorA, '续约乙');
    pt.none = await groupedPatient(app, p, doctorA, '未签丙');
    pt.b = await groupedPatient(app, p, doctorB, '李医生的');
    pt.far = await groupedPatient(app, p, far, '外院丁');
    await contract(pt.signed.id, doctorA.doctorId, 'signed', day(-100), day(200));
    await contract(pt.renew.id, doctorA.doctorId, 'renewal_due', day(-300), day(10));
    await contract(pt.none.id, doctorA.doctorId, 'pending', day(0), day(365));
    await contract(pt.b.id, doctorB.doctorId, 'signed', day(-10), day(300));
    await contract(pt.far.id, far.doctorId, 'signed', day(-10), day(300));
    // Follow plans: today (signed), overdue (renew), in 3 days (none), a done one overdue (b).
    const noonToday = new Date(`${chinaDay(Date.now())}T12:00:00+08:00`);
    await plan(pt.signed.id, noonToday);
    await plan(pt.renew.id, new Date(Date.now() - 3 * DAY));
    await plan(pt.none.id, new Date(Date.now() + 3 * DAY));
    await plan(pt.b.id, new Date(Date.now() - 2 * DAY));
    await plan(pt.far.id, noonToday);
    // Abnormal readings: signed (handled by a remark after it), renew (not handled), b, far.
    await reading(app, p, doctorA, pt.signed.id, 2, [182, 112]);
    await insert(
      `insert into patient_remarks (project_id, patient_id, user_id, remark) values ($1,$2,$3,'已电话联系')`,
      [p.id, pt.signed.id, doctorA.id],
    );
    await reading(app, p, doctorA, pt.renew.id, 1, [175, 105]);
    await reading(app, p, doctorA, pt.none.id, 1, [118, 76]);
    await reading(app, p, doctorB, pt.b.id, 1, [170, 100]);
    await reading(app, p, far, pt.far.id, 1, [170, 100]);
  });
  afterAll(() => app.close());

  it("counts the doctor's own patients, pending items and unread messages", async () => {
    await insert(
      `insert into system_messages (project_id, user_id, title, content) values ($1,$2,'通知','内容'),($1,$2,'通知','内容')`,
      [p.id, doctorA.id],
    );
    expect(await summary(doctorA)).toEqual({
      scope: 'mine',
      signed: 2,
      renewalDue: 1,
      followDueToday: 1,
      followOverdue: 1,
      abnormalUnhandled: 1,
      pendingReferrals: 0,
      pendingSickbeds: 0,
      unreadMessages: 2,
      highRiskQuestions: 0,
      growthFlags: 0,
    });
  });

  it("gives an assistant the org's counts, never another org's", async () => {
    expect(await summary(assistant)).toMatchObject({
      scope: 'all',
      signed: 3,
      renewalDue: 1,
      followDueToday: 1,
      followOverdue: 2,
      abnormalUnhandled: 2,
      unreadMessages: 0,
    });
    expect(await summary(far)).toMatchObject({
      scope: 'mine',
      signed: 1,
      followDueToday: 1,
      abnormalUnhandled: 1,
    });
  });

  it('refuses a patient account (403) and an anonymous call (401)', async () => {
    const res = await call(app, p, {
      method: 'GET',
      url: '/api/doctor/workbench/summary',
      token: owner.token,
    });
    expect(res.statusCode).toBe(403);
    const anon = await call(app, p, { method: 'GET', url: '/api/doctor/workbench/summary' });
    expect(anon.statusCode).toBe(401);
  });

  it('filters the list by contract status, and each number equals its list', async () => {
    const mine = { scope: 'mine' };
    expect(names(await list(app, p, doctorA, { ...mine, contractStatus: 'signed' })).sort()).toEqual(
      ['签约甲', '续约乙'].sort(),
    );
    expect(names(await list(app, p, doctorA, { ...mine, contractStatus: 'renewal' }))).toEqual(['续约乙']);
    expect(names(await list(app, p, doctorA, { ...mine, contractStatus: 'none' }))).toEqual(['未签丙']);
    expect(names(await list(app, p, assistant, { contractStatus: 'none' }))).toEqual(['未签丙']);
  });

  it('filters the list by follow-up due (today, overdue, within 7 days)', async () => {
    expect(names(await list(app, p, doctorA, { followDue: 'today' }))).toEqual(['签约甲']);
    expect(names(await list(app, p, doctorA, { followDue: 'overdue' })).sort()).toEqual(
      ['续约乙', '李医生的'].sort(),
    );
    expect(names(await list(app, p, doctorA, { followDue: 'week' })).sort()).toEqual(
      ['签约甲', '未签丙'].sort(),
    );
    // Combined with another filter: ANDed.
    expect(names(await list(app, p, doctorA, { followDue: 'overdue', contractStatus: 'renewal' }))).toEqual([
      '续约乙',
    ]);
  });

  it('filters abnormal readings not yet handled; a follow record, call or remark after it handles it', async () => {
    expect(names(await list(app, p, doctorA, { unhandled: '1' })).sort()).toEqual(
      ['续约乙', '李医生的'].sort(),
    );
    await insert(
      `insert into patient_call_records (project_id, user_id, patient_id, start_time) values ($1,$2,$3,now())`,
      [p.id, doctorB.id, pt.b?.id],
    );
    expect(names(await list(app, p, doctorA, { unhandled: '1' }))).toEqual(['续约乙']);
    expect((await summary(assistant)).abnormalUnhandled).toBe(1);
  });

  it('answers a bad filter value with a 400 in Chinese', async () => {
    for (const [key, msg] of [
      ['contractStatus', '签约状态有误'],
      ['followDue', '随访状态有误'],
    ] as const) {
      const res = await call(app, p, {
        method: 'GET',
        url: '/api/patient',
        token: doctorA.token,
        query: { [key]: 'x' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().msg).toContain(msg);
    }
  });
});
