import { WS_MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest } from '../../src/lib/errors.ts';
import { createProject, createTestApp, createUser, type TestProject, type TestUser } from '../fixtures.ts';
import { listen, sleep, TestClient, tokenOf, wsUrl } from './helpers.ts';

describe('realtime channel: client messages with a task id', () => {
  let app: FastifyInstance;
  let project: TestProject;
  let user: TestUser;
  let token: string;
  let url: string;
  let counted = 0;

  beforeAll(async () => {
    app = await createTestApp();
    await listen(app);
    project = await createProject();
    user = await createUser(project);
    ({ token } = await tokenOf(app, project, user));
    url = wsUrl(app, user.id, `?project=${project.key}`);
    app.realtime.onClientAction(
      'TEST_SUM',
      (ctx, data) => {
        counted++;
        if (data.a === 0) throw badRequest('不能为零');
        return { sum: data.a + data.b, userId: ctx.session.userId };
      },
      z.object({ a: z.number(), b: z.number() }, { error: '参数有误' }),
    );
  });
  afterAll(() => app.close());

  it('answers PING with PONG and a REPLY carrying the same task id', async () => {
    const client = await TestClient.signedIn(url, token);
    client.send({ action: 'PING', taskId: 'p-1' });
    await client.next('PONG');
    expect(await client.next('REPLY')).toEqual({ action: 'REPLY', taskId: 'p-1', data: { ok: true } });
    client.close();
  });

  it('answers a resent task id again but processes it only once (ECHO reaches my sockets once)', async () => {
    const client = await TestClient.signedIn(url, token);
    const second = await TestClient.signedIn(url, token);
    client.send({ action: 'ECHO', data: { n: 1 }, taskId: 'echo-1' });
    client.send({ action: 'ECHO', data: { n: 1 }, taskId: 'echo-1' });
    await client.next('REPLY', (m) => m.taskId === 'echo-1');
    await client.next('REPLY', (m) => m.taskId === 'echo-1');
    // A resend after the reply (the reply was lost) is answered too, still without processing.
    client.send({ action: 'ECHO', data: { n: 1 }, taskId: 'echo-1' });
    await client.next('REPLY', (m) => m.taskId === 'echo-1');
    await sleep(150);
    expect(client.count('ECHO')).toBe(1);
    expect(second.count('ECHO')).toBe(1);
    client.send({ action: 'ECHO', data: { n: 2 }, taskId: 'echo-2' });
    await client.next('REPLY', (m) => m.taskId === 'echo-2');
    expect((await second.next('ECHO', (m) => (m.data as { n: number }).n === 2)).data).toEqual({ n: 2 });
    client.close();
    second.close();
  });

  it('remembers task ids across a reconnect of the same session', async () => {
    const first = await TestClient.signedIn(url, token);
    first.send({ action: 'TEST_SUM', data: { a: 1, b: 2 }, taskId: 'sum-r' });
    await first.next('REPLY');
    first.close();
    await first.closed;
    const before = counted;
    const again = await TestClient.signedIn(url, token);
    again.send({ action: 'TEST_SUM', data: { a: 1, b: 2 }, taskId: 'sum-r' });
    expect((await again.next('REPLY')).data).toEqual({ ok: true, result: { sum: 3, userId: user.id } });
    expect(counted).toBe(before);
    again.close();
  });

  it('lets another module plug in an action; its result, its validation and its errors come back in REPLY', async () => {
    const client = await TestClient.signedIn(url, token);
    client.send({ action: 'TEST_SUM', data: { a: 2, b: 3 }, taskId: 's1' });
    expect((await client.next('REPLY')).data).toEqual({ ok: true, result: { sum: 5, userId: user.id } });
    client.send({ action: 'TEST_SUM', data: { a: 'x' }, taskId: 's2' });
    expect((await client.next('REPLY')).data).toEqual({
      ok: false,
      msg: expect.stringMatching(/[\u4e00-\u9fa5]/),
    });
    client.send({ action: 'TEST_SUM', data: { a: 0, b: 1 }, taskId: 's3' });
    expect((await client.next('REPLY')).data).toEqual({ ok: false, msg: '不能为零' });
    client.close();
  });

  it('refuses a second handler for the same action', () => {
    expect(() => app.realtime.onClientAction('PING', () => undefined)).toThrow();
  });

  it('answers an unknown action with ok:false (so the client stops resending), and bad JSON with ERROR', async () => {
    const client = await TestClient.signedIn(url, token);
    client.send({ action: 'NO_SUCH', taskId: 'u1' });
    expect((await client.next('REPLY')).data).toEqual({ ok: false, msg: WS_MSG.unsupportedAction });
    client.send('{oops');
    expect((await client.next('ERROR')).data).toEqual({ msg: WS_MSG.invalidMessage });
    client.send({ action: 'PING', taskId: 'x'.repeat(65) });
    expect((await client.next('ERROR')).data).toEqual({ msg: WS_MSG.invalidMessage });
    client.send({ action: 'NO_SUCH' });
    expect((await client.next('ERROR')).data).toEqual({ msg: WS_MSG.unsupportedAction });
    // The socket is still usable.
    client.send({ action: 'PING', taskId: 'u2' });
    await client.next('REPLY', (m) => m.taskId === 'u2');
    client.close();
  });
});
