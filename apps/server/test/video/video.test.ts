import { VIDEO_MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppParts, type OpenCtx, projectContext } from '../../src/core/context.ts';
import { verifyUserSig } from '../../src/lib/tls-sig.ts';
import { sendConsultReminder } from '../../src/modules/video/reminders.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, countRows, createPatient, otherOrgDoctor } from '../patients/helpers.ts';
import { listen, TestClient, wsUrl } from '../realtime/helpers.ts';

const RECORD = '/api/base/remote/video/consultation/record';

describe('remote video consultations, room settings, invites and the signalling relay', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let host: Account;
  let colleague: Account;
  let patient: Account;
  let stranger: Account;
  let guest: Account;
  let outsider: Account;
  let patientId: number;
  let consultId: number;
  let roomCode: string;

  beforeAll(async () => {
    app = await createTestApp();
    await listen(app);
    p = await createProject();
    other = await createProject();
    host = await account(app, p, { role: 'doctor', name: '王医生' });
    colleague = await account(app, p, { role: 'doctor', name: '李专家' });
    patient = await account(app, p, { name: '张阿姨' });
    stranger = await account(app, p, { name: '路人' });
    guest = await otherOrgDoctor(app, p);
    outsider = await account(app, other, { role: 'doctor' });
    patientId = (await createPatient(app, p, host, { name: '张阿姨' })).id;
    await withAdmin((c) =>
      c.query('insert into patient_relations (project_id, user_id, patient_id) values ($1,$2,$3)', [
        p.id,
        patient.id,
        patientId,
      ]),
    );
  });
  afterAll(() => app.close());

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Account, payload?: object, project = p) =>
    call(app, project, { method, url, token: who?.token, payload: payload as Record<string, unknown> });
  const inHour = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  const body = () => ({
    doctorIds: [colleague.doctorId],
    patientId,
    title: '高血压远程会诊',
    startTime: inHour(1),
    endTime: inHour(2),
    isRemind: true,
  });

  it('a doctor schedules a consultation; bad input answers 400 in Chinese, no token 401', async () => {
    const res = await req('POST', RECORD, host, body());
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({
      title: '高血压远程会诊',
      patientName: '张阿姨',
      state: 'scheduled',
      isHost: true,
    });
    expect(view.doctors).toEqual([{ doctorId: colleague.doctorId, userId: colleague.id, name: '李专家' }]);
    expect(view.roomCode).toMatch(/^\d+$/);
    consultId = view.id;
    roomCode = view.roomCode;

    const late = await req('POST', RECORD, host, { ...body(), endTime: inHour(0.5) });
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe(VIDEO_MSG.timeOrder);
    const noTitle = await req('POST', RECORD, host, { ...body(), title: '' });
    expect(noTitle.json().msg).toContain('请输入会诊标题');
    const taken = await req('POST', RECORD, host, { ...body(), roomCode });
    expect(taken.json().msg).toBe(VIDEO_MSG.roomCodeTaken);
    expect((await req('POST', RECORD, undefined, body())).statusCode).toBe(401);
    expect((await req('POST', RECORD, patient, body())).statusCode).toBe(403);
    // Another org's doctor does not see the patient.
    expect((await req('POST', RECORD, guest, body())).statusCode).toBe(404);
  });

  it('participants see it by id, by room code and in the list; others get 404', async () => {
    for (const who of [host, colleague, patient]) {
      expect((await req('GET', `${RECORD}/${consultId}`, who)).json().data.id).toBe(consultId);
      expect((await req('GET', `${RECORD}/roomcode/${roomCode}`, who)).json().data.id).toBe(consultId);
      const list = (await req('GET', `${RECORD}/list`, who)).json().data;
      expect(list.list.map((c: { id: number }) => c.id)).toContain(consultId);
    }
    expect((await req('GET', `${RECORD}/${consultId}`, stranger)).statusCode).toBe(404);
    expect((await req('GET', `${RECORD}/${consultId}`, outsider, undefined, other)).statusCode).toBe(404);
    expect((await req('GET', `${RECORD}/list`, stranger)).json().data.total).toBe(0);
    expect((await req('GET', `${RECORD}/roomcode/abc`, host)).statusCode).toBe(400);
  });

  it('the user signature verifies with the server key and never carries it', async () => {
    const res = await req('GET', `${RECORD}/sdk/user/sig?roomCode=${roomCode}`, patient);
    const s = res.json().data;
    expect(s).toMatchObject({
      provider: 'mesh',
      userId: `user_${patient.id}`,
      isHost: false,
      roomId: Number(roomCode),
    });
    expect(JSON.stringify(s)).not.toContain(app.services.video.secretKey);
    expect(verifyUserSig(app.services.video.secretKey, s.sdkAppId, s.userId, s.userSig).ok).toBe(true);
    expect(s.members.map((m: { name: string }) => m.name).sort()).toEqual(
      ['张阿姨', '李专家', '王医生'].sort(),
    );
    expect((await req('GET', `${RECORD}/sdk/user/sig?roomCode=${roomCode}`, stranger)).statusCode).toBe(404);
    const third = await req('GET', `/api/third/video?roomId=${roomCode}`, host);
    expect(third.json().data.isHost).toBe(true);
    expect((await req('GET', `/api/third/video?roomId=${roomCode}`, stranger)).statusCode).toBe(404);
    // A doctor opens a test room of their own; a patient cannot.
    const own = (await req('GET', '/api/third/video', colleague)).json().data;
    expect(own).toMatchObject({ isHost: true, consultationId: null });
    expect((await req('GET', '/api/third/video?roomId=77777', patient)).statusCode).toBe(404);
  });

  it('an invite link lets one guest in; a second account is refused', async () => {
    expect((await req('POST', `${RECORD}/invite`, patient, { roomCode })).statusCode).toBe(403);
    const { token } = (await req('POST', `${RECORD}/invite`, host, { roomCode })).json().data;
    const first = await req('POST', `${RECORD}/invite/redeem`, guest, { token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ isHost: false, userId: `user_${guest.id}` });
    expect((await req('POST', `${RECORD}/invite/redeem`, guest, { token })).statusCode).toBe(200);
    const second = await req('POST', `${RECORD}/invite/redeem`, stranger, { token });
    expect(second.statusCode).toBe(400);
    expect(second.json().msg).toBe(VIDEO_MSG.inviteUsed);
    const bogus = await req('POST', `${RECORD}/invite/redeem`, stranger, { token: 'x'.repeat(32) });
    expect(bogus.json().msg).toBe(VIDEO_MSG.inviteInvalid);
    // The guest now takes part (list), the refused account does not.
    expect((await req('GET', `${RECORD}/${consultId}`, guest)).statusCode).toBe(200);
    expect((await req('GET', `${RECORD}/${consultId}`, stranger)).statusCode).toBe(404);
  });

  it('signalling goes only between members of the room', async () => {
    const socket = async (who: Account) =>
      TestClient.signedIn(wsUrl(app, who.id, `?project=${p.key}`), who.token);
    const [h, pt, s] = [await socket(host), await socket(patient), await socket(stranger)];
    h.send({
      action: 'VIDEO_SIGNAL',
      taskId: 's1',
      data: { roomCode, kind: 'offer', to: patient.id, payload: { sdp: 'v=0' } },
    });
    expect((await h.next('REPLY')).data).toEqual({ ok: true, result: { targets: 1 } });
    const got = await pt.next('VIDEO_SIGNAL');
    expect(got.data).toMatchObject({
      kind: 'offer',
      from: host.id,
      fromName: '王医生',
      payload: { sdp: 'v=0' },
    });
    pt.send({ action: 'VIDEO_SIGNAL', taskId: 's2', data: { roomCode, kind: 'join' } });
    expect((await pt.next('REPLY')).data).toMatchObject({ ok: true, result: { targets: 3 } });
    await h.next('VIDEO_SIGNAL', (m) => (m.data as { kind: string }).kind === 'join');
    s.send({ action: 'VIDEO_SIGNAL', taskId: 's3', data: { roomCode, kind: 'offer', to: host.id } });
    expect((await s.next('REPLY')).data).toEqual({ ok: false, msg: VIDEO_MSG.roomNotFound });
    h.send({ action: 'VIDEO_SIGNAL', taskId: 's4', data: { roomCode, kind: 'offer', to: stranger.id } });
    expect((await h.next('REPLY')).data).toEqual({ ok: false, msg: VIDEO_MSG.roomNotFound });
    expect(s.count('VIDEO_SIGNAL')).toBe(0);
    for (const c of [h, pt, s]) c.close();
  });

  it('reminders go to the members once, as system messages and REMOTE_VIDEO_CONSULTATION', async () => {
    const parts: AppParts = {
      services: app.services,
      log: app.log,
      jobs: app.jobs,
      send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
    };
    const ctx = (await projectContext(parts, p.id)) as OpenCtx;
    expect(await sendConsultReminder(ctx, { projectId: p.id, consultationId: consultId, soon: true })).toBe(
      4,
    );
    expect(await sendConsultReminder(ctx, { projectId: p.id, consultationId: consultId, soon: true })).toBe(
      0,
    );
    expect(
      await countRows('system_messages', p.id, "kind = 'video' and user_id = $2", [patient.id]),
    ).toBeGreaterThan(0);
  });

  it('only the host ends it; then the room is closed', async () => {
    expect((await req('PUT', `${RECORD}/end/${consultId}`, colleague)).statusCode).toBe(403);
    expect((await req('PUT', `${RECORD}/end/${consultId}`, stranger)).statusCode).toBe(403);
    const ended = await req('PUT', `${RECORD}/end/${consultId}`, host);
    expect(ended.json().data).toMatchObject({ state: 'ended', stateText: '已结束' });
    expect((await req('PUT', `${RECORD}/end/${consultId}`, host)).json().msg).toBe(VIDEO_MSG.ended);
    expect((await req('GET', `${RECORD}/sdk/user/sig?roomCode=${roomCode}`, patient)).statusCode).toBe(404);
    expect((await req('GET', `${RECORD}/list?state=ended`, patient)).json().data.total).toBe(1);
  });
});
