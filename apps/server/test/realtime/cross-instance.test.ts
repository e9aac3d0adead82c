import { WS_CLOSE } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisBus } from '../../src/lib/bus.ts';
import { createProject, createTestApp, createUser, type TestProject, type TestUser } from '../fixtures.ts';
import { listen, TestClient, tokenOf, wsUrl } from './helpers.ts';

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('realtime across two instances sharing Redis (needs REDIS_URL)', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  let project: TestProject;
  let user: TestUser;

  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_URL ?? '' };
    one = await createTestApp(env);
    two = await createTestApp(env);
    for (const app of [one, two]) {
      expect(app.services.bus).toBeInstanceOf(RedisBus);
      await (app.services.bus as RedisBus).ready();
      await listen(app);
    }
    project = await createProject();
    user = await createUser(project);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('a message sent through the hub of instance 1 reaches my socket on instance 2', async () => {
    const { token } = await tokenOf(one, project, user);
    const client = await TestClient.signedIn(wsUrl(two, user.id, `?project=${project.key}`), token);
    expect(one.realtime.connectionCount(project.id, user.id)).toBe(0);
    await one.realtime.send(project.id, user.id, {
      action: 'REMOTE_VIDEO_CONSULTATION',
      data: { room: 'r1' },
    });
    expect((await client.next('REMOTE_VIDEO_CONSULTATION')).data).toEqual({ room: 'r1' });
    expect(client.count('REMOTE_VIDEO_CONSULTATION')).toBe(0);
    client.close();
  });

  it('a logout on instance 1 closes my socket on instance 2 with TOKEN_EXPIRE', async () => {
    const { token, sessionId } = await tokenOf(one, project, user);
    const client = await TestClient.signedIn(wsUrl(two, user.id, `?project=${project.key}`), token);
    await one.services.sessions.revoke(project.id, sessionId, 'logout');
    await client.next('TOKEN_EXPIRE');
    expect((await client.closed).code).toBe(WS_CLOSE.policy);
    expect(two.realtime.connectionCount(project.id, user.id)).toBe(0);
  });
});
