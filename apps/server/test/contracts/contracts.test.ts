import { addDaysToDate } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, withAdmin } from '../fixtures.ts';
import { createPatient } from '../patients/helpers.ts';
import { activeCount, type Cast, cast, messagesOf, offer, ok, oneYear, today } from './helpers.ts';

describe('family-doctor contracts: offer, confirm by both parties, terminate, sign elsewhere', () => {
  let app: FastifyInstance;
  let c: Cast;
  let contractId: number;

  beforeAll(async () => {
    app = await createTestApp();
    c = await cast(app);
  });
  afterAll(() => app.close());

  const url = (id: number | string, action = '') =>
    `/api/patient/sign/contract${action ? `/${action}` : ''}/${id}`;

  it('a doctor offers a contract: pending for the resident, the basic pack added, one year by default', async () => {
    const res = await offer(app, c.p, c.doctor, {
      patientId: c.patient.id,
      servicePacks: ['高血压服务包'],
      teamName: '王医生团队',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      state: 'pending',
      stateLabel: '待确认',
      awaiting: 'resident',
      patientName: '孙七',
      doctorName: '王医生',
      orgName: '测试机构',
      teamName: '王医生团队',
      servicePacks: ['基础服务包', '高血压服务包'],
      startDate: today(),
      endDate: oneYear(today()),
      tel: c.patient.tel,
      actions: { confirm: false, terminate: true, renew: false },
    });
    expect(data.idcard).toContain('*');
    expect(data.doctorConfirmedAt).not.toBeNull();
    contractId = data.id;
    const notes = await messagesOf(c.p, c.owner.id);
    expect(notes.at(-1)).toMatchObject({
      title: '家庭医生签约待确认',
      link: `/health/patient/pre/sign?patientId=${c.patient.id}`,
    });
    expect(notes.at(-1)?.content).toContain('王医生邀请孙七签约');
  });

  it('refuses bad input with a Chinese message, callers without a session or of the wrong kind', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ patientId: c.patient.id, servicePacks: ['不存在的包'] }, '服务包有误'],
      [{ patientId: c.patient.id, startDate: addDaysToDate(today(), -1) }, '开始日期不能早于今天'],
      [{ patientId: c.patient.id, startDate: addDaysToDate(today(), 91) }, '开始日期不能晚于90天后'],
      [{ patientId: c.patient.id, endDate: today() }, '结束日期须晚于开始日期'],
      [{ patientId: c.patient.id, endDate: addDaysToDate(today(), 3 * 366) }, '签约期限不能超过3年'],
      [{ patientId: c.patient.id, startDate: '2026-02-30' }, '开始日期格式有误'],
      [{ patientId: 'x' }, 'id须为数字'],
    ];
    for (const [payload, msg] of cases) {
      const res = await offer(app, c.p, c.doctor2, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const assistantOwn = await offer(app, c.p, c.assistant, { patientId: c.patient.id });
    expect(assistantOwn.statusCode).toBe(400);
    expect(assistantOwn.json().msg).toBe('签约医生不存在');
    const farDoctorNamed = await offer(app, c.p, c.doctor2, {
      patientId: c.patient.id,
      doctorId: c.farDoctor.doctorId,
    });
    expect(farDoctorNamed.json().msg).toBe('只能选择本机构的家庭医生');
    const noSession = await call(app, c.p, {
      method: 'POST',
      url: '/api/patient/sign/contract',
      payload: {},
    });
    expect(noSession.statusCode).toBe(401);
    const resident = await offer(app, c.p, c.owner, { patientId: c.patient.id });
    expect(resident.statusCode).toBe(403);
    const unseen = await offer(app, c.p, c.farDoctor, { patientId: c.patient.id });
    expect(unseen.statusCode).toBe(404);
  });

  it('another org, another account or another project answers 404; the resident sees only their own', async () => {
    for (const who of [c.farDoctor, c.stranger]) {
      const res = await call(app, c.p, { method: 'GET', url: url(contractId), token: who.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('签约不存在');
    }
    const otherProject = await call(app, c.other, {
      method: 'GET',
      url: url(contractId),
      token: c.otherProjectDoctor.token,
    });
    expect(otherProject.statusCode).toBe(404);
    const farList = await ok(app, c.p, c.farDoctor, 'GET', '/api/patient/sign/contract');
    expect(farList.total).toBe(0);
    const strangerList = await ok(app, c.p, c.stranger, 'GET', '/api/patient/sign/contract');
    expect(strangerList.total).toBe(0);
    const strangerPatient = await call(app, c.p, {
      method: 'GET',
      url: `/api/patient/sign/contract?patientId=${c.patient.id}`,
      token: c.stranger.token,
    });
    expect(strangerPatient.statusCode).toBe(404);
    const own = await ok(app, c.p, c.owner, 'GET', `/api/patient/sign/contract?patientId=${c.patient.id}`);
    expect(own.list.map((x: { id: number }) => x.id)).toEqual([contractId]);
    expect(own.list[0].tel).toContain('****');
    expect(own.list[0].actions).toMatchObject({ confirm: true, terminate: true });
    const colleague = await ok(app, c.p, c.doctor2, 'GET', url(contractId));
    expect(colleague.actions.confirm).toBe(false);
  });

  it('one active contract at a time: a second offer overlapping the term is refused', async () => {
    const res = await offer(app, c.p, c.doctor2, { patientId: c.patient.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该居民在此期间已有生效的签约');
    expect(await activeCount(c.p, c.patient.id)).toBe(1);
  });

  it('only the contract doctor or the resident confirms; the resident signs it; twice is refused', async () => {
    const colleague = await call(app, c.p, {
      method: 'PUT',
      url: url(contractId, 'confirm'),
      token: c.doctor2.token,
    });
    expect(colleague.statusCode).toBe(403);
    const far = await call(app, c.p, {
      method: 'PUT',
      url: url(contractId, 'confirm'),
      token: c.farDoctor.token,
    });
    expect(far.statusCode).toBe(404);
    const doctorAgain = await call(app, c.p, {
      method: 'PUT',
      url: url(contractId, 'confirm'),
      token: c.doctor.token,
    });
    expect(doctorAgain.statusCode).toBe(400);
    expect(doctorAgain.json().msg).toBe('您已确认过该签约');
    const signed = await ok(app, c.p, c.owner, 'PUT', url(contractId, 'confirm'));
    expect(signed).toMatchObject({
      state: 'signed',
      stateLabel: '已签约',
      awaiting: null,
      residentConfirmedBy: '张居民',
    });
    const again = await call(app, c.p, {
      method: 'PUT',
      url: url(contractId, 'confirm'),
      token: c.owner.token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('签约当前状态不能确认');
    expect((await messagesOf(c.p, c.doctor.id)).at(-1)).toMatchObject({ title: '签约已生效' });
  });

  it('terminating needs a reason code (other: a remark); the resident may only end it on own request', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, '请选择解约原因'],
      [{ reason: 'bored' }, '请选择解约原因'],
      [{ reason: 'other' }, '请填写解约说明'],
      [{ reason: 'other', remark: '  ' }, '请填写解约说明'],
    ];
    for (const [payload, msg] of cases) {
      const res = await call(app, c.p, {
        method: 'PUT',
        url: url(contractId, 'terminate'),
        token: c.doctor.token,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const residentMoved = await call(app, c.p, {
      method: 'PUT',
      url: url(contractId, 'terminate'),
      token: c.owner.token,
      payload: { reason: 'moved_away' },
    });
    expect(residentMoved.statusCode).toBe(400);
    const stranger = await call(app, c.p, {
      method: 'PUT',
      url: url(contractId, 'terminate'),
      token: c.stranger.token,
      payload: { reason: 'own_request' },
    });
    expect(stranger.statusCode).toBe(404);
    const ended = await ok(app, c.p, c.doctor, 'PUT', url(contractId, 'terminate'), {
      reason: 'resigned_elsewhere',
      remark: '居民已在外区社区签约',
    });
    expect(ended).toMatchObject({
      state: 'terminated',
      terminateReason: 'resigned_elsewhere',
      terminateReasonLabel: '已在其他机构签约',
      terminatedBy: '王医生',
      actions: { confirm: false, terminate: false, renew: false },
    });
    const twice = await call(app, c.p, {
      method: 'PUT',
      url: url(contractId, 'terminate'),
      token: c.doctor.token,
      payload: { reason: 'other', remark: '重复' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('签约已解约或已到期，不能解约');
    expect((await messagesOf(c.p, c.owner.id)).at(-1)?.content).toContain('已解约，原因：已在其他机构签约');
  });

  it('after termination the resident signs with another doctor, who becomes the patient doctor', async () => {
    const next = await ok(app, c.p, c.doctor2, 'POST', '/api/patient/sign/contract', {
      patientId: c.patient.id,
      servicePacks: ['糖尿病服务包'],
    });
    expect(next).toMatchObject({ state: 'pending', doctorName: '李医生' });
    const signed = await ok(app, c.p, c.owner, 'PUT', url(next.id, 'confirm'));
    expect(signed.state).toBe('signed');
    const doctorId = await withAdmin(async (db) => {
      const r = await db.query<{ doctor_id: number }>('select doctor_id from patients where id = $1', [
        c.patient.id,
      ]);
      return r.rows[0]?.doctor_id;
    });
    expect(doctorId).toBe(c.doctor2.doctorId);
    const path = await ok(
      app,
      c.p,
      c.owner,
      'GET',
      `/api/patient/health/manage/path?patientId=${c.patient.id}`,
    );
    const titles = path.events.map((e: { title: string }) => e.title);
    expect(titles.filter((t: string) => t === '家庭医生签约生效')).toHaveLength(2);
    expect(titles).toContain('家庭医生签约解约');
    const counts = await ok(app, c.p, c.doctor, 'GET', '/api/patient/sign/contract/count');
    expect(counts).toMatchObject({ signed: 1, terminated: 1, pending: 0 });
    const mine = await ok(app, c.p, c.doctor, 'GET', '/api/patient/sign/contract/count?mine=1');
    expect(mine).toMatchObject({ signed: 0, terminated: 1 });
    const residentCounts = await call(app, c.p, {
      method: 'GET',
      url: '/api/patient/sign/contract/count',
      token: c.owner.token,
    });
    expect(residentCounts.statusCode).toBe(403);
    const bySearch = await ok(app, c.p, c.doctor, 'GET', '/api/patient/sign/contract?search=孙&state=signed');
    expect(bySearch.list.map((x: { id: number }) => x.id)).toEqual([next.id]);
    const byMine = await ok(app, c.p, c.doctor2, 'GET', '/api/patient/sign/contract?mine=1');
    expect(byMine.total).toBe(1);
    const badState = await call(app, c.p, {
      method: 'GET',
      url: '/api/patient/sign/contract?state=done',
      token: c.doctor.token,
    });
    expect(badState.statusCode).toBe(400);
    expect(badState.json().msg).toContain('签约状态有误');
  });

  it('the resident may end a contract on their own request; a recorded death blocks new contracts', async () => {
    const patient = await createPatient(app, c.p, c.owner, { name: '周八', doctorId: c.doctor.doctorId });
    const first = await ok(app, c.p, c.doctor, 'POST', '/api/patient/sign/contract', {
      patientId: patient.id,
    });
    const own = await ok(app, c.p, c.owner, 'PUT', url(first.id, 'terminate'), { reason: 'own_request' });
    expect(own).toMatchObject({ state: 'terminated', terminateReasonLabel: '本人申请解约' });
    const second = await ok(app, c.p, c.doctor, 'POST', '/api/patient/sign/contract', {
      patientId: patient.id,
    });
    await ok(app, c.p, c.doctor, 'PUT', url(second.id, 'terminate'), { reason: 'deceased' });
    const again = await offer(app, c.p, c.doctor, { patientId: patient.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该居民已登记死亡，不能签约');
  });

  it('an assistant offers for a doctor: the doctor and the resident confirm at once, one signed contract', async () => {
    const patient = await createPatient(app, c.p, c.owner, { name: '吴九', doctorId: c.doctor.doctorId });
    const offered = await ok(app, c.p, c.assistant, 'POST', '/api/patient/sign/contract', {
      patientId: patient.id,
      doctorId: c.doctor.doctorId,
    });
    expect(offered).toMatchObject({ state: 'pending', awaiting: 'both' });
    expect((await messagesOf(c.p, c.doctor.id)).at(-1)).toMatchObject({ title: '签约待确认' });
    const [a, b] = await Promise.all([
      call(app, c.p, { method: 'PUT', url: url(offered.id, 'confirm'), token: c.doctor.token }),
      call(app, c.p, { method: 'PUT', url: url(offered.id, 'confirm'), token: c.owner.token }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const detail = await ok(app, c.p, c.doctor, 'GET', url(offered.id));
    expect(detail.state).toBe('signed');
    expect(detail.doctorConfirmedAt).not.toBeNull();
    expect(detail.residentConfirmedAt).not.toBeNull();
  });

  it('two doctors signing the same resident at once: exactly one active contract', async () => {
    for (let round = 0; round < 3; round++) {
      const patient = await createPatient(app, c.p, c.owner, {
        name: `郑十${round}`,
        doctorId: c.doctor.doctorId,
      });
      const answers = await Promise.all([
        offer(app, c.p, c.doctor, { patientId: patient.id }),
        offer(app, c.p, c.doctor2, { patientId: patient.id }),
        offer(app, c.p, c.doctor, { patientId: patient.id, servicePacks: ['老年人服务包'] }),
      ]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      expect(await activeCount(c.p, patient.id)).toBe(1);
    }
  });
});
