import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { listen, sleep, TestClient, wsUrl } from '../realtime/helpers.ts';

describe('chat over the realtime channel', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let patient: Account;
  let doctor: Account;

  beforeAll(async () => {
    app = await createTestApp();
    await listen(app);
    p = await createProject();
    patient = await account(app, p);
    doctor = await account(app, p, { role: 'doctor' });
  });
  afterAll(() => app.close());

  it('ASK_RECORD_SEND stores once per task id and the other party gets ASK_RECORD once', async () => {
    const room = await call(app, p, {
      method: 'POST',
      url: '/api/message/ask',
      token: patient.token,
      payload: { toId: doctor.id },
    });
    const askId = room.json().data.id as number;
    const pc = await TestClient.signedIn(wsUrl(app, patient.id, `?project=${p.key}`), patient.token, p.key);
    const dc = await TestClient.signedIn(wsUrl(app, doctor.id, `?project=${p.key}`), doctor.token, p.key);
    const message = {
      action: 'ASK_RECORD_SEND',
      taskId: 'task-1',
      data: { askId, type: 'text', text: '在吗' },
    };
    pc.send(message);
    const first = await pc.next('REPLY');
    pc.send(message);
    const second = await pc.next('REPLY');
    expect(first.data).toMatchObject({ ok: true, result: { text: '在吗', askId } });
    expect(second.data).toEqual(first.data);
    const got = await dc.next('ASK_RECORD');
    expect(got.data).toMatchObject({ text: '在吗', userId: patient.id });
    await sleep(200);
    expect(dc.count('ASK_RECORD')).toBe(0);
    const stored = await withAdmin(async (c) =>
      Number((await c.query('select count(*) from ask_records where ask_id = $1', [askId])).rows[0]?.count),
    );
    expect(stored).toBe(1);

    pc.send({ action: 'ASK_RECORD_SEND', taskId: 'task-2', data: { askId, type: 'text', text: '' } });
    const bad = await pc.next('REPLY');
    expect(bad.data).toMatchObject({ ok: false });
    // A revoke over HTTP reaches the doctor's socket.
    const id = (first.data as { result: { id: number } }).result.id;
    await call(app, p, {
      method: 'DELETE',
      url: `/api/message/ask/record/revoke/${id}`,
      token: patient.token,
    });
    expect((await dc.next('REVOKE_ASK_RECORD')).data).toEqual({ id, askId });
    pc.close();
    dc.close();
  });

  it('a task id resent after a reconnect (new socket, empty task memory) is still stored once', async () => {
    const room = await call(app, p, {
      method: 'POST',
      url: '/api/message/ask',
      token: patient.token,
      payload: { toId: doctor.id },
    });
    const askId = room.json().data.id as number;
    const message = {
      action: 'ASK_RECORD_SEND',
      taskId: 'task-reconnect',
      data: { askId, type: 'text', text: '重连' },
    };
    const first = await TestClient.signedIn(
      wsUrl(app, patient.id, `?project=${p.key}`),
      patient.token,
      p.key,
    );
    first.send(message);
    const a = await first.next('REPLY');
    first.close();
    const again = await TestClient.signedIn(
      wsUrl(app, patient.id, `?project=${p.key}`),
      patient.token,
      p.key,
    );
    // Another instance would have no memory of the task id: forget it here the same way.
    (app.realtime as unknown as { tasks: Map<number, unknown> }).tasks.clear();
    again.send(message);
    const b = await again.next('REPLY');
    expect((b.data as { result: { id: number } }).result.id).toBe(
      (a.data as { result: { id: number } }).result.id,
    );
    const stored = await withAdmin(async (c) =>
      Number(
        (await c.query("select count(*) from ask_records where ask_id = $1 and text = '重连'", [askId]))
          .rows[0]?.count,
      ),
    );
    expect(stored).toBe(1);
    again.close();
  });
});
