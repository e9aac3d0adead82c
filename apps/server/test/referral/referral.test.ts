import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, withAdmin } from '../fixtures.ts';
import { capturePushes } from '../inquiry/helpers.ts';
import { countRows } from '../patients/helpers.ts';
import { type ReferralWorld, refer, referralBody, referralWorld, setState } from './helpers.ts';

const URL = '/api/patient/referral/record';

describe('referrals: create, lists, visibility and pushes', () => {
  let app: FastifyInstance;
  let w: ReferralWorld;

  beforeAll(async () => {
    app = await createTestApp();
    w = await referralWorld(app);
  });
  afterAll(() => app.close());

  const list = async (who: { token: string }, query = '') => {
    const res = await call(app, w.p, { method: 'GET', url: `${URL}${query}`, token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; list: Array<{ id: number; actions: string[] }> };
  };

  it('a doctor refers a patient to a doctor of another org; the target is pushed and messaged at once', async () => {
    const pushes = capturePushes(app);
    const res = await call(app, w.p, {
      method: 'POST',
      url: URL,
      token: w.docA1.token,
      payload: referralBody(w.patient, { targetDoctorId: w.docB1.doctorId, doctorId: w.docA1.doctorId }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({
      patientId: w.patient.id,
      patientName: '孙七',
      doctorName: '王医生',
      orgName: '测试机构',
      referralType: 1,
      referralTypeLabel: '上转',
      referralState: 0,
      stateLabel: '待接收',
      targetKind: 'doctor',
      targetDoctorName: '陈医生',
      targetDepartmentName: '全科',
      targetOrgId: w.orgB,
      targetLabel: '陈医生（西湖社区卫生服务中心）',
      actions: ['cancel'],
    });
    expect(r.tel).toContain('****');
    expect(r.tel).not.toBe(w.patient.tel);
    expect(r.idcard).not.toBe(w.patient.idcard);
    await expect
      .poll(() => pushes.seen.filter((m) => m.userId === w.docB1.id).map((m) => m.message.action))
      .toEqual(expect.arrayContaining(['SYSTEM_MSG', 'REFERRAL_STATE']));
    expect(pushes.seen.some((m) => m.userId === w.docB2.id)).toBe(false);
    pushes.off();
    const inbox = await list(w.docB1, '?direction=in');
    expect(inbox.list.find((x) => x.id === r.id)?.actions).toEqual(['accept', 'reject']);
    expect((await list(w.docA1, '?direction=out')).list.map((x) => x.id)).toContain(r.id);
    expect((await list(w.docA1, '?direction=in')).list.map((x) => x.id)).not.toContain(r.id);
    expect((await list(w.docB2, '?direction=in')).total).toBe(0);
    const msgs = await call(app, w.p, { method: 'GET', url: '/api/message/system', token: w.docB1.token });
    expect(msgs.json().data.list[0]).toMatchObject({ title: '新的转诊' });
    expect(msgs.json().data.list[0].content).toContain('王医生向您转诊患者孙七');
    // Cancelled by the referrer: closed, and the pair may be referred again.
    const cancel = await setState(app, w.p, w.docA1, r.id, { referralState: 4, remark: '患者暂不转诊' });
    expect(cancel.json().data).toMatchObject({ referralState: 4, stateLabel: '已取消', actions: [] });
  });

  it('bad input answers 400 in Chinese and writes nothing', async () => {
    const before = await countRows('referrals', w.p.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, '请选择转诊对象'],
      [{ targetDoctorId: w.docB1.doctorId, referralType: 9 }, '转诊类型有误'],
      [{ targetDoctorId: w.docB1.doctorId, diseaseDiagnose: ' ' }, '请输入初步诊断'],
      [{ targetDoctorId: w.docB1.doctorId, referralCause: '' }, '请输入转诊原因'],
      [{ targetDoctorId: w.docA1.doctorId }, '不能转诊给自己'],
      [{ targetDoctorId: w.assistantB.doctorId }, '转诊医生不存在'],
      [{ targetDoctorId: 99_999_999 }, '转诊医生不存在'],
      [{ targetDepartmentId: 99_999_999 }, '转诊科室不存在'],
      [{ targetOrgId: 99_999_999 }, '转诊机构不存在'],
      [{ targetOrgId: w.p.orgId }, '不能转诊到本机构，请选择科室或医生'],
      [{ targetDoctorId: w.docB1.doctorId, targetOrgId: w.p.orgId }, '转诊医生与所选机构或科室不符'],
      [{ targetDepartmentId: w.deptB, targetOrgId: w.p.orgId }, '转诊科室与所选机构不符'],
      [{ targetDoctorId: w.docB1.doctorId, doctorId: w.docA2.doctorId }, '医生信息与当前账号不符'],
      [{ targetDoctorId: w.docB1.doctorId, referralState: 1 }, '新建转诊的状态只能是待接收'],
    ];
    for (const [extra, msg] of cases) {
      const res = await call(app, w.p, {
        method: 'POST',
        url: URL,
        token: w.docA1.token,
        payload: referralBody(w.patient, extra),
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect(await countRows('referrals', w.p.id)).toBe(before);
  });

  it('401 without a session, 403 for patients and assistants, 404 for a patient of another org or project', async () => {
    const body = referralBody(w.patient, { targetDoctorId: w.docB1.doctorId });
    const anon = await call(app, w.p, { method: 'POST', url: URL, payload: body });
    expect(anon.statusCode).toBe(401);
    const customer = await call(app, w.p, { method: 'POST', url: URL, token: w.owner.token, payload: body });
    expect(customer.statusCode).toBe(403);
    const assistant = await call(app, w.p, {
      method: 'POST',
      url: URL,
      token: w.assistantA.token,
      payload: body,
    });
    expect(assistant.statusCode).toBe(403);
    const farDoctor = await call(app, w.p, {
      method: 'POST',
      url: URL,
      token: w.docB1.token,
      payload: referralBody(w.patient, { targetDoctorId: w.docA2.doctorId }),
    });
    expect(farDoctor.statusCode).toBe(404);
    const otherProject = await call(app, w.other, {
      method: 'POST',
      url: URL,
      token: w.otherDoctor.token,
      payload: body,
    });
    expect(otherProject.statusCode).toBe(404);
  });

  it('one open referral of a patient to the same target (409); another target is fine', async () => {
    const first = await refer(app, w.p, w.docA1, w.patient, { targetDepartmentId: w.deptB });
    const again = await call(app, w.p, {
      method: 'POST',
      url: URL,
      token: w.docA1.token,
      payload: referralBody(w.patient, { targetDepartmentId: w.deptB }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该患者已有转诊给同一对象的进行中转诊');
    const toOrg = await refer(app, w.p, w.docA1, w.patient, { targetOrgId: w.orgB, referralType: 3 });
    expect(toOrg).toMatchObject({ referralState: 0 });
    for (const id of [first.id, toOrg.id]) {
      expect((await setState(app, w.p, w.docA1, id, { referralState: 4 })).statusCode).toBe(200);
    }
  });

  it('who sees a referral: parties and the patient org; others 404; a patient account only its own', async () => {
    const toDoctor = await refer(app, w.p, w.docA1, w.patient, { targetDoctorId: w.docB1.doctorId });
    const toOrg = await refer(app, w.p, w.docA1, w.patient, { targetOrgId: w.orgB });
    const detail = (who: { token: string }, id: number, project = w.p) =>
      call(app, project, { method: 'GET', url: `${URL}/${id}`, token: who.token });
    for (const who of [w.docA1, w.docA2, w.assistantA, w.docB1]) {
      expect((await detail(who, toDoctor.id)).statusCode).toBe(200);
    }
    // Named doctor: the rest of org B does not see it; an org target: every doctor of org B does.
    for (const who of [w.docB2, w.docB3, w.assistantB, w.stranger]) {
      const res = await detail(who, toDoctor.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('转诊记录不存在');
    }
    for (const who of [w.docB2, w.docB3]) {
      const res = await detail(who, toOrg.id);
      expect(res.json().data.actions).toEqual(['accept', 'reject']);
    }
    expect((await detail(w.assistantB, toOrg.id)).statusCode).toBe(404);
    expect((await detail(w.otherDoctor, toDoctor.id, w.other)).statusCode).toBe(404);
    // The patient's account sees its patient's referrals (read only); a stranger sees none.
    const own = await list(w.owner);
    expect(own.list.map((x) => x.id)).toEqual(expect.arrayContaining([toDoctor.id, toOrg.id]));
    expect(own.list.every((x) => x.actions.length === 0)).toBe(true);
    expect((await list(w.stranger)).total).toBe(0);
    const filtered = await call(app, w.p, {
      method: 'GET',
      url: `${URL}?patientId=${w.patient.id}`,
      token: w.stranger.token,
    });
    expect(filtered.statusCode).toBe(404);
    const badQuery = await call(app, w.p, {
      method: 'GET',
      url: `${URL}?direction=up`,
      token: w.docA1.token,
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().msg).toContain('转诊方向有误');
    for (const id of [toDoctor.id, toOrg.id]) await setState(app, w.p, w.docA1, id, { referralState: 4 });
  });

  it('the receiving doctor in another org opens the patient only while it is open; audited with the referral', async () => {
    const get = (who: { token: string }) =>
      call(app, w.p, { method: 'GET', url: `/api/patient/${w.patient.id}`, token: who.token });
    expect((await get(w.docB1)).statusCode).toBe(404);
    const r = await refer(app, w.p, w.docA1, w.patient, { targetDoctorId: w.docB1.doctorId });
    const open = await get(w.docB1);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.name).toBe('孙七');
    expect((await get(w.docB2)).statusCode).toBe(404);
    // The org's patient list is not widened: the referral is the way in.
    const orgList = await call(app, w.p, { method: 'GET', url: '/api/patient', token: w.docB1.token });
    expect(orgList.json().data.list.map((x: { id: number }) => x.id)).not.toContain(w.patient.id);
    await app.services.audit.flush();
    const rows = await withAdmin(async (c) => {
      const q = await c.query<{ query: Record<string, string> | null }>(
        `select query from audit_events where project_id = $1 and user_id = $2 and patient_id = $3
           and resource = 'GET /api/patient/:id'`,
        [w.p.id, w.docB1.id, w.patient.id],
      );
      return q.rows;
    });
    expect(rows.map((x) => x.query?.grant)).toContain(`referral:${r.id}`);
    // Accepted: still open to the acceptor; completed: closed again.
    expect((await setState(app, w.p, w.docB1, r.id, { referralState: 1 })).statusCode).toBe(200);
    expect((await get(w.docB1)).statusCode).toBe(200);
    const done = await setState(app, w.p, w.docB1, r.id, {
      referralState: 3,
      remark: '已调整用药，血压达标',
    });
    expect(done.json().data).toMatchObject({ referralState: 3, remark: '已调整用药，血压达标' });
    expect((await get(w.docB1)).statusCode).toBe(404);
    // The record itself stays visible to the doctor who handled it.
    const detail = await call(app, w.p, { method: 'GET', url: `${URL}/${r.id}`, token: w.docB1.token });
    expect(detail.json().data).toMatchObject({ stateLabel: '已完成', acceptedDoctorName: '陈医生' });
  });
});
