import { decodeBody } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows } from '../patients/helpers.ts';
import { A, categories, write } from './helpers.ts';

describe('articles: reading, marks, history', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let doctor: Account;
  let reader: Account;
  let reader2: Account;
  let outsider: Account;
  let cat: { hbp: number; family: number };
  let published: number;
  let draft: number;
  let foreign: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    reader = await account(app, p);
    reader2 = await account(app, p);
    outsider = await account(app, other);
    cat = await categories(p);
    const otherCat = await categories(other);
    const otherDoctor = await account(app, other, { role: 'doctor' });
    published = (await write(app, p, doctor, { categoryId: cat.hbp, title: '家庭测血压的要点' })).id;
    draft = (await write(app, p, doctor, { categoryId: cat.hbp, title: '草稿文章', action: 'draft' })).id;
    foreign = (await write(app, other, otherDoctor, { categoryId: otherCat.hbp, title: '外项目文章' })).id;
  });
  afterAll(() => app.close());

  const get = (url: string, who?: Account, project = p) =>
    call(app, project, { method: 'GET', url, ...(who ? { token: who.token } : {}) });
  const send = (method: 'POST' | 'PUT', url: string, who: Account | undefined, payload?: unknown) =>
    call(app, p, {
      method,
      url,
      ...(who ? { token: who.token } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('lists published articles openly, by category, with categories and counts', async () => {
    const list = await get(`${A}/application`);
    expect(list.statusCode, list.body).toBe(200);
    const data = list.json().data;
    expect(data.list.map((a: { id: number }) => a.id)).toEqual([published]);
    expect(data.list[0]).toMatchObject({
      title: '家庭测血压的要点',
      categoryName: '高血压',
      authorName: '王医生',
      readCount: 0,
    });
    expect((await get(`${A}/application?categoryId=${cat.family}`)).json().data.total).toBe(0);
    expect((await get(`${A}/application?sort=hot`)).json().data.list[0]).toMatchObject({ id: published });
    expect((await get(`${A}/application?sort=top`)).json().msg).toMatch(/^排序方式须为new或hot/);
    const cats = (await get(`${A}/category/list`)).json().data;
    expect(cats).toEqual([
      { id: cat.hbp, name: '高血压', articleCount: 1 },
      { id: cat.family, name: '家庭医生', articleCount: 0 },
    ]);
  });

  it('answers the detail without a token; a draft or another project’s article is 404', async () => {
    const res = await get(`${A}/${published}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    expect(res.headers.vary).toBe('Project');
    expect(res.json().data).toMatchObject({
      id: published,
      body: '<p>正文内容</p>',
      likeCount: 0,
      collectCount: 0,
    });
    for (const id of [draft, foreign, 2_000_000_000]) {
      const missing = await get(`${A}/${id}`);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json()).toEqual({ success: false, msg: '文章不存在或已下架' });
    }
    const scrambled = await call(app, p, {
      method: 'GET',
      url: `${A}/${published}`,
      headers: { decodeway: 'x1' },
    });
    const decoded = decodeBody(scrambled.json());
    expect(decoded.ok && (decoded.value as { data: { id: number } }).data.id).toBe(published);
    expect(scrambled.body).not.toContain('正文内容');
    const multi = await get(`${A}/multi?ids=${foreign},${published},${draft}`);
    expect(multi.json().data.map((a: { id: number }) => a.id)).toEqual([published]);
  });

  it('counts a reader once a day and shows the read in their history', async () => {
    const first = await send('POST', `${A}/read/record`, reader, { articleId: published });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ articleId: published, readCount: 1 });
    expect(
      (await send('POST', `${A}/read/record`, reader, { articleId: published })).json().data.readCount,
    ).toBe(1);
    expect(
      (await send('POST', `${A}/read/record`, reader2, { articleId: published })).json().data.readCount,
    ).toBe(2);
    expect((await get(`${A}/${published}`)).json().data.readCount).toBe(2);
    const history = (await get(`${A}/read/history`, reader)).json().data;
    expect(history.total).toBe(1);
    expect(history.list[0]).toMatchObject({ id: published, readCount: 2 });
    expect((await get(`${A}/read/history`, outsider, other)).json().data.total).toBe(0);
    // The counted read paid the reading points once, however often the article is read.
    const record = (await get('/api/user/integral/record', reader)).json().data;
    const paid = (record.list as { kind: string; note: string | null }[]).filter(
      (e) => e.kind === 'read_article',
    );
    expect(paid).toEqual([expect.objectContaining({ amount: 2, note: '家庭测血压的要点' })]);
  });

  it('comments on a published article: pending for others until audited; a draft is 404', async () => {
    const C = `${A}/comment`;
    const c = await send('POST', C, reader, {
      articleId: published,
      content: '每天早晚各测一次，受益匪浅。',
    });
    expect(c.statusCode, c.body).toBe(200);
    const texts = async (who: Account) =>
      ((await get(`${C}?articleId=${published}`, who)).json().data.list as { content: string }[]).map(
        (x) => x.content,
      );
    expect(await texts(reader)).toContain('每天早晚各测一次，受益匪浅。');
    expect(await texts(reader2)).not.toContain('每天早晚各测一次，受益匪浅。');
    const audit = await send('PUT', `${C}/${c.json().data.id}/audit`, doctor, { passed: true });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(await texts(reader2)).toContain('每天早晚各测一次，受益匪浅。');
    expect((await send('POST', C, reader, { articleId: draft, content: '草稿评论' })).statusCode).toBe(404);
    expect((await send('POST', C, reader, { articleId: foreign, content: '外项目评论' })).statusCode).toBe(
      404,
    );
  });

  it('sets and toggles likes and collects, shared with the user account calls', async () => {
    const liked = await send('PUT', `${A}/${published}/like`, reader, { state: true });
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json().data).toEqual({ articleId: published, marked: true, count: 1 });
    expect((await send('PUT', `${A}/${published}/like`, reader, { state: true })).json().data.count).toBe(1);
    expect((await send('PUT', `${A}/${published}/like`, reader)).json().data).toMatchObject({
      marked: false,
      count: 0,
    });
    await send('PUT', `${A}/${published}/collect`, reader);
    expect((await get(`${A}/${published}`)).json().data.collectCount).toBe(1);
    const mine = (await get(`${A}/collect/list`, reader)).json().data;
    expect(mine.list.map((a: { id: number }) => a.id)).toEqual([published]);
    const account = (await get('/api/user/account/collect?type=article', reader)).json().data;
    expect(account.list[0]).toMatchObject({
      relationId: published,
      title: '家庭测血压的要点',
      available: true,
    });
    const viaAccount = await send('POST', '/api/user/account/like', reader2, {
      relationId: published,
      type: 'article',
    });
    expect(viaAccount.json().data).toMatchObject({ marked: true, count: 1 });
    const listed = (await get(`${A}/application`)).json().data.list[0];
    expect(listed).toMatchObject({ id: published, likeCount: 1 });
  });

  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const before = await countRows('article_reads', p.id);
    const cases: [Promise<{ statusCode: number; json(): { msg: string } }>, RegExp][] = [
      [send('POST', `${A}/read/record`, reader, { articleId: 'abc' }), /id须为数字/],
      [send('POST', `${A}/read/record`, reader, {}), /id/],
      [send('PUT', `${A}/${published}/like`, reader, { state: 'yes' }), /state须为true或false/],
      [get(`${A}/abc`), /id须为数字/],
      [get(`${A}/multi?ids=1,x`), /文章编号格式有误/],
      [get(`${A}/application?pageSize=500`), /每页条数不能超过100/],
      [get(`${A}/application?keyword=${'长'.repeat(51)}`), /搜索词不能超过50个字/],
    ];
    for (const [pending, msg] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
    expect(await countRows('article_reads', p.id)).toBe(before);
  });

  it('answers 401 without a session and 404 for what the caller cannot see', async () => {
    for (const [method, url, payload] of [
      ['POST', `${A}/read/record`, { articleId: published }],
      ['PUT', `${A}/${published}/like`, {}],
      ['PUT', `${A}/${published}/collect`, {}],
      ['GET', `${A}/read/history`, undefined],
      ['GET', `${A}/collect/list`, undefined],
    ] as const) {
      const res = await call(app, p, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(401);
    }
    for (const id of [draft, foreign]) {
      expect((await send('POST', `${A}/read/record`, reader, { articleId: id })).statusCode).toBe(404);
      expect((await send('PUT', `${A}/${id}/like`, reader, { state: true })).statusCode).toBe(404);
      expect((await send('PUT', `${A}/${id}/collect`, reader)).statusCode).toBe(404);
    }
  });
});
