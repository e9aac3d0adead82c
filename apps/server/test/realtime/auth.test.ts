import { MSG, WS_CLOSE, WS_MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createTestApp, createUser, type TestProject, type TestUser } from '../fixtures.ts';
import { createRealtimeOnlyApp, listen, TestClient, tokenOf, wsUrl } from './helpers.ts';

describe('realtime channel: signing in with the first message', () => {
  let app: FastifyInstance;
  let project: TestProject;
  let other: TestProject;
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp();
    await listen(app);
    project = await createProject();
    other = await createProject();
    user = await createUser(project);
    ({ token } = await tokenOf(app, project, user));
  });
  afterAll(() => app.close());

  it('when I send AUTH with my token and project, I get AUTH_OK and my socket is in the hub', async () => {
    const client = await TestClient.open(wsUrl(app, user.id, `?project=${project.key}`));
    client.send({ action: 'AUTH', data: { token, project: project.key }, taskId: 'auth-1' });
    const ok = await client.next('AUTH_OK');
    expect(ok.data).toMatchObject({ userId: user.id, heartbeatMs: expect.any(Number) });
    expect(await client.next('REPLY')).toEqual({ action: 'REPLY', taskId: 'auth-1', data: { ok: true } });
    expect(app.realtime.connectionCount(project.id, user.id)).toBe(1);
    client.close();
    await client.closed;
  });

  it('takes the project from ?project= when the AUTH message has none (no Project header, like a browser)', async () => {
    const client = await TestClient.signedIn(wsUrl(app, user.id, `?project=${project.key}`), token);
    client.close();
  });

  it('refuses a wrong token with TOKEN_EXPIRE and a policy-violation close', async () => {
    const client = await TestClient.open(wsUrl(app, user.id, `?project=${project.key}`));
    client.send({ action: 'AUTH', data: { token: 'x'.repeat(43), project: project.key } });
    expect((await client.next('TOKEN_EXPIRE')).data).toEqual({ msg: MSG.sessionExpiredRelogin });
    expect((await client.closed).code).toBe(WS_CLOSE.policy);
    expect(app.realtime.connectionCount(project.id, user.id)).toBe(0);
  });

  it('refuses my token presented for another project', async () => {
    const client = await TestClient.open(wsUrl(app, user.id, `?project=${project.key}`));
    client.send({ action: 'AUTH', data: { token, project: other.key } });
    await client.next('TOKEN_EXPIRE');
    expect((await client.closed).code).toBe(WS_CLOSE.policy);
  });

  it('refuses a path userId that is not the user of the token', async () => {
    const client = await TestClient.open(wsUrl(app, user.id + 1, `?project=${project.key}`));
    client.send({ action: 'AUTH', data: { token, project: project.key } });
    expect((await client.next('ERROR')).data).toEqual({ msg: WS_MSG.userMismatch });
    expect((await client.closed).code).toBe(WS_CLOSE.policy);
  });

  it('refuses a non-numeric path userId', async () => {
    const client = await TestClient.open(wsUrl(app, 'abc', `?project=${project.key}`));
    client.send({ action: 'AUTH', data: { token, project: project.key } });
    expect((await client.next('ERROR')).data).toEqual({ msg: WS_MSG.userMismatch });
    expect((await client.closed).code).toBe(WS_CLOSE.policy);
  });

  it('refuses an unknown project', async () => {
    const client = await TestClient.open(wsUrl(app, user.id, `?project=${project.key}`));
    client.send({ action: 'AUTH', data: { token, project: 'no-such-project' } });
    expect((await client.next('ERROR')).data).toEqual({ msg: WS_MSG.unknownProject });
    expect((await client.closed).code).toBe(WS_CLOSE.policy);
  });

  it('refuses a first message that is not AUTH, and a token in the URL is not a sign-in', async () => {
    const client = await TestClient.open(wsUrl(app, user.id, `?project=${project.key}&token=${token}`));
    client.send({ action: 'PING', taskId: 't1' });
    expect((await client.next('ERROR')).data).toEqual({ msg: WS_MSG.authRequired });
    expect((await client.closed).code).toBe(WS_CLOSE.policy);
  });

  it('refuses a malformed first message', async () => {
    const client = await TestClient.open(wsUrl(app, user.id, `?project=${project.key}`));
    client.send('not json');
    expect((await client.next('ERROR')).data).toEqual({ msg: WS_MSG.authRequired });
    expect((await client.closed).code).toBe(WS_CLOSE.policy);
  });

  it('keeps messages sent right after AUTH and handles them once signed in', async () => {
    const client = await TestClient.open(wsUrl(app, user.id, `?project=${project.key}`));
    client.send({ action: 'AUTH', data: { token, project: project.key } });
    client.send({ action: 'PING', taskId: 'early' });
    await client.next('AUTH_OK');
    await client.next('PONG');
    expect(await client.next('REPLY')).toMatchObject({ taskId: 'early', data: { ok: true } });
    client.close();
  });
});

describe('realtime channel: AUTH time-out', () => {
  let app: FastifyInstance;
  let project: TestProject;
  let user: TestUser;

  beforeAll(async () => {
    app = await createRealtimeOnlyApp({ authTimeoutMs: 150 });
    project = await createProject();
    user = await createUser(project);
  });
  afterAll(() => app.close());

  it('closes a socket that does not sign in within the time allowed', async () => {
    const client = await TestClient.open(wsUrl(app, user.id, `?project=${project.key}`));
    expect((await client.next('ERROR')).data).toEqual({ msg: WS_MSG.authTimeout });
    expect((await client.closed).code).toBe(WS_CLOSE.policy);
  });
});
