import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, write } from '../articles/helpers.ts';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { type AiWorld, aiCall, aiWorld, type Resident, resident } from './helpers.ts';

const A = '/api/local/yzh/330113';
const B = '/api/local/yzh/330110';

describe('AI platform district articles (local-yzh article/*)', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let r1: Resident;
  let pat: Account;
  let other: Account;
  let art: number;
  let draft: number;

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    r1 = await resident(w.p, w.orgA, { name: '王秀英' });
    const r2 = await resident(w.p, w.orgA, { name: '李建华' });
    pat = await account(app, w.p);
    other = await account(app, w.p);
    await withAdmin(async (c) => {
      for (const [u, r] of [
        [pat, r1],
        [other, r2],
      ] as const) {
        await c.query(
          `insert into patient_relations (project_id, user_id, patient_id, relation) values ($1,$2,$3,'self')`,
          [w.p.id, u.id, r.id],
        );
      }
    });
    const cat = await categories(w.p);
    art = (await write(app, w.p, w.a, { title: '体重管理：每周减重0.5公斤', categoryId: cat.hbp })).id;
    await write(app, w.p, w.a, { title: '家庭医生签约须知', categoryId: cat.family });
    draft = (await write(app, w.p, w.a, { title: '草稿', categoryId: cat.hbp, action: 'draft' })).id;
  });
  afterAll(() => app.close());

  it('lists the project articles, pushes one through the intervention push, lists and opens the push', async () => {
    const list = await aiCall(app, w, w.a, 'GET', `${A}/article/list?keyword=体重`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.list).toHaveLength(1);
    expect(list.json().data.list[0]).toMatchObject({ id: art, pushCount: 0, lastPushId: null });
    expect((await aiCall(app, w, w.a, 'GET', `${A}/article/list`)).json().data.total).toBe(2);

    const sent = await aiCall(app, w, w.a, 'POST', `${A}/intervention/message/send`, {
      message: '请阅读这篇体重管理文章',
      messageType: 1,
      idcardList: [r1.idcard],
      articleId: art,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const pushId = sent.json().data.id as number;
    expect(sent.json().data.articleId).toBe(art);

    const pushes = await aiCall(app, w, w.a, 'GET', `${A}/article/wzlc/push/list`);
    expect(pushes.json().data).toMatchObject({ total: 1 });
    expect(pushes.json().data.list[0]).toMatchObject({
      id: pushId,
      articleId: art,
      recipientCount: 1,
      readCount: 0,
    });
    const one = await aiCall(app, w, w.a, 'GET', `${A}/article/wzlc/push/list?pushId=${pushId}`);
    expect(one.json().data.total).toBe(1);
    const shared = await aiCall(app, w, w.a, 'GET', `${A}/article/list?shareId=${pushId}`);
    expect(shared.json().data.list[0]).toMatchObject({ id: art, pushCount: 1, lastPushId: pushId });

    const detail = await aiCall(app, w, w.a, 'GET', `${A}/article/detail?id=${art}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ id: art, pushCount: 1, reachedCount: 1 });
    expect(detail.json().data.body).toContain('正文内容');

    // The resident's account sees the pushed article; opening it marks the push read.
    const mine = await aiCall(app, w, pat, 'GET', `${A}/article/list`);
    expect(mine.json().data.list.map((a: { id: number }) => a.id)).toEqual([art]);
    expect(
      (await aiCall(app, w, pat, 'GET', `${A}/article/detail?id=${art}&shareId=${pushId}`)).statusCode,
    ).toBe(200);
    const read = await aiCall(app, w, w.a, 'GET', `${A}/article/wzlc/push/list`);
    expect(read.json().data.list[0].readCount).toBe(1);
    // Another resident's account: nothing pushed, the push and the article answer 404.
    expect((await aiCall(app, w, other, 'GET', `${A}/article/list`)).json().data.total).toBe(0);
    expect((await aiCall(app, w, other, 'GET', `${A}/article/detail?id=${art}`)).statusCode).toBe(404);
    expect((await aiCall(app, w, other, 'GET', `${A}/article/list?shareId=${pushId}`)).statusCode).toBe(404);
  });

  it('the resident’s message list and message name the pushed article; the servicer’s list too', async () => {
    const mine = await aiCall(app, w, pat, 'GET', `${A}/intervention/message/list`);
    expect(mine.statusCode, mine.body).toBe(200);
    const pushed = mine.json().data.list.find((m: { articleId: number | null }) => m.articleId === art);
    expect(pushed).toMatchObject({ articleTitle: '体重管理：每周减重0.5公斤' });
    const one = await aiCall(app, w, pat, 'GET', `${A}/intervention/message/details?id=${pushed.id}`);
    expect(one.json().data).toMatchObject({ articleId: art, articleTitle: '体重管理：每周减重0.5公斤' });
    const theirs = await aiCall(app, w, other, 'GET', `${A}/intervention/message/list`);
    expect(theirs.json().data.list.some((m: { articleId: number | null }) => m.articleId === art)).toBe(
      false,
    );
    expect(
      (await aiCall(app, w, other, 'GET', `${A}/intervention/message/details?id=${pushed.id}`)).statusCode,
    ).toBe(404);
    // The system message of the push links the article (the message screen's 阅读文章).
    const sys = await aiCall(app, w, pat, 'GET', '/api/message/system');
    expect(sys.statusCode, sys.body).toBe(200);
    const note = sys.json().data.list.find((m: { kind: string }) => m.kind === 'intervention');
    expect(note).toMatchObject({ link: `/app/ai/weight/detail?id=${art}` });
    const noteDetail = await aiCall(app, w, pat, 'GET', `/api/message/system/${note.id}`);
    const sent = await aiCall(app, w, w.a, 'GET', `${A}/intervention/message/list`);
    expect(sent.json().data.list[0]).toMatchObject({
      articleId: art,
      articleTitle: '体重管理：每周减重0.5公斤',
    });
    // shareId is the push (the message), not the resident's receipt whose id the resident's list
    // shows: the two ids differ once other messages exist.
    const message = sent.json().data.list[0].id as number;
    expect(noteDetail.json().data.data).toMatchObject({ articleId: art, shareId: message });
    expect((await aiCall(app, w, w.b, 'GET', `${A}/intervention/message/list`)).statusCode).toBe(404);
  });

  it('another district answers 404; its own district has no such push', async () => {
    expect((await aiCall(app, w, w.b, 'GET', `${A}/article/list`)).statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', `${A}/article/wzlc/push/list`)).statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', `${A}/article/detail?id=${art}`)).statusCode).toBe(404);
    const own = await aiCall(app, w, w.b, 'GET', `${B}/article/wzlc/push/list`);
    expect(own.json().data.total).toBe(0);
    const first = (await aiCall(app, w, w.a, 'GET', `${A}/article/wzlc/push/list`)).json().data.list[0];
    expect(
      (await aiCall(app, w, w.b, 'GET', `${B}/article/wzlc/push/list?pushId=${first.id}`)).statusCode,
    ).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', `${B}/article/list?shareId=${first.id}`)).statusCode).toBe(404);
  });

  it('401 without a session; 400 on bad input; a draft or unknown article is not pushed', async () => {
    expect((await aiCall(app, w, null, 'GET', `${A}/article/list`)).statusCode).toBe(401);
    expect((await aiCall(app, w, null, 'GET', `${A}/article/wzlc/push/list`)).statusCode).toBe(401);
    expect((await aiCall(app, w, null, 'GET', `${A}/article/detail?id=${art}`)).statusCode).toBe(401);
    const bad = await aiCall(app, w, w.a, 'GET', `${A}/article/detail?id=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect((await aiCall(app, w, w.a, 'GET', `${A}/article/wzlc/push/list?pushId=-1`)).statusCode).toBe(400);
    expect((await aiCall(app, w, w.a, 'GET', `${A}/article/detail?id=${draft}`)).statusCode).toBe(404);
    const before = (await aiCall(app, w, w.a, 'GET', `${A}/article/wzlc/push/list`)).json().data.total;
    const refused = await aiCall(app, w, w.a, 'POST', `${A}/intervention/message/send`, {
      message: '草稿推送',
      messageType: 1,
      idcardList: [r1.idcard],
      articleId: draft,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe('文章不存在或已下架');
    expect((await aiCall(app, w, w.a, 'GET', `${A}/article/wzlc/push/list`)).json().data.total).toBe(before);
  });
});
