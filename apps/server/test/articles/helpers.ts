import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type TestProject, withAdmin } from '../fixtures.ts';
import type { Account } from '../patients/helpers.ts';

export const A = '/api/education/article';

/** Two article categories in the project: 高血压 and 家庭医生. */
export async function categories(project: TestProject): Promise<{ hbp: number; family: number }> {
  return withAdmin(async (c) => {
    const ids: number[] = [];
    for (const [sort, name] of ['高血压', '家庭医生'].entries()) {
      const r = await c.query<{ id: number }>(
        `insert into article_categories (project_id, name, sort) values ($1, $2, $3) returning id`,
        [project.id, name, sort],
      );
      ids.push(r.rows[0]?.id ?? 0);
    }
    return { hbp: ids[0] ?? 0, family: ids[1] ?? 0 };
  });
}

export interface Written {
  id: number;
  status: string;
  title: string;
}

/** Writes an article through the doctor's call (published unless `action: 'draft'`). */
export async function write(
  app: FastifyInstance,
  project: TestProject,
  doctor: Account,
  fields: Record<string, unknown>,
): Promise<Written> {
  const payload = { title: '测试文章', body: '<p>正文内容</p>', action: 'publish', ...fields };
  const res = await call(app, project, { method: 'POST', url: `${A}/doctor`, token: doctor.token, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Written;
}
