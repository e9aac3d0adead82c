import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD, seedConfigData } from '../../src/db/seed/config-data.ts';
import { call, createProject, createTestApp, createUser, type TestProject, withAdmin } from '../fixtures.ts';

describe('seedConfigData and the API documentation', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    await withAdmin((c) => seedConfigData(c, p.id));
    token = await app.services.sessions.issue(p.id, (await createUser(p, { role: 'doctor' })).id, {});
  });
  afterAll(() => app.close());

  it('seeds the web-config tab bar, announcements, the board and one application', async () => {
    const tabs = await call(app, p, { method: 'GET', url: '/api/base/html/config?templateKey=tabbar' });
    const list = tabs.json().data as { name: string; url: string; applicationId: number }[];
    expect(list.map((t) => [t.name, t.url])).toEqual([
      ['首页', '/web/config/index'],
      ['资讯', '/web/config/education/news'],
      ['我的', '/web/config/mine'],
    ]);
    const application = await call(app, p, {
      method: 'GET',
      url: `/api/base/html/application/${list[0]?.applicationId}`,
    });
    expect(application.json().data.pages).toHaveLength(3);
    const notices = await call(app, p, { method: 'GET', url: '/api/base/config' });
    expect(notices.json().data.total).toBe(3);
    expect(notices.json().data.list[0].title).toBe('系统维护通知');
    const board = await call(app, p, { method: 'GET', url: '/api/base/config/board/mine', token });
    expect(board.json().data).toEqual(DEMO_BOARD.servicer);
  });

  it('documents the endpoints with their tags', async () => {
    const res = await call(app, p, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.paths['/api/base/project/config/domain']?.get?.tags).toEqual(['config']);
    expect(doc.paths['/api/base/org/tree']?.get?.tags).toEqual(['config']);
    expect(doc.paths['/api/base/config/{id}']?.get?.tags).toEqual(['announcement']);
    expect(doc.paths['/api/upload/file']?.post?.tags).toEqual(['upload']);
    expect(doc.paths['/static/area.json']?.get?.tags).toEqual(['static']);
  });
});
