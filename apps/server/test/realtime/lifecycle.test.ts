import { MSG, WS_CLOSE, WS_MAX_MESSAGES_PER_SECOND, WS_MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createTestApp, createUser, type TestProject, type TestUser } from '../fixtures.ts';
import { createRealtimeOnlyApp, listen, sleep, TestClient, tokenOf, wsUrl } from './helpers.ts';

describe('realtime channel: revocation and expiry', () => {
  let app: FastifyInstance;
  let project: TestProject;
  let user: TestUser;
  let url: string;

  beforeAll(async () => {
    app = await createTestApp();
    await listen(app);
    project = await createProject();
    user = await createUser(project);
    url = wsUrl(app, user.id, `?project=${project.key}`);
  });
  afterAll(() => app.close());

  it('when my session is revoked (logout), my socket of that session gets TOKEN_EXPIRE and is closed; my other device stays', async () => {
    const revoked = await tokenOf(app, project, user);
    const kept = await tokenOf(app, project, user);
    const a = await TestClient.signedIn(url, revoked.token);
    const b = await TestClient.signedIn(url, kept.token);
    await app.services.sessions.revoke(project.id, revoked.sessionId, 'logout');
    expect((await a.next('TOKEN_EXPIRE')).data).toEqual({ msg: MSG.sessionExpiredRelogin });
    expect((await a.closed).code).toBe(WS_CLOSE.policy);
    b.send({ action: 'PING', taskId: 'still-here' });
    await b.next('REPLY');
    expect(app.realtime.connectionCount(project.id, user.id)).toBe(1);
    // Reconnecting with the revoked token is refused.
    const again = await TestClient.open(url);
    again.send({ action: 'AUTH', data: { token: revoked.token } });
    await again.next('TOKEN_EXPIRE');
    expect((await again.closed).code).toBe(WS_CLOSE.policy);
    b.close();
  });

  it('closes every socket of the user when all their sessions are revoked (password change)', async () => {
    const other = await createUser(project);
    const otherUrl = wsUrl(app, other.id, `?project=${project.key}`);
    const a = await TestClient.signedIn(otherUrl, (await tokenOf(app, project, other)).token);
    const b = await TestClient.signedIn(otherUrl, (await tokenOf(app, project, other)).token);
    await app.services.sessions.revokeAllForUser(project.id, other.id, 'password');
    await a.next('TOKEN_EXPIRE');
    await b.next('TOKEN_EXPIRE');
    expect(app.realtime.connectionCount(project.id, other.id)).toBe(0);
  });

  it('sends TOKEN_EXPIRE when the session reaches its absolute expiry while connected', async () => {
    const client = await TestClient.signedIn(url, (await tokenOf(app, project, user)).token);
    app.realtime.tick(Date.now() + 365 * 24 * 3600_000);
    await client.next('TOKEN_EXPIRE');
    expect((await client.closed).code).toBe(WS_CLOSE.policy);
  });

  it('closes a socket that floods the channel', async () => {
    const client = await TestClient.signedIn(url, (await tokenOf(app, project, user)).token);
    for (let i = 0; i <= WS_MAX_MESSAGES_PER_SECOND; i++) client.send({ action: 'NO_SUCH' });
    expect(
      (await client.next('ERROR', (m) => (m.data as { msg: string }).msg === WS_MSG.tooManyMessages)).data,
    ).toEqual({ msg: WS_MSG.tooManyMessages });
    expect((await client.closed).code).toBe(WS_CLOSE.policy);
  });
});

describe('realtime channel: heartbeat', () => {
  let app: FastifyInstance;
  let project: TestProject;
  let user: TestUser;
  let url: string;

  beforeAll(async () => {
    app = await createRealtimeOnlyApp({ heartbeatMs: 60 });
    project = await createProject();
    user = await createUser(project);
    url = wsUrl(app, user.id, `?project=${project.key}`);
  });
  afterAll(() => app.close());

  it('keeps a socket that answers pings, and terminates one that missed two pings', async () => {
    const { token } = await tokenOf(app, project, user);
    const alive = await TestClient.signedIn(url, token);
    const dead = await TestClient.open(url, { autoPong: false });
    dead.send({ action: 'AUTH', data: { token } });
    const ok = await dead.next('AUTH_OK');
    expect(ok.data).toMatchObject({ heartbeatMs: 60 });
    expect(app.realtime.connectionCount(project.id, user.id)).toBe(2);
    const { code } = await dead.closed;
    expect(code).toBe(1006); // terminated, no close frame
    expect(app.realtime.connectionCount(project.id, user.id)).toBe(1);
    await sleep(300);
    expect(alive.socket.readyState).toBe(alive.socket.OPEN);
    alive.close();
  });
});

describe('realtime channel: shutdown', () => {
  it('closes every socket with 1001 when the app closes', async () => {
    const app = await createTestApp();
    await listen(app);
    const project = await createProject();
    const user = await createUser(project);
    const url = wsUrl(app, user.id, `?project=${project.key}`);
    const client = await TestClient.signedIn(url, (await tokenOf(app, project, user)).token);
    const closing = app.close();
    expect((await client.closed).code).toBe(WS_CLOSE.goingAway);
    await closing;
  });

  it('an upgrade refused before the socket exists (unknown ?project=) answers 400 and does not hold the app open', async () => {
    const app = await createTestApp();
    await listen(app);
    await expect(TestClient.open(wsUrl(app, 1, '?project=no-such-project'))).rejects.toThrow(/400/);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('app.close() hung')), 3000);
    });
    await Promise.race([app.close(), timeout]);
    clearTimeout(timer);
  });
});
