import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrgTree } from '../../src/modules/config/org-tree.ts';
import { call, createProject, createTestApp, createUser, type TestProject, withAdmin } from '../fixtures.ts';

describe('GET /api/base/org/tree', () => {
  let app: FastifyInstance;
  let a: TestProject;
  let b: TestProject;
  let tokenA: string;
  let tokenB: string;
  let childOrg: number;

  beforeAll(async () => {
    app = await createTestApp();
    a = await createProject();
    b = await createProject();
    childOrg = await withAdmin(async (c) => {
      const child = await c.query<{ id: number }>(
        `insert into orgs (project_id, parent_id, code, name, sort) values ($1,$2,'C1','社区卫生服务中心',1) returning id`,
        [a.id, a.orgId],
      );
      const id = child.rows[0]?.id ?? 0;
      const dept = await c.query<{ id: number }>(
        `insert into departments (project_id, org_id, name, sort) values ($1,$2,'全科',1) returning id`,
        [a.id, a.orgId],
      );
      await c.query(
        `insert into departments (project_id, org_id, parent_id, name) values ($1,$2,$3,'全科门诊')`,
        [a.id, a.orgId, dept.rows[0]?.id],
      );
      await c.query(`insert into departments (project_id, org_id, name) values ($1,$2,'儿科')`, [a.id, id]);
      return id;
    });
    const doctor = await createUser(a, { role: 'doctor' });
    const patientB = await createUser(b, { role: 'patient' });
    tokenA = await app.services.sessions.issue(a.id, doctor.id, {});
    tokenB = await app.services.sessions.issue(b.id, patientB.id, {});
  });
  afterAll(() => app.close());

  it('answers the orgs of my project nested, departments first', async () => {
    const res = await call(app, a, { method: 'GET', url: '/api/base/org/tree', token: tokenA });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: a.orgId,
        code: a.orgCode,
        name: '测试机构',
        kind: 'org',
        children: [
          {
            id: expect.any(Number),
            code: expect.any(String),
            name: '全科',
            kind: 'department',
            children: [
              {
                id: expect.any(Number),
                code: expect.any(String),
                name: '全科门诊',
                kind: 'department',
                children: [],
              },
            ],
          },
          {
            id: childOrg,
            code: 'C1',
            name: '社区卫生服务中心',
            kind: 'org',
            children: [
              {
                id: expect.any(Number),
                code: expect.any(String),
                name: '儿科',
                kind: 'department',
                children: [],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('shows another project only its own orgs', async () => {
    const res = await call(app, b, { method: 'GET', url: '/api/base/org/tree', token: tokenB });
    expect(res.json().data.map((o: { code: string }) => o.code)).toEqual([b.orgCode]);
  });

  it('needs a login; a token of another project is refused', async () => {
    expect((await call(app, a, { method: 'GET', url: '/api/base/org/tree' })).statusCode).toBe(401);
    expect((await call(app, a, { method: 'GET', url: '/api/base/org/tree', token: tokenB })).statusCode).toBe(
      401,
    );
  });

  it('never loses or repeats a row with a missing parent or a cycle', () => {
    const tree = buildOrgTree(
      [
        { id: 1, parentId: 2, code: 'A', name: 'A' },
        { id: 2, parentId: 1, code: 'B', name: 'B' },
        { id: 3, parentId: 99, code: 'C', name: 'C' },
        { id: 4, parentId: 4, code: 'D', name: 'D' },
      ],
      [],
    );
    expect(tree.map((n) => n.code).sort()).toEqual(['A', 'B', 'C', 'D']);
  });
});
