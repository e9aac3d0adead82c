import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSystemMessages } from '../../src/db/seed/messages-data.ts';
import { call, createProject, createTestApp, createUser, type TestProject, withAdmin } from '../fixtures.ts';
import { tokenOf } from '../realtime/helpers.ts';

describe('seedSystemMessages', () => {
  let app: FastifyInstance;
  let p: TestProject;
  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
  });
  afterAll(() => app.close());

  it('gives the demo patient and doctor welcome messages, some unread, newest first', async () => {
    const patient = await createUser(p, { tel: '13800000001' });
    const doctor = await createUser(p, { role: 'doctor' });
    await withAdmin((c) => c.query(`update users set username = 'doctor01' where id = $1`, [doctor.id]));
    await withAdmin((c) => seedSystemMessages(c, p.id));

    for (const [user, total, unread] of [
      [patient, 3, 2],
      [doctor, 2, 1],
    ] as const) {
      const token = (await tokenOf(app, p, user)).token;
      const res = await call(app, p, { method: 'GET', url: '/api/message/system', token });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.total).toBe(total);
      expect(data.unreadCount).toBe(unread);
      const times = data.list.map((m: { createdAt: string }) => Date.parse(m.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
  });
});
