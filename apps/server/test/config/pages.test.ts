import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';

async function seedPages(project: TestProject): Promise<number> {
  return withAdmin(async (c) => {
    const app = await c.query<{ id: number }>(
      `insert into html_applications (project_id, name, remark) values ($1, '测试应用', '备注') returning id`,
      [project.id],
    );
    const appId = app.rows[0]?.id ?? 0;
    const pages = [
      ['我的', '/web/config/mine', 3, false],
      ['首页', '/web/config/index', 1, false],
      ['资讯', '/web/config/education/news', 2, true],
    ] as const;
    for (const [name, url, sort, disabled] of pages) {
      await c.query(
        `insert into html_pages (project_id, application_id, template_key, name, icon, icon_selected, url, param, sort, disabled, component_list)
         values ($1,$2,'tabbar',$3,'AppOutline','AppstoreOutline',$4,$5,$6,$7,$8)`,
        [
          project.id,
          appId,
          name,
          url,
          JSON.stringify({ a: 1 }),
          sort,
          disabled,
          JSON.stringify([{ type: 'banner' }]),
        ],
      );
    }
    await c.query(`insert into html_data (project_id, key, data) values ($1, 'index', $2)`, [
      project.id,
      JSON.stringify({ title: '首页数据' }),
    ]);
    return appId;
  });
}

describe('page configuration: /api/base/html/config, /data, /application/:id', () => {
  let app: FastifyInstance;
  let a: TestProject;
  let b: TestProject;
  let appA: number;

  beforeAll(async () => {
    app = await createTestApp();
    a = await createProject();
    b = await createProject();
    appA = await seedPages(a);
  });
  afterAll(() => app.close());

  it('lists the tab bar entries by sort without login, with every page-config field', async () => {
    const res = await call(app, a, { method: 'GET', url: '/api/base/html/config?templateKey=tabbar' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['首页', '资讯', '我的']);
    expect(list[0]).toMatchObject({
      templateKey: 'tabbar',
      url: '/web/config/index',
      icon: 'AppOutline',
      iconSelected: 'AppstoreOutline',
      param: { a: 1 },
      remark: null,
      sort: 1,
      disabled: false,
      componentList: [{ type: 'banner' }],
      applicationId: appA,
    });
    expect(list[1].disabled).toBe(true);
  });

  it('answers an empty list for another project or template', async () => {
    const other = await call(app, b, { method: 'GET', url: '/api/base/html/config?templateKey=tabbar' });
    expect(other.json()).toEqual({ success: true, data: [] });
  });

  it('answers page data by key, 404 when absent or in another project', async () => {
    const ok = await call(app, a, { method: 'GET', url: '/api/base/html/data?key=index' });
    expect(ok.json()).toEqual({ success: true, data: { title: '首页数据' } });
    expect((await call(app, a, { method: 'GET', url: '/api/base/html/data?key=none' })).statusCode).toBe(404);
    expect((await call(app, b, { method: 'GET', url: '/api/base/html/data?key=index' })).statusCode).toBe(
      404,
    );
  });

  it('answers the application with its pages; another project`s id is not found', async () => {
    const res = await call(app, a, { method: 'GET', url: `/api/base/html/application/${appA}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: appA, name: '测试应用', remark: '备注' });
    expect(data.pages.map((p: { sort: number }) => p.sort)).toEqual([1, 2, 3]);
    const cross = await call(app, b, { method: 'GET', url: `/api/base/html/application/${appA}` });
    expect(cross.statusCode).toBe(404);
  });

  it('bad input answers 400 with a Chinese message', async () => {
    const missing = await call(app, a, { method: 'GET', url: '/api/base/html/config' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('请提供模板标识');
    const noKey = await call(app, a, { method: 'GET', url: '/api/base/html/data?key=' });
    expect(noKey.json().msg).toContain('请提供数据标识');
    const badId = await call(app, a, { method: 'GET', url: '/api/base/html/application/-1' });
    expect(badId.statusCode).toBe(400);
  });
});
