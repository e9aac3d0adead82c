import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendInput } from '../../src/modules/chat/batch-writer.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';

/** Batched chat writes: many concurrent sends, order per room, one bad item fails alone. */
describe('chat: batched writes', () => {
  let app: FastifyInstance;
  let p: TestProject;
  const rooms: { askId: number; patient: Account; doctor: Account }[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    const doctor = await account(app, p, { role: 'doctor', name: '周医生' });
    for (let i = 0; i < 4; i++) {
      const patient = await account(app, p, { name: `患者${i}` });
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/message/ask',
        token: patient.token,
        payload: { toId: doctor.id },
      });
      rooms.push({ askId: res.json().data.id, patient, doctor });
    }
  });
  afterAll(() => app.close());

  const input = (room: (typeof rooms)[number], text: string, taskId: string | null = null): SendInput => ({
    projectId: p.id,
    askId: room.askId,
    userId: room.patient.id,
    receiveUserId: null,
    type: 'text',
    text,
    url: null,
    duration: null,
    title: null,
    taskId,
  });

  it('stores every one of 200 concurrent sends once, in send order within each room', async () => {
    const writer = app.services.chatWriter;
    const sends = Array.from({ length: 200 }, (_, n) => {
      const room = rooms[n % rooms.length] as (typeof rooms)[number];
      return writer.send(input(room, `m${n}`));
    });
    const results = await Promise.all(sends);
    expect(results.every((r) => r.status === 'created')).toBe(true);
    for (const room of rooms) {
      const texts = await withAdmin(
        async (c) =>
          (await c.query('select text from ask_records where ask_id = $1 order by id', [room.askId])).rows,
      );
      const sent = Array.from({ length: 200 }, (_, n) => n)
        .filter((n) => n % rooms.length === rooms.indexOf(room))
        .map((n) => `m${n}`);
      expect(texts.map((t: { text: string }) => t.text)).toEqual(sent);
    }
  });

  it('a resent task id in the same batch stores one record; a bad item fails alone', async () => {
    const writer = app.services.chatWriter;
    const room = rooms[0] as (typeof rooms)[number];
    const [a, b, bad, ok] = await Promise.allSettled([
      writer.send(input(room, '同一任务', 'task-1')),
      writer.send(input(room, '同一任务', 'task-1')),
      writer.send(input(room, 'nul\u0000byte')),
      writer.send(input(room, '正常')),
    ]);
    expect(a.status === 'fulfilled' && a.value.status).toBe('created');
    expect(b.status === 'fulfilled' && b.value.status).toBe('existing');
    expect(a.status === 'fulfilled' && b.status === 'fulfilled' && a.value.row?.id === b.value.row?.id).toBe(
      true,
    );
    expect(bad.status).toBe('rejected');
    expect(ok.status === 'fulfilled' && ok.value.status).toBe('created');
  });
});
