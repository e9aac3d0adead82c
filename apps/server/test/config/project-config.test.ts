import { MSG, projectConfigView } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, randomKey, type TestProject, withAdmin } from '../fixtures.ts';

describe('GET /api/base/project/config/domain and /api/base/project/districts', () => {
  let app: FastifyInstance;
  let a: TestProject;
  let b: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    a = await createProject({ indexPath: '/health/user/index' });
    b = await createProject();
    await withAdmin((c) =>
      c.query(
        `insert into districts (project_id, key, name, org_code, area_code, version)
         values ($1, '02330110', '余杭区', 'Y002', '330110', 'mongo'), ($1, '02330185', '临安区', 'Y003', '330185', 'informationInnovation'),
                ($2, '02330109', '萧山区', 'Y010', '330109', 'mongo')`,
        [a.id, b.id],
      ),
    );
  });
  afterAll(() => app.close());

  it('when the web app starts with ?project=<key>, it gets that project config without logging in', async () => {
    const res = await call(app, b, {
      method: 'GET',
      url: `/api/base/project/config/domain?project=${a.key}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const view = projectConfigView.parse(body.data);
    expect(view).toMatchObject({
      project: a.key,
      orgCode: a.orgCode,
      domain: `${a.key}.test.local`,
      indexPath: '/health/user/index',
      defaultPath: '/health/user/login',
      modules: ['measure'],
      chatConfig: { babyList: [] },
    });
    expect(view.mobileInitConfigList).toEqual([{ name: a.key, indexPath: '/health/user/index' }]);
    expect(view.features.maskName).toBe(false);
    expect(view.wxgzId).toMatch(/^wx/);
    // The client maps it to the Server-Area header (spec 2 section 7).
    expect(view.serverArea).toBe('base');
  });

  it('finds the project by host name (port and case ignored)', async () => {
    const res = await call(app, b, {
      method: 'GET',
      url: `/api/base/project/config/domain?domain=${a.key.toUpperCase()}.TEST.local:8443`,
    });
    expect(res.json().data.project).toBe(a.key);
  });

  it('without parameters answers the project of the Project header', async () => {
    const res = await call(app, b, { method: 'GET', url: '/api/base/project/config/domain' });
    expect(res.json().data.project).toBe(b.key);
  });

  it('an unknown project or host answers 404 项目不存在', async () => {
    for (const q of [`project=${randomKey('nope')}`, 'domain=unknown.example.org']) {
      const res = await call(app, a, { method: 'GET', url: `/api/base/project/config/domain?${q}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, msg: MSG.projectUnknown });
    }
  });

  it('bad input answers 400 with a Chinese message', async () => {
    const res = await call(app, a, {
      method: 'GET',
      url: `/api/base/project/config/domain?project=${'x'.repeat(65)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('项目标识过长');
  });

  it('lists the districts of the current project only, key "02"+areaCode', async () => {
    const res = await call(app, a, { method: 'GET', url: '/api/base/project/districts' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toEqual([
      {
        key: '02330110',
        name: '余杭区',
        orgCode: 'Y002',
        project: a.key,
        areaCode: '330110',
        version: 'mongo',
      },
      {
        key: '02330185',
        name: '临安区',
        orgCode: 'Y003',
        project: a.key,
        areaCode: '330185',
        version: 'informationInnovation',
      },
    ]);
    const other = await call(app, b, { method: 'GET', url: '/api/base/project/districts' });
    expect(other.json().data.map((d: { name: string }) => d.name)).toEqual(['萧山区']);
  });
});
