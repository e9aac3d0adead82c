import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createTestApp, createUser, type TestProject, type TestUser } from '../fixtures.ts';
import { listen, sleep, TestClient, tokenOf, wsUrl } from './helpers.ts';

describe('realtime hub: delivery to a user', () => {
  let app: FastifyInstance;
  let project: TestProject;
  let other: TestProject;
  let alice: TestUser;
  let bob: TestUser;
  const q = () => `?project=${project.key}`;

  beforeAll(async () => {
    app = await createTestApp();
    await listen(app);
    project = await createProject();
    other = await createProject();
    alice = await createUser(project);
    bob = await createUser(project);
  });
  afterAll(() => app.close());

  it('delivers hub.send to every socket of the user (two devices), and to nobody else', async () => {
    const phone = await TestClient.signedIn(
      wsUrl(app, alice.id, q()),
      (await tokenOf(app, project, alice)).token,
    );
    const tablet = await TestClient.signedIn(
      wsUrl(app, alice.id, q()),
      (await tokenOf(app, project, alice)).token,
    );
    const bobs = await TestClient.signedIn(wsUrl(app, bob.id, q()), (await tokenOf(app, project, bob)).token);

    await app.realtime.send(project.id, alice.id, { action: 'SYSTEM_MSG', data: { text: '你好' } });
    expect((await phone.next('SYSTEM_MSG')).data).toEqual({ text: '你好' });
    expect((await tablet.next('SYSTEM_MSG')).data).toEqual({ text: '你好' });
    await sleep(100);
    expect(bobs.count('SYSTEM_MSG')).toBe(0);
    for (const c of [phone, tablet, bobs]) c.close();
  });

  it('does not deliver a message meant for the same user id in another project', async () => {
    const client = await TestClient.signedIn(
      wsUrl(app, alice.id, q()),
      (await tokenOf(app, project, alice)).token,
    );
    await app.realtime.send(other.id, alice.id, { action: 'ASK_RECORD', data: { id: 1 } });
    await app.realtime.send(project.id, alice.id, { action: 'INQUIRY_STATE', data: { id: 2 } });
    await client.next('INQUIRY_STATE');
    expect(client.count('ASK_RECORD')).toBe(0);
    client.close();
  });

  it('forgets a closed socket: nothing is delivered to it and the hub no longer counts it', async () => {
    const client = await TestClient.signedIn(
      wsUrl(app, bob.id, q()),
      (await tokenOf(app, project, bob)).token,
    );
    expect(app.realtime.connectionCount(project.id, bob.id)).toBe(1);
    client.close();
    await client.closed;
    await sleep(50);
    expect(app.realtime.connectionCount(project.id, bob.id)).toBe(0);
    expect(app.realtime.deliverLocal(project.id, bob.id, { action: 'SYSTEM_MSG' })).toBe(0);
  });
});
