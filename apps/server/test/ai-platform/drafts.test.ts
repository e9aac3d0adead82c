import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { type AiWorld, aiCall, aiWorld, type Resident, resident } from './helpers.ts';
import { plan } from './ops-helpers.ts';

const A = '/api/local/yzh/330113';
const B = '/api/local/yzh/330110';

const RECORD = { followMode: 3, sbp: 142, dbp: 88, symptoms: [], dangerSigns: [], adherence: 1 };

const rows = (sql: string, arg: number) =>
  withAdmin(async (c) => (await c.query<{ n: number }>(sql, [arg])).rows[0]?.n ?? 0);
const questionDrafts = (patientId: number) =>
  rows('select count(*)::int as n from questionnaire_drafts where patient_id = $1', patientId);
const followDrafts = (planId: number) =>
  rows('select count(*)::int as n from ai_follow_drafts where plan_id = $1', planId);

describe('AI platform temporary saves and the follow form disease (issue 16)', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let lin: Resident;
  let phq9 = 0;

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    lin = await resident(w.p, w.orgA, { name: '钱暂存', tel: '13900003333' });
    const list = await aiCall(app, w, w.a, 'GET', '/api/question?pageSize=50');
    phq9 =
      (list.json().data.list as Array<{ id: number; code: string }>).find((q) => q.code === 'phq9')?.id ?? 0;
    expect(phq9).toBeGreaterThan(0);
  });
  afterAll(() => app.close());

  it('question/record/draft: saved, read back (any phone), cleared by question/record', async () => {
    const empty = await aiCall(
      app,
      w,
      w.a,
      'GET',
      `${A}/question/record/draft?questionId=${phq9}&patientId=${lin.id}`,
    );
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toBeNull();
    const formList = [
      { key: 'q1', value: 2 },
      { key: 'q2', value: 1 },
    ];
    const put = await aiCall(app, w, w.a, 'PUT', `${A}/question/record/draft`, {
      questionId: phq9,
      patientId: lin.id,
      formList,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ questionId: phq9, patientId: lin.id, formList });
    const read = await aiCall(
      app,
      w,
      w.a,
      'GET',
      `${A}/question/record/draft?questionId=${phq9}&patientId=${lin.id}`,
    );
    expect(read.json().data.formList).toEqual(formList);

    const all = Array.from({ length: 9 }, (_, i) => ({ key: `q${i + 1}`, value: i < 2 ? 1 : 0 }));
    const rec = await aiCall(app, w, w.a, 'POST', `${A}/question/record`, {
      questionId: phq9,
      patientId: lin.id,
      formList: all,
    });
    expect(rec.statusCode, rec.body).toBe(200);
    expect(await questionDrafts(lin.id)).toBe(0);
    const after = await aiCall(
      app,
      w,
      w.a,
      'GET',
      `${A}/question/record/draft?questionId=${phq9}&patientId=${lin.id}`,
    );
    expect(after.json().data).toBeNull();
  });

  it('question draft: a malformed answer is 400 with nothing stored; another district 404; 401', async () => {
    const other = await resident(w.p, w.orgA, { name: '钱格式' });
    const bad = await aiCall(app, w, w.a, 'PUT', `${A}/question/record/draft`, {
      questionId: phq9,
      patientId: other.id,
      formList: [{ key: 'q1', value: 9 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    expect(bad.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    const noId = await aiCall(app, w, w.a, 'PUT', `${A}/question/record/draft`, { questionId: phq9 });
    expect(noId.statusCode).toBe(400);
    expect(await questionDrafts(other.id)).toBe(0);

    const body = { questionId: phq9, patientId: other.id, formList: [{ key: 'q1', value: 1 }] };
    const cross = await aiCall(app, w, w.b, 'PUT', `${B}/question/record/draft`, body);
    expect(cross.statusCode).toBe(404);
    const crossRead = await aiCall(
      app,
      w,
      w.b,
      'GET',
      `${B}/question/record/draft?questionId=${phq9}&patientId=${other.id}`,
    );
    expect(crossRead.statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'PUT', `${A}/question/record/draft`, body)).statusCode).toBe(404);
    expect((await aiCall(app, w, null, 'PUT', `${A}/question/record/draft`, body)).statusCode).toBe(401);
    expect(await questionDrafts(other.id)).toBe(0);
  });

  it('follow/record/draft: the held plan’s half-filled record, read back, deleted by the finish', async () => {
    const id = await plan(w, lin.id, w.orgA, { personUserId: w.a.id });
    const none = await aiCall(app, w, w.a, 'GET', `${A}/follow/record/draft?id=${id}`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toBeNull();
    const values = { followMode: [3], sbp: '14', symptoms: ['none'], advice: '低盐饮食' };
    const put = await aiCall(app, w, w.a, 'PUT', `${A}/follow/record/draft`, { id, values });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ planId: id, values });
    const again = await aiCall(app, w, w.a, 'PUT', `${A}/follow/record/draft`, {
      id,
      values: { ...values, sbp: '142' },
    });
    expect(again.statusCode).toBe(200);
    const read = await aiCall(app, w, w.a, 'GET', `${A}/follow/record/draft?id=${id}`);
    expect(read.json().data.values).toEqual({ ...values, sbp: '142' });
    expect(await followDrafts(id)).toBe(1);

    const fin = await aiCall(app, w, w.a, 'POST', `${A}/follow/save`, {
      id,
      planTime: '2099-01-01',
      way: 3,
      finish: true,
      record: RECORD,
    });
    expect(fin.statusCode, fin.body).toBe(200);
    expect(await followDrafts(id)).toBe(0);
    const closed = await aiCall(app, w, w.a, 'PUT', `${A}/follow/record/draft`, { id, values });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().msg).toBe('该随访已结束，不能修改');
    expect(await followDrafts(id)).toBe(0);
  });

  it('follow draft: wrong types 400 nothing stored; pool plan, another district and 401', async () => {
    const id = await plan(w, lin.id, w.orgA, { personUserId: w.a.id });
    for (const values of [{ sbp: 142 }, { symptoms: 'none' }, { advice: 'x'.repeat(501) }]) {
      const bad = await aiCall(app, w, w.a, 'PUT', `${A}/follow/record/draft`, { id, values });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false });
      expect(bad.json().msg).toContain('暂存内容有误');
    }
    const noValues = await aiCall(app, w, w.a, 'PUT', `${A}/follow/record/draft`, { id });
    expect(noValues.statusCode).toBe(400);
    expect(await followDrafts(id)).toBe(0);

    const pool = await plan(w, lin.id, w.orgA);
    const unheld = await aiCall(app, w, w.a, 'PUT', `${A}/follow/record/draft`, { id: pool, values: {} });
    expect(unheld.statusCode).toBe(404);
    const cross = await aiCall(app, w, w.b, 'PUT', `${B}/follow/record/draft`, { id, values: {} });
    expect(cross.statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', `${B}/follow/record/draft?id=${id}`)).statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', `${A}/follow/record/draft?id=${id}`)).statusCode).toBe(404);
    expect((await aiCall(app, w, null, 'GET', `${A}/follow/record/draft?id=${id}`)).statusCode).toBe(401);
    expect(await followDrafts(id)).toBe(0);
    expect(await followDrafts(pool)).toBe(0);
  });

  it('a plan created with a disease carries its template: the view says so and the finish enforces it', async () => {
    const made = await aiCall(app, w, w.a, 'POST', `${A}/follow/create`, {
      patientId: lin.id,
      planTime: '2099-01-01',
      way: 3,
      disease: 'dm',
      content: '糖尿病季度随访',
    });
    expect(made.statusCode, made.body).toBe(200);
    const view = made.json().data;
    expect(view.disease).toBe('dm');
    expect(view.formItems).toContain('glucose');
    const detail = await aiCall(app, w, w.a, 'GET', `${A}/follow/detail?id=${view.id}`);
    expect(detail.json().data).toMatchObject({ disease: 'dm' });

    const noGlucose = await aiCall(app, w, w.a, 'POST', `${A}/follow/save`, {
      id: view.id,
      planTime: '2099-01-01',
      way: 3,
      finish: true,
      record: RECORD,
    });
    expect(noGlucose.statusCode).toBe(400);
    expect(noGlucose.json().msg).toBe('糖尿病随访须填写空腹血糖');
    const records = await rows('select count(*)::int as n from follow_records where plan_id = $1', view.id);
    expect(records).toBe(0);

    const hbp = await aiCall(app, w, w.a, 'POST', `${A}/follow/save`, {
      id: view.id,
      planTime: '2099-01-01',
      way: 3,
      disease: 'hbp',
    });
    expect(hbp.statusCode, hbp.body).toBe(200);
    expect(hbp.json().data.disease).toBe('hbp');
    const noBp = await aiCall(app, w, w.a, 'POST', `${A}/follow/save`, {
      id: view.id,
      planTime: '2099-01-01',
      way: 3,
      finish: true,
      record: { ...RECORD, sbp: undefined, dbp: undefined },
    });
    expect(noBp.json().msg).toBe('高血压随访须填写血压');

    const badDisease = await aiCall(app, w, w.a, 'POST', `${A}/follow/create`, {
      patientId: lin.id,
      planTime: '2099-01-01',
      way: 3,
      disease: 'copd',
    });
    expect(badDisease.statusCode).toBe(400);
    expect(badDisease.json().msg).toContain('随访病种有误');
    const plain = await aiCall(app, w, w.a, 'POST', `${A}/follow/create`, {
      patientId: lin.id,
      planTime: '2099-01-01',
      way: 3,
    });
    expect(plain.json().data).toMatchObject({ disease: null, formItems: null });
    const cross = await aiCall(app, w, w.b, 'GET', `${B}/follow/detail?id=${view.id}`);
    expect(cross.statusCode).toBe(404);
  });
});
