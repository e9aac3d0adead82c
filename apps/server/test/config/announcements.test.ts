import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';

async function announce(
  project: TestProject,
  title: string,
  fields: { content?: string; isShow?: boolean; daysAgo?: number } = {},
): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      `insert into announcements (project_id, title, content, is_show, published_at)
       values ($1,$2,$3,$4, now() - make_interval(days => $5)) returning id`,
      [
        project.id,
        title,
        fields.content ?? `<p>${title}的内容</p>`,
        fields.isShow ?? true,
        fields.daysAgo ?? 1,
      ],
    );
    return r.rows[0]?.id ?? 0;
  });
}

describe('announcements: GET /api/base/config and /api/base/config/:id', () => {
  let app: FastifyInstance;
  let a: TestProject;
  let b: TestProject;
  let newest: number;
  let hidden: number;
  let future: number;
  let ofB: number;

  beforeAll(async () => {
    app = await createTestApp();
    a = await createProject();
    b = await createProject();
    await announce(a, '最早的公告', { daysAgo: 10 });
    await announce(a, '第二条', { daysAgo: 5 });
    newest = await announce(a, '最新公告', {
      daysAgo: 0,
      content:
        '<p onclick="x()">请按时<b>复诊</b></p><script>alert(1)</script><img src="https://evil.example/x.png">',
    });
    hidden = await announce(a, '隐藏公告', { isShow: false });
    future = await announce(a, '定时公告', { daysAgo: -3 });
    ofB = await announce(b, '另一个项目的公告');
  });
  afterAll(() => app.close());

  it('lists shown and published announcements without login, newest first, with paging', async () => {
    const res = await call(app, a, { method: 'GET', url: '/api/base/config?pageNo=1&pageSize=2' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(3);
    expect(data.pageNo).toBe(1);
    expect(data.pageSize).toBe(2);
    expect(data.list.map((x: { title: string }) => x.title)).toEqual(['最新公告', '第二条']);
    expect(data.list[0].summary).toBe('请按时复诊');
    const page2 = await call(app, a, { method: 'GET', url: '/api/base/config?pageNo=2&pageSize=2' });
    expect(page2.json().data.list.map((x: { title: string }) => x.title)).toEqual(['最早的公告']);
  });

  it('shows a detail with its content sanitised', async () => {
    const res = await call(app, a, { method: 'GET', url: `/api/base/config/${newest}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.title).toBe('最新公告');
    expect(data.content).toContain('<b>复诊</b>');
    expect(data.content).not.toContain('script');
    expect(data.content).not.toContain('onclick');
    expect(data.content).not.toContain('evil.example');
  });

  it('answers 404 for hidden, scheduled and another project`s announcements', async () => {
    for (const id of [hidden, future, ofB]) {
      const res = await call(app, a, { method: 'GET', url: `/api/base/config/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, msg: MSG.notFound });
    }
    const list = await call(app, b, { method: 'GET', url: '/api/base/config' });
    expect(list.json().data.list.map((x: { id: number }) => x.id)).toEqual([ofB]);
  });

  it('refuses bad paging and ids with 400 and a Chinese message', async () => {
    const big = await call(app, a, { method: 'GET', url: '/api/base/config?pageSize=1000' });
    expect(big.statusCode).toBe(400);
    expect(big.json().msg).toContain('每页条数不能超过100');
    const zero = await call(app, a, { method: 'GET', url: '/api/base/config?pageNo=0' });
    expect(zero.json().msg).toContain('页码须大于0');
    const id = await call(app, a, { method: 'GET', url: '/api/base/config/abc' });
    expect(id.statusCode).toBe(400);
    expect(id.json().msg).toContain('编号格式有误');
  });
});
