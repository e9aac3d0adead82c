import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/core/context.ts';
import type { ProjectRecord } from '../../src/core/projects.ts';
import { sendSystemMessage } from '../../src/modules/messages/service.ts';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  type TestProject,
  type TestUser,
} from '../fixtures.ts';
import { listen, TestClient, tokenOf, wsUrl } from '../realtime/helpers.ts';

interface Item {
  id: number;
  title: string;
  read: boolean;
  readAt: string | null;
}

describe('system messages: /api/message/system', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    await listen(app);
    p = await createProject();
    other = await createProject();
  });
  afterAll(() => app.close());

  const tokenFor = async (project: TestProject, user: TestUser) => (await tokenOf(app, project, user)).token;
  /** A job's context in `project` (no session), as other modules send system messages. */
  const contextIn = async (project: TestProject) =>
    systemContext({
      project: (await app.services.projects.byKey(project.key)) as ProjectRecord,
      session: null,
      services: app.services,
      log: app.log,
      jobs: app.jobs,
      send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
    });
  const send = async (project: TestProject, user: TestUser, title: string) =>
    sendSystemMessage(await contextIn(project), {
      userId: user.id,
      title,
      content: `${title}的内容`,
      link: null,
    });
  const list = async (token: string, query = '') => {
    const res = await call(app, p, { method: 'GET', url: `/api/message/system${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Item[]; total: number; unreadCount: number; pageNo: number };
  };

  it('lists my messages newest first, paged, with the unread count', async () => {
    const me = await createUser(p);
    const token = await tokenFor(p, me);
    for (const title of ['第一条', '第二条', '第三条']) await send(p, me, title);
    const first = await list(token, '?pageNo=1&pageSize=2');
    expect(first.list.map((m) => m.title)).toEqual(['第三条', '第二条']);
    expect(first).toMatchObject({ total: 3, unreadCount: 3, pageNo: 1 });
    expect(first.list[0]?.read).toBe(false);
    const second = await list(token, '?pageNo=2&pageSize=2');
    expect(second.list.map((m) => m.title)).toEqual(['第一条']);
  });

  it('lists only one kind when asked (the yingkang live-broadcast notices)', async () => {
    const me = await createUser(p);
    const token = await tokenFor(p, me);
    await send(p, me, '普通通知');
    await sendSystemMessage(await contextIn(p), {
      userId: me.id,
      title: '直播预告',
      content: '今晚八点儿童营养直播',
      link: null,
      kind: 'live',
    });
    const live = await list(token, '?kind=live');
    expect(live.list.map((m) => m.title)).toEqual(['直播预告']);
    expect(live).toMatchObject({ total: 1, unreadCount: 2 });
    expect((await list(token)).total).toBe(2);
  });

  it('shows a detail without marking it read; PUT read marks it once', async () => {
    const me = await createUser(p);
    const token = await tokenFor(p, me);
    const msg = await send(p, me, '随访提醒');
    const detail = await call(app, p, { method: 'GET', url: `/api/message/system/${msg.id}`, token });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      id: msg.id,
      title: '随访提醒',
      content: '随访提醒的内容',
      read: false,
    });
    expect((await list(token)).unreadCount).toBe(1);

    const read = await call(app, p, { method: 'PUT', url: `/api/message/system/read/${msg.id}`, token });
    expect(read.statusCode).toBe(200);
    const readAt = read.json().data.readAt as string;
    expect(read.json().data.read).toBe(true);
    const again = await call(app, p, { method: 'PUT', url: `/api/message/system/read/${msg.id}`, token });
    expect(again.json().data.readAt).toBe(readAt);
    expect((await list(token)).unreadCount).toBe(0);
  });

  it('deletes one message, and clears all read ones but keeps the unread', async () => {
    const me = await createUser(p);
    const token = await tokenFor(p, me);
    const a = await send(p, me, '甲');
    const b = await send(p, me, '乙');
    const c = await send(p, me, '丙');
    const del = await call(app, p, { method: 'DELETE', url: `/api/message/system/${a.id}`, token });
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toEqual({ count: 1 });
    const gone = await call(app, p, { method: 'GET', url: `/api/message/system/${a.id}`, token });
    expect(gone.statusCode).toBe(404);

    await call(app, p, { method: 'PUT', url: `/api/message/system/read/${b.id}`, token });
    const clear = await call(app, p, { method: 'DELETE', url: '/api/message/system/clear/read', token });
    expect(clear.statusCode).toBe(200);
    expect(clear.json().data).toEqual({ count: 1 });
    const left = await list(token);
    expect(left.list.map((m) => m.id)).toEqual([c.id]);
    const none = await call(app, p, { method: 'DELETE', url: '/api/message/system/clear/read', token });
    expect(none.json().data).toEqual({ count: 0 });
  });

  it("answers 404 for another user's message on every call, and leaves it untouched", async () => {
    const owner = await createUser(p);
    const intruder = await createUser(p, { role: 'doctor' });
    const msg = await send(p, owner, '私人消息');
    const token = await tokenFor(p, intruder);
    for (const [method, url] of [
      ['GET', `/api/message/system/${msg.id}`],
      ['PUT', `/api/message/system/read/${msg.id}`],
      ['DELETE', `/api/message/system/${msg.id}`],
    ] as const) {
      const res = await call(app, p, { method, url, token });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ success: false, msg: MSG.notFound });
    }
    expect((await list(token)).total).toBe(0);
    await call(app, p, {
      method: 'PUT',
      url: `/api/message/system/read/${msg.id}`,
      token: await tokenFor(p, owner),
    });
    await call(app, p, { method: 'DELETE', url: '/api/message/system/clear/read', token });
    const ownerList = await list(await tokenFor(p, owner));
    expect(ownerList.list.map((m) => m.id)).toEqual([msg.id]);
  });

  it("answers 404 for another project's message", async () => {
    const stranger = await createUser(other);
    const foreign = await send(other, stranger, '别的项目');
    const me = await createUser(p);
    const token = await tokenFor(p, me);
    for (const [method, url] of [
      ['GET', `/api/message/system/${foreign.id}`],
      ['PUT', `/api/message/system/read/${foreign.id}`],
      ['DELETE', `/api/message/system/${foreign.id}`],
    ] as const) {
      const res = await call(app, p, { method, url, token });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // The other project's token is not a session of this project.
    const theirs = await call(app, p, {
      method: 'GET',
      url: '/api/message/system',
      token: await tokenFor(other, stranger),
    });
    expect(theirs.statusCode).toBe(401);
  });

  it('answers 400 with a Chinese message for a bad id or paging', async () => {
    const me = await createUser(p);
    const token = await tokenFor(p, me);
    const cases: Array<[string, string, string]> = [
      ['GET', '/api/message/system/abc', 'id须为数字'],
      ['PUT', '/api/message/system/read/0', 'id须为正整数'],
      ['DELETE', '/api/message/system/99999999999', 'id超出范围'],
      ['GET', '/api/message/system?pageNo=0', '页码须大于0'],
      ['GET', '/api/message/system?pageSize=1000', '每页条数不能超过100'],
      ['GET', '/api/message/system?pageSize=x', '每页条数须为数字'],
      ['GET', '/api/message/system?kind=LIVE!', 'kind须为小写英文'],
    ];
    for (const [method, url, msg] of cases) {
      const res = await call(app, p, { method: method as 'GET', url, token });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().msg, `${method} ${url}`).toContain(msg);
    }
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/message/system'],
      ['GET', '/api/message/system/1'],
      ['PUT', '/api/message/system/read/1'],
      ['DELETE', '/api/message/system/clear/read'],
      ['DELETE', '/api/message/system/1'],
    ] as const) {
      const res = await call(app, p, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ success: false, msg: MSG.unauthorized });
    }
  });

  it('sendSystemMessage stores the message and pushes SYSTEM_MSG {id, title} to the user only', async () => {
    const me = await createUser(p);
    const bystander = await createUser(p);
    const q = `?project=${p.key}`;
    const mine = await TestClient.signedIn(wsUrl(app, me.id, q), await tokenFor(p, me));
    const theirs = await TestClient.signedIn(wsUrl(app, bystander.id, q), await tokenFor(p, bystander));
    try {
      const msg = await send(p, me, '新消息');
      const pushed = await mine.next('SYSTEM_MSG');
      expect(pushed.data).toEqual({ id: msg.id, title: '新消息' });
      expect((await list(await tokenFor(p, me))).list[0]).toMatchObject({ id: msg.id, read: false });
      expect(theirs.count('SYSTEM_MSG')).toBe(0);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
