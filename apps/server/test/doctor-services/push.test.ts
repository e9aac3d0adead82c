import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevSmsProvider } from '../../src/modules/auth/sms/provider.ts';
import type { DevWechatTemplateSender } from '../../src/modules/doctor-services/push-providers.ts';
import { PUSH_DEPS } from '../../src/modules/doctor-services/routes.ts';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { capturePushes } from '../inquiry/helpers.ts';
import { type Account, account, countRows, createPatient, otherOrgDoctor } from '../patients/helpers.ts';

describe('doctor pushes to patients', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let doctor: Account;
  let farDoctor: Account;
  let assistant: Account;
  let admin: Account;
  let owner: Account;
  let owner2: Account;
  let otherProjectDoctor: Account;
  let patientA: { id: number; tel: string };
  let patientB: { id: number; tel: string };
  let farPatient: { id: number };
  let noAccountPatient: { id: number };

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '赵医生' });
    farDoctor = await otherOrgDoctor(app, p);
    assistant = await account(app, p, { role: 'assistant' });
    admin = await account(app, p, { role: 'admin' });
    owner = await account(app, p, { name: '患者甲' });
    owner2 = await account(app, p, { name: '患者乙' });
    otherProjectDoctor = await account(app, other, { role: 'doctor' });
    patientA = await createPatient(app, p, owner, { name: '甲' });
    patientB = await createPatient(app, p, owner2, { name: '乙' });
    farPatient = await createPatient(app, p, farDoctor, { name: '远', doctorId: farDoctor.doctorId });
    noAccountPatient = await createPatient(app, p, doctor, { name: '无账号' });
  });
  afterAll(() => app.close());

  const pushDeps = () => {
    const deps = PUSH_DEPS.get(app.services);
    if (!deps) throw new Error('push deps not registered');
    return deps;
  };

  const push = (who: Account | null, payload: Record<string, unknown>, project: TestProject = p) =>
    call(app, project, {
      method: 'POST',
      url: '/api/message/push/patient',
      token: who?.token,
      payload: {
        msgType: 1,
        templateData: { title: '复诊提醒', content: '请于本周五上午来院复诊' },
        ...payload,
      },
    });
  const log = (who: Account, query: Record<string, string> = {}) =>
    call(app, p, { method: 'GET', url: '/api/message/push/log', query, token: who.token });

  it('delivers a system message and SYSTEM_MSG to the account of each chosen patient', async () => {
    const cap = capturePushes(app);
    const res = await push(doctor, { patientIds: [patientA.id, noAccountPatient.id] });
    cap.off();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'sent',
      stateText: '已发送',
      patientCount: 2,
      deliveredCount: 1,
      unreachableCount: 1,
      doctorName: '赵医生',
    });
    const msgs = await call(app, p, { method: 'GET', url: '/api/message/system', token: owner.token });
    const [first] = msgs.json().data.list;
    expect(first).toMatchObject({ title: '复诊提醒', content: '请于本周五上午来院复诊', kind: 'push' });
    expect(cap.seen.filter((s) => s.userId === owner.id && s.message.action === 'SYSTEM_MSG')).toHaveLength(
      1,
    );
    expect(cap.seen.some((s) => s.userId === owner2.id)).toBe(false);
    const received = await call(app, p, { method: 'GET', url: '/api/patient/push/list', token: owner.token });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data.list[0]).toMatchObject({
      patientName: '甲',
      doctorName: '赵医生',
      title: '复诊提醒',
    });
    const none = await call(app, p, { method: 'GET', url: '/api/patient/push/list', token: owner2.token });
    expect(none.json().data.total).toBe(0);
  });

  it('SMS pushes go through the development SMS provider, WeChat ones through the development sender', async () => {
    const sms = await push(doctor, { msgType: 2, smsSceneKey: 'revisit', patientIds: [patientB.id] });
    expect(sms.statusCode, sms.body).toBe(200);
    expect(sms.json().data.smsCount).toBe(1);
    const provider = pushDeps().sms as DevSmsProvider;
    expect(provider.lastMessage(patientB.tel)?.text).toBe('【复诊提醒】复诊提醒：请于本周五上午来院复诊');
    const wx = await push(doctor, {
      msgType: 3,
      patientIds: [patientB.id],
      weChatUrl: 'https://example.com/a',
    });
    expect(wx.statusCode, wx.body).toBe(200);
    const outbox = (pushDeps().wechat as DevWechatTemplateSender).outbox;
    expect(outbox.at(-1)).toMatchObject({ userId: owner2.id, url: 'https://example.com/a' });
  });

  it('isAllSend reaches every patient the doctor sees, and no other', async () => {
    const res = await push(doctor, { isAllSend: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.patientCount).toBe(3);
    const far = await push(farDoctor, { isAllSend: true });
    expect(far.json().data.patientCount).toBe(1);
  });

  it('the log pages the doctor’s pushes with counts; another doctor sees only theirs', async () => {
    const res = await log(doctor, { pageSize: '2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total).toBe(4);
    expect(res.json().data.list).toHaveLength(2);
    expect(res.json().data.list[0].isAllSend).toBe(true);
    expect((await log(farDoctor)).json().data.total).toBe(1);
    expect((await log(admin)).json().data.total).toBe(5);
    expect((await log(admin, { doctorId: String(farDoctor.doctorId) })).json().data.total).toBe(1);
    expect((await log(farDoctor, { doctorId: String(doctor.doctorId) })).statusCode).toBe(404);
    expect((await log(owner)).statusCode).toBe(403);
  });

  it('read counts follow the patients reading the message', async () => {
    const msgs = await call(app, p, { method: 'GET', url: '/api/message/system', token: owner.token });
    const id = msgs.json().data.list.at(-1).id;
    await call(app, p, { method: 'PUT', url: `/api/message/system/read/${id}`, token: owner.token });
    const list = (await log(doctor)).json().data.list as Array<{ readCount: number }>;
    expect(list.at(-1)?.readCount).toBe(1);
  });

  it('a timed push waits for its time, then the job delivers it once', async () => {
    const at = new Date(Date.now() + 1500).toISOString();
    const res = await push(doctor, { patientIds: [patientA.id], timingTime: at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'scheduled', stateText: '待发送', patientCount: 1 });
    const id = res.json().data.id as number;
    let state = 'scheduled';
    for (let i = 0; i < 40 && state !== 'sent'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      const row = ((await log(doctor)).json().data.list as Array<{ id: number; state: string }>).find(
        (x) => x.id === id,
      );
      state = row?.state ?? '';
    }
    expect(state).toBe('sent');
    expect(await pushDeps().deliver(p.id, id)).toBe(false);
    expect(await countRows('patient_push_deliveries', p.id, 'push_id = $2', [id])).toBe(1);
  }, 30_000);

  it('bad input is 400 and stores nothing', async () => {
    const before = await countRows('patient_pushes', p.id);
    const cases: Array<Record<string, unknown>> = [
      { patientIds: [] },
      { patientIds: [patientA.id], msgType: 9 },
      { patientIds: [patientA.id], msgType: 2 },
      { patientIds: [patientA.id], msgType: 2, smsSceneKey: 'nope' },
      { patientIds: [patientA.id], templateData: { title: '', content: 'x' } },
      { patientIds: [patientA.id], templateData: { title: 't', content: 'x'.repeat(501) } },
      { patientIds: [patientA.id], timingTime: 'tomorrow' },
      { patientIds: [patientA.id], timingTime: new Date(Date.now() - 3_600_000).toISOString() },
      { patientIds: [patientA.id], timingTime: new Date(Date.now() + 31 * 86_400_000).toISOString() },
      { patientIds: [patientA.id], weChatUrl: 'javascript:alert(1)' },
      { patientIds: ['x'] },
    ];
    for (const c of cases) expect((await push(doctor, c)).statusCode, JSON.stringify(c)).toBe(400);
    expect(await countRows('patient_pushes', p.id)).toBe(before);
  });

  it('patients the doctor may not see answer 404; roles are checked', async () => {
    const before = await countRows('patient_pushes', p.id);
    expect((await push(doctor, { patientIds: [patientA.id, farPatient.id] })).statusCode).toBe(404);
    expect((await push(otherProjectDoctor, { patientIds: [patientA.id] }, other)).statusCode).toBe(404);
    expect((await push(farDoctor, { doctorId: doctor.doctorId, patientIds: [patientA.id] })).statusCode).toBe(
      404,
    );
    expect((await push(owner, { patientIds: [patientA.id] })).statusCode).toBe(403);
    expect((await push(assistant, { patientIds: [patientA.id] })).statusCode).toBe(403);
    expect((await push(null, { patientIds: [patientA.id] })).statusCode).toBe(401);
    expect(await countRows('patient_pushes', p.id)).toBe(before);
    const byAdmin = await push(admin, { doctorId: doctor.doctorId, patientIds: [patientA.id] });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(
      (await call(app, p, { method: 'GET', url: '/api/patient/push/list', token: doctor.token })).statusCode,
    ).toBe(403);
  });
});
