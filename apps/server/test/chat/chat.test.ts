import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { capturePushes } from '../inquiry/helpers.ts';
import { type Account, account } from '../patients/helpers.ts';

describe('chat: ask rooms and records', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let patient: Account;
  let doctor: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    patient = await account(app, p, { name: '患者甲' });
    doctor = await account(app, p, { role: 'doctor', name: '李医生' });
  });
  afterAll(() => app.close());

  const open = async (from: Account, to: Account) => {
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/message/ask',
      token: from.token,
      payload: { toId: to.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; other: { userId: number; name: string } };
  };
  const send = (from: Account, payload: Record<string, unknown>) =>
    call(app, p, { method: 'POST', url: '/api/message/ask/record', token: from.token, payload });

  it('opens one room per pair; only rooms with records are listed, newest first', async () => {
    const a = await open(patient, doctor);
    const b = await open(doctor, patient);
    expect(b.id).toBe(a.id);
    expect(a.other).toMatchObject({ userId: doctor.id, name: '李医生' });
    const doctor2 = await account(app, p, { role: 'doctor', name: '赵医生' });
    const room2 = await open(patient, doctor2);
    const empty = await call(app, p, { method: 'GET', url: '/api/message/ask/list', token: patient.token });
    expect(empty.json().data.list.map((r: { id: number }) => r.id)).not.toContain(a.id);
    await send(patient, { askId: a.id, type: 'text', text: '医生您好' });
    await send(patient, { askId: room2.id, type: 'text', text: '赵医生好' });
    const list = await call(app, p, { method: 'GET', url: '/api/message/ask/list', token: patient.token });
    expect(list.json().data.list.map((r: { id: number }) => r.id)).toEqual([room2.id, a.id]);
    await send(doctor, { askId: a.id, type: 'text', text: '请讲' });
    const again = await call(app, p, { method: 'GET', url: '/api/message/ask/list', token: patient.token });
    const rooms = again.json().data.list as Array<{
      id: number;
      unread: number;
      lastRecord: { text: string };
    }>;
    expect(rooms.map((r) => r.id)).toEqual([a.id, room2.id]);
    expect(rooms[0]).toMatchObject({ unread: 1, lastRecord: { text: '请讲' } });
  });

  it('refuses bad rooms: self, unknown user, customer to customer, no token', async () => {
    const self = await call(app, p, {
      method: 'POST',
      url: '/api/message/ask',
      token: patient.token,
      payload: { toId: patient.id },
    });
    expect(self.statusCode).toBe(400);
    const unknown = await call(app, p, {
      method: 'POST',
      url: '/api/message/ask',
      token: patient.token,
      payload: { toId: 99999999 },
    });
    expect(unknown.statusCode).toBe(404);
    const other = await account(app, p);
    const c2c = await call(app, p, {
      method: 'POST',
      url: '/api/message/ask',
      token: patient.token,
      payload: { toId: other.id },
    });
    expect(c2c.statusCode).toBe(403);
    const anon = await call(app, p, {
      method: 'POST',
      url: '/api/message/ask',
      payload: { toId: doctor.id },
    });
    expect(anon.statusCode).toBe(401);
    const spoof = await call(app, p, {
      method: 'POST',
      url: '/api/message/ask',
      token: patient.token,
      payload: { fromId: doctor.id, toId: other.id },
    });
    expect(spoof.statusCode).toBe(403);
  });

  it('stores text, image and voice, then pushes ASK_RECORD to the other party only', async () => {
    const room = await open(patient, doctor);
    const pushes = capturePushes(app);
    const text = await send(patient, {
      askId: room.id,
      type: 'text',
      text: '  头疼  ',
      receiveUserId: doctor.id,
    });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().data).toMatchObject({
      type: 'text',
      text: '头疼',
      userId: patient.id,
      receiveUserId: doctor.id,
    });
    const image = await send(patient, { askId: room.id, type: 'image', url: `/api/files/${p.key}/a.png` });
    expect(image.json().data).toMatchObject({ type: 'image', url: `/api/files/${p.key}/a.png`, text: null });
    const voice = await send(doctor, {
      askId: room.id,
      type: 'voice',
      url: `/api/files/${p.key}/v.mp3`,
      duration: 12,
    });
    expect(voice.json().data).toMatchObject({ type: 'voice', duration: 12 });
    pushes.off();
    const asks = pushes.seen.filter((m) => m.message.action === 'ASK_RECORD');
    expect(asks.map((m) => [m.userId, (m.message.data as { id: number }).id])).toEqual([
      [doctor.id, text.json().data.id],
      [doctor.id, image.json().data.id],
      [patient.id, voice.json().data.id],
    ]);
    const records = await call(app, p, {
      method: 'GET',
      url: `/api/message/ask/record/ask/${room.id}`,
      token: doctor.token,
    });
    const ids = records.json().data.map((r: { id: number }) => r.id);
    expect(ids.slice(0, 3)).toEqual([voice.json().data.id, image.json().data.id, text.json().data.id]);
    const older = await call(app, p, {
      method: 'GET',
      url: `/api/message/ask/record/ask/${room.id}`,
      token: doctor.token,
      query: { beforeId: String(image.json().data.id), pageSize: '1' },
    });
    expect(older.json().data.map((r: { id: number }) => r.id)).toEqual([text.json().data.id]);
    const latest = await call(app, p, {
      method: 'GET',
      url: '/api/message/ask/record/latest',
      token: patient.token,
      query: { askId: String(room.id) },
    });
    expect(latest.json().data.id).toBe(voice.json().data.id);
  });

  it('validates messages with Chinese messages', async () => {
    const room = await open(patient, doctor);
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ askId: room.id, type: 'text', text: '   ' }, '请输入消息内容', 400],
      [{ askId: room.id, type: 'image' }, '请上传文件', 400],
      [{ askId: room.id, type: 'image', url: 'javascript:alert(1)' }, '文件地址有误', 400],
      [{ askId: room.id, type: 'voice', url: `/api/files/${p.key}/v.mp3` }, '语音时长有误', 400],
      [
        { askId: room.id, type: 'voice', url: `/api/files/${p.key}/v.mp3`, duration: 61 },
        '语音不能超过60秒',
        400,
      ],
      [{ askId: room.id, type: 'system', text: '伪造' }, '消息类型有误', 400],
      [{ askId: room.id, type: 'text', text: 'x'.repeat(2001) }, '消息不能超过2000个字', 400],
      [{ askId: room.id, type: 'text', text: 'hi', receiveUserId: patient.id }, '接收人有误', 400],
      [{ askId: room.id, type: 'text', text: 'hi', userId: doctor.id }, '没有访问权限', 403],
    ];
    for (const [payload, msg, status] of cases) {
      const res = await send(patient, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().msg).toContain(msg);
    }
    const stranger = await account(app, p, { role: 'doctor' });
    const notMember = await send(stranger, { askId: room.id, type: 'text', text: 'hi' });
    expect(notMember.statusCode).toBe(404);
    expect(
      (await call(app, p, { method: 'GET', url: `/api/message/ask/${room.id}`, token: stranger.token }))
        .statusCode,
    ).toBe(404);
    const other = await createProject();
    const outsider = await account(app, other, { role: 'doctor' });
    const cross = await call(app, other, {
      method: 'GET',
      url: `/api/message/ask/record/ask/${room.id}`,
      token: outsider.token,
    });
    expect(cross.statusCode).toBe(404);
  });

  it('revoke: sender only, within 2 minutes, pushed to the other party', async () => {
    const room = await open(patient, doctor);
    const msg = (await send(patient, { askId: room.id, type: 'text', text: '发错了' })).json().data as {
      id: number;
    };
    const byReceiver = await call(app, p, {
      method: 'DELETE',
      url: `/api/message/ask/record/revoke/${msg.id}`,
      token: doctor.token,
    });
    expect(byReceiver.statusCode).toBe(403);
    const stranger = await account(app, p, { role: 'doctor' });
    const byStranger = await call(app, p, {
      method: 'DELETE',
      url: `/api/message/ask/record/revoke/${msg.id}`,
      token: stranger.token,
    });
    expect(byStranger.statusCode).toBe(404);
    const pushes = capturePushes(app);
    const ok = await call(app, p, {
      method: 'DELETE',
      url: `/api/message/ask/record/revoke/${msg.id}`,
      token: patient.token,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ revoked: true, text: null });
    pushes.off();
    expect(pushes.seen.map((m) => [m.userId, m.message.action, m.message.data])).toEqual([
      [doctor.id, 'REVOKE_ASK_RECORD', { id: msg.id, askId: room.id }],
    ]);
    const twice = await call(app, p, {
      method: 'DELETE',
      url: `/api/message/ask/record/revoke/${msg.id}`,
      token: patient.token,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('消息已撤回');
    const seen = await call(app, p, {
      method: 'GET',
      url: `/api/message/ask/record/ask/${room.id}`,
      token: doctor.token,
    });
    expect(seen.json().data.find((r: { id: number }) => r.id === msg.id)).toMatchObject({
      revoked: true,
      text: null,
    });
    const old = (await send(patient, { askId: room.id, type: 'text', text: '旧消息' })).json().data as {
      id: number;
    };
    await withAdmin((c) =>
      c.query(`update ask_records set created_at = now() - interval '3 minutes' where id = $1`, [old.id]),
    );
    const late = await call(app, p, {
      method: 'DELETE',
      url: `/api/message/ask/record/revoke/${old.id}`,
      token: patient.token,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('超过2分钟的消息不能撤回');
  });

  it('counts unread (all, today, per user, per room) and marks a room read', async () => {
    const me = await account(app, p, { role: 'doctor' });
    const p1 = await account(app, p, { name: '患者一' });
    const p2 = await account(app, p, { name: '患者二' });
    const r1 = await open(p1, me);
    const r2 = await open(p2, me);
    await send(p1, { askId: r1.id, type: 'text', text: '1' });
    await send(p1, { askId: r1.id, type: 'text', text: '2' });
    await send(p2, { askId: r2.id, type: 'text', text: '3' });
    await send(me, { askId: r2.id, type: 'text', text: '回复' });
    const get = async (url: string) =>
      (await call(app, p, { method: 'GET', url, token: me.token })).json().data;
    expect(await get('/api/message/ask/count/all')).toEqual({ count: 3 });
    expect(await get('/api/message/ask/count/today')).toEqual({ count: 3 });
    expect(await get(`/api/message/ask/record/user/read/count/user/unread/${p1.id}`)).toEqual({ count: 2 });
    const summary = await get('/api/message/ask/unread');
    expect(summary.total).toBe(3);
    expect(summary.rooms).toEqual(
      expect.arrayContaining([
        { askId: r1.id, unread: 2 },
        { askId: r2.id, unread: 1 },
      ]),
    );
    const read = await call(app, p, {
      method: 'PUT',
      url: `/api/message/ask/record/ask/${r1.id}/read`,
      token: me.token,
    });
    expect(read.json().data).toEqual({ count: 2 });
    expect(await get('/api/message/ask/count/all')).toEqual({ count: 1 });
    const records = await call(app, p, {
      method: 'GET',
      url: `/api/message/ask/record/ask/${r1.id}`,
      token: p1.token,
    });
    expect(records.json().data.every((r: { read: boolean }) => r.read)).toBe(true);
  });

  it('sets an alias seen only by its owner', async () => {
    const room = await open(doctor, patient);
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/message/ask/user/alias',
      token: doctor.token,
      payload: { userId: patient.id, askId: room.id, alias: '老病号' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.other.alias).toBe('老病号');
    const mine = await call(app, p, {
      method: 'GET',
      url: `/api/message/ask/${room.id}`,
      token: doctor.token,
    });
    expect(mine.json().data.other.alias).toBe('老病号');
    const theirs = await call(app, p, {
      method: 'GET',
      url: `/api/message/ask/${room.id}`,
      token: patient.token,
    });
    expect(theirs.json().data.other.alias).toBeNull();
    const wrong = await call(app, p, {
      method: 'POST',
      url: '/api/message/ask/user/alias',
      token: doctor.token,
      payload: { userId: doctor.id, askId: room.id, alias: 'x' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
