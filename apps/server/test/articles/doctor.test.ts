import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows } from '../patients/helpers.ts';
import { A, categories, write } from './helpers.ts';

const IMAGE = '/api/files/demo/0123456789abcdef0123456789abcdef.png';

describe('articles: the doctor writes, edits and schedules', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let doctor: Account;
  let doctor2: Account;
  let patient: Account;
  let otherDoctor: Account;
  let cat: { hbp: number; family: number };

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '李医生' });
    doctor2 = await account(app, p, { role: 'doctor', name: '陈医生' });
    patient = await account(app, p);
    otherDoctor = await account(app, other, { role: 'doctor' });
    cat = await categories(p);
  });
  afterAll(() => app.close());

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Account, payload?: unknown, project = p) =>
    call(app, project, {
      method,
      url,
      ...(who ? { token: who.token } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('publishes with an uploaded image, sanitising the body and cutting a summary', async () => {
    const body = `<p onclick="x()">控制血压要坚持服药。</p><script>alert(1)</script><img src="${IMAGE}"><img src="https://evil.example/x.png">`;
    const res = await req('POST', `${A}/doctor`, doctor, {
      categoryId: cat.hbp,
      title: '坚持服药',
      body,
      cover: IMAGE,
      action: 'publish',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'published',
      authorName: '李医生',
      cover: IMAGE,
      summary: '控制血压要坚持服药。',
    });
    expect(data.body).toBe(`<p>控制血压要坚持服药。</p><img src="${IMAGE}" />`);
    expect(data.publishedAt).not.toBeNull();
    const open = await req('GET', `${A}/${data.id}`);
    expect(open.json().data.body).toContain(IMAGE);
  });

  it('keeps drafts private, lists the author’s own, and edits them to published', async () => {
    const draft = await write(app, p, doctor, { categoryId: cat.family, title: '签约须知', action: 'draft' });
    const hidden = (await req('GET', `${A}/application?keyword=${encodeURIComponent('签约须知')}`)).json()
      .data;
    expect(hidden.total).toBe(0);
    expect(draft.status).toBe('draft');
    expect((await req('GET', `${A}/${draft.id}`)).statusCode).toBe(404);
    const mine = (await req('GET', `${A}/doctor/list?status=draft`, doctor)).json().data;
    expect(mine.list.map((a: { id: number }) => a.id)).toContain(draft.id);
    expect((await req('GET', `${A}/doctor/list`, doctor2)).json().data.total).toBe(0);
    expect((await req('GET', `${A}/doctor/${draft.id}`, doctor2)).statusCode).toBe(404);
    expect((await req('GET', `${A}/doctor/${draft.id}`, otherDoctor, undefined, other)).statusCode).toBe(404);
    const edit = {
      categoryId: cat.family,
      title: '家庭医生签约须知',
      body: '<p>签约后可预约</p>',
      action: 'publish',
    };
    expect((await req('PUT', `${A}/doctor/${draft.id}`, doctor2, edit)).statusCode).toBe(404);
    const done = await req('PUT', `${A}/doctor/${draft.id}`, doctor, edit);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'published', title: '家庭医生签约须知' });
    expect((await req('GET', `${A}/${draft.id}`)).statusCode).toBe(200);
    const found = (await req('GET', `${A}/application?keyword=${encodeURIComponent('签约须知')}`)).json()
      .data;
    expect(found.list.map((a: { id: number }) => a.id)).toEqual([draft.id]);
  });

  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const before = await countRows('articles', p.id);
    const ok = { categoryId: cat.hbp, title: '标题', body: '<p>正文</p>', action: 'publish' };
    const past = new Date(Date.now() - 60_000).toISOString();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...ok, title: '' }, /请输入标题/],
      [{ ...ok, title: '长'.repeat(61) }, /标题不能超过60个字/],
      [{ ...ok, body: '<script>x</script>' }, /请输入正文/],
      [{ ...ok, action: 'send' }, /请选择保存草稿或发布/],
      [{ ...ok, cover: 'https://evil.example/a.png' }, /封面图片须为上传的图片/],
      [{ ...ok, categoryId: 2_000_000_000 }, /文章分类不存在/],
      [{ ...ok, timingShowTime: 'tomorrow' }, /定时发布时间格式有误/],
      [{ ...ok, timingShowTime: past }, /定时发布时间须晚于当前时间/],
    ];
    for (const [payload, msg] of cases) {
      const res = await req('POST', `${A}/doctor`, doctor, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
    expect(await countRows('articles', p.id)).toBe(before);
  });

  it('is for servicers: 401 without a session, 403 for a patient', async () => {
    const payload = { categoryId: cat.hbp, title: '标题', body: '<p>正文</p>', action: 'publish' };
    expect((await req('POST', `${A}/doctor`, undefined, payload)).statusCode).toBe(401);
    expect((await req('GET', `${A}/doctor/list`)).statusCode).toBe(401);
    expect((await req('POST', `${A}/doctor`, patient, payload)).statusCode).toBe(403);
  });

  it('publishes a scheduled article when its time comes (the pg-boss job)', async () => {
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = await write(app, p, doctor, {
      categoryId: cat.hbp,
      title: '定时发布的文章',
      timingShowTime: at,
    });
    expect(scheduled.status).toBe('scheduled');
    const listed = async () =>
      (await req('GET', `${A}/application?pageSize=100`))
        .json()
        .data.list.map((a: { id: number }) => a.id) as number[];
    expect(await listed()).not.toContain(scheduled.id);
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      await new Promise((r) => setTimeout(r, 500));
      found = (await listed()).includes(scheduled.id);
    }
    expect(found).toBe(true);
    const searched = (await req('GET', `${A}/application?keyword=${encodeURIComponent('定时发布')}`)).json()
      .data;
    expect(searched.list.map((a: { id: number }) => a.id)).toContain(scheduled.id);
    const view = (await req('GET', `${A}/doctor/${scheduled.id}`, doctor)).json().data;
    expect(view.status).toBe('published');
    expect(new Date(view.publishedAt).getTime()).toBe(new Date(at).getTime());
  });
});
