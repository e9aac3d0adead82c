import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';

/** The one-round-trip send path (kanghu_send_ask_records): membership, receiver, tenancy, resends. */
describe('chat: the send path', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let q: TestProject;
  let patient: Account;
  let doctor: Account;
  let stranger: Account;
  let askId: number;

  beforeAll(async () => {
    app = await createTestApp();
    [p, q] = await Promise.all([createProject(), createProject()]);
    patient = await account(app, p, { name: '患者乙' });
    doctor = await account(app, p, { role: 'doctor', name: '钱医生' });
    stranger = await account(app, p, { role: 'doctor', name: '孙医生' });
    const room = await call(app, p, {
      method: 'POST',
      url: '/api/message/ask',
      token: patient.token,
      payload: { toId: doctor.id },
    });
    askId = room.json().data.id;
  });
  afterAll(() => app.close());

  const send = (project: TestProject, from: Account, payload: Record<string, unknown>) =>
    call(app, project, { method: 'POST', url: '/api/message/ask/record', token: from.token, payload });
  const count = () =>
    withAdmin(async (c) =>
      Number((await c.query('select count(*) from ask_records where ask_id = $1', [askId])).rows[0].count),
    );

  it('stores the record with the room member as receiver and moves the room to the top', async () => {
    const res = await send(p, patient, { askId, type: 'text', text: '  血压有点高  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      askId,
      userId: patient.id,
      receiveUserId: doctor.id,
      text: '血压有点高',
    });
    const list = await call(app, p, { method: 'GET', url: '/api/message/ask/list', token: doctor.token });
    expect(list.json().data.list[0]).toMatchObject({
      id: askId,
      lastRecordAt: res.json().data.createdAt,
      lastRecord: { text: '血压有点高' },
    });
  });

  it('a user outside the room, a wrong receiver and another project store nothing', async () => {
    const before = await count();
    const outsider = await send(p, stranger, { askId, type: 'text', text: '插话' });
    expect(outsider.statusCode).toBe(404);
    const wrongReceiver = await send(p, patient, {
      askId,
      type: 'text',
      text: '你好',
      receiveUserId: stranger.id,
    });
    expect(wrongReceiver.statusCode).toBe(400);
    expect(wrongReceiver.json().msg).toBe('接收人有误');
    // The same room id asked for by a member of another project (its own session there).
    const other = await account(app, q);
    const crossProject = await send(q, other, { askId, type: 'text', text: '越界' });
    expect(crossProject.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('the function itself refuses a room of another project (row-level security applies inside)', async () => {
    const answer = await withAdmin(async (c) => {
      await c.query('set role kanghu_app');
      return (
        await c.query(
          'select status, id from kanghu_send_ask_records($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
          [q.id, [askId], [patient.id], [null], ['text'], ['越界'], [null], [null], [null], [null]],
        )
      ).rows[0];
    });
    expect(answer).toMatchObject({ status: 'no_room', id: null });
  });
});
