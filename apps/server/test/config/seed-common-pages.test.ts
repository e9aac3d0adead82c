import { COMMON_PAGE_CONFIG_KEYS, legalDoc, sampleReport } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCommonPages } from '../../src/db/seed/common-pages-data.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';

describe('seedCommonPages: the stored privacy policy and sample report (GET /api/config/:key)', () => {
  let app: FastifyInstance;
  let a: TestProject;
  let b: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    a = await createProject();
    b = await createProject();
    await withAdmin((c) => seedCommonPages(c, [a.id]));
  });
  afterAll(() => app.close());

  const read = (p: TestProject, key: string) => call(app, p, { method: 'GET', url: `/api/config/${key}` });

  it('answers the privacy policy without a token, in the shape the screen reads, with the PIPL rights', async () => {
    const res = await read(a, COMMON_PAGE_CONFIG_KEYS.privacyPolicy);
    expect(res.statusCode).toBe(200);
    const doc = legalDoc.parse(res.json().data);
    const text = JSON.stringify(doc);
    for (const word of ['身份证号', '血压', '手机号码', '存储期限', '个人信息保护法', '撤回同意', '联系我们'])
      expect(text).toContain(word);
  });

  it('answers a sample report whose figures add up', async () => {
    const res = await read(a, COMMON_PAGE_CONFIG_KEYS.sampleReport);
    const { report } = sampleReport.parse(res.json().data);
    expect(Object.values(report.levels).reduce((n, c) => n + c, 0)).toBe(report.count);
    expect(report.levels.grade1).toBe(report.abnormalCount);
  });

  it('seeding twice keeps one value per key', async () => {
    await withAdmin((c) => seedCommonPages(c, [a.id]));
    const rows = await withAdmin((c) =>
      c.query('select count(*)::int as n from configs where project_id = $1 and key = any($2)', [
        a.id,
        Object.values(COMMON_PAGE_CONFIG_KEYS),
      ]),
    );
    expect(rows.rows[0].n).toBe(2);
  });

  it('another project has its own texts: none here answers 404, with a bad key 400', async () => {
    expect((await read(b, COMMON_PAGE_CONFIG_KEYS.privacyPolicy)).statusCode).toBe(404);
    const bad = await read(a, 'privacy policy!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});
