import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCircle } from '../../src/db/seed/circle-data.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';

describe('the circle demo data', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let demo: Account;
  let other: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    demo = await account(app, p, { name: '张三', tel: '13800000001' });
    other = await account(app, p, { name: '钱病友' });
    await account(app, p, { role: 'learner', name: '陈学员', tel: '13800000009' });
    const wang = await account(app, p, { role: 'doctor', name: '王医生' });
    const li = await account(app, p, { role: 'doctor', name: '李医生' });
    await withAdmin(async (c) => {
      await c.query(`update users set username = 'doctor01' where id = $1`, [wang.id]);
      await c.query(`update users set username = 'doctor02' where id = $1`, [li.id]);
      await seedCircle(c, p.id);
      await seedCircle(c, p.id);
    });
  });
  afterAll(() => app.close());

  const get = async (url: string, who: Account) =>
    (await call(app, p, { method: 'GET', url, token: who.token })).json().data;

  it('seeds four circles once, questions with doctors’ answers, stories with pictures and pending comments', async () => {
    const circles = await get('/api/education/circle', demo);
    expect(circles.map((c: { name: string }) => c.name)).toEqual([
      '高血压之家',
      '糖友互助',
      '宝妈育儿',
      '呼吸健康俱乐部',
    ]);
    expect(circles[0]).toMatchObject({ attention: true });
    const knowledge = await get('/api/education/circle/subject/knowledge', other);
    expect(knowledge.total).toBe(4);
    const stories = await get('/api/education/circle/friend/story', other);
    expect(stories.list.every((s: { imageList: string[] }) => s.imageList.length > 0)).toBe(true);
    const queue = await withAdmin((c) =>
      c.query(`select count(*)::int as n from comments where project_id = $1 and state = 'pending'`, [p.id]),
    );
    expect(queue.rows[0]?.n).toBe(2);
    const notices = await get('/api/education/comment/notice', demo);
    expect(notices.total).toBeGreaterThan(0);
    const found = await get(
      `/api/education/circle/question/answer?keyword=${encodeURIComponent('晨峰')}`,
      other,
    );
    expect(found.total).toBeGreaterThan(0);
  });
});
