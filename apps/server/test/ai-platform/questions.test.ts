import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { type AiWorld, aiCall, aiWorld, type Resident, resident } from './helpers.ts';

const DAY = 86_400_000;
const A = '/api/local/yzh/330113';
const B = '/api/local/yzh/330110';

const phq = (score: number) =>
  Array.from({ length: 9 }, (_, i) => ({ key: `q${i + 1}`, value: i < score ? 1 : 0 }));

describe('AI platform questionnaires and post-diagnosis management (issue 16)', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let lin: Resident;
  let yu: Resident;
  let phq9 = 0;

  const count = (table: string, patientId: number) =>
    withAdmin(async (c) => {
      const r = await c.query<{ n: number }>(
        `select count(*)::int as n from ${table} where patient_id = $1`,
        [patientId],
      );
      return r.rows[0]?.n ?? 0;
    });

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    lin = await resident(w.p, w.orgA, { name: '钱临平', tel: '13900002222' });
    yu = await resident(w.p, w.orgB, { name: '孙余杭' });
    const list = await aiCall(app, w, w.a, 'GET', '/api/question?pageSize=50');
    expect(list.statusCode, list.body).toBe(200);
    phq9 =
      (list.json().data.list as Array<{ id: number; code: string }>).find((q) => q.code === 'phq9')?.id ?? 0;
    await withAdmin(async (c) => {
      await c.query(
        `insert into diagnosis_records (project_id, patient_id, type, way, major_diagnosis, medical_time) values
         ($1, $2, 1, '门诊', '原发性高血压', $4), ($1, $3, 1, '门诊', '2型糖尿病', $4)`,
        [w.p.id, lin.id, yu.id, new Date(Date.now() - 3 * DAY)],
      );
    });
  });
  afterAll(() => app.close());

  it('question/add adds a questionnaire for a resident of the district, listed in before/list (page size 15)', async () => {
    const add = await aiCall(app, w, w.a, 'POST', `${A}/question/add`, {
      questionId: phq9,
      idcard: lin.idcard,
    });
    expect(add.statusCode, add.body).toBe(200);
    const item = add.json().data;
    expect(item).toMatchObject({ patientId: lin.id, name: '钱临平', questionId: phq9, state: 'assigned' });
    expect(item.idcardMasked).not.toBe(lin.idcard);
    expect(item.telMasked).toBe('139****2222');
    expect(item.path).toContain('#t=');
    const again = await aiCall(app, w, w.a, 'POST', `${A}/question/add`, {
      questionId: phq9,
      patientId: lin.id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该居民已有未完成的该问卷');
    expect(await count('questionnaire_assignments', lin.id)).toBe(1);

    const page = await aiCall(app, w, w.a, 'GET', `${A}/question/before/list?pageNo=1&pageSize=&state=`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.pageSize).toBe(15);
    expect(page.json().data.list.map((r: { patientId: number }) => r.patientId)).toEqual([lin.id]);
    const one = await aiCall(app, w, w.a, 'GET', `${A}/question/one?questionId=${phq9}&patientId=${lin.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.definition.code).toBe('phq9');
    expect(one.json().data.open.id).toBe(item.id);
    expect(one.json().data.resident.name).toBe('钱临平');
  });

  it('question/record validates with the shared rules (400, nothing stored), then stores, scores and answers the assignment', async () => {
    const bad = await aiCall(app, w, w.a, 'POST', `${A}/question/record`, {
      questionId: phq9,
      idcard: lin.idcard,
      formList: phq(9).slice(0, 8),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect(bad.json().msg).toContain('不能为空');
    const noWho = await aiCall(app, w, w.a, 'POST', `${A}/question/record`, {
      questionId: phq9,
      formList: phq(0),
    });
    expect(noWho.statusCode).toBe(400);
    expect(await count('questionnaire_records', lin.id)).toBe(0);

    const ok = await aiCall(app, w, w.a, 'POST', `${A}/question/record`, {
      questionId: phq9,
      idcard: lin.idcard,
      formList: phq(6),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ patientId: lin.id, total: 6 });
    const recordId = ok.json().data.id;
    const page = await aiCall(app, w, w.a, 'GET', `${A}/question/before/list?state=answered`);
    expect(page.json().data.list[0]).toMatchObject({ recordId, state: 'answered', total: 6 });
    const detail = await aiCall(app, w, w.a, 'GET', `${A}/question/record/detail?id=${recordId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ id: recordId, total: 6, resident: { patientId: lin.id } });
    expect(detail.json().data.formList.length).toBeGreaterThanOrEqual(9);
  });

  it('each district sees its own residents only: the other answers 404 and stores nothing', async () => {
    await aiCall(app, w, w.b, 'POST', `${B}/question/add`, { questionId: phq9, idcard: yu.idcard });
    const bList = await aiCall(app, w, w.b, 'GET', `${B}/question/before/list`);
    expect(bList.json().data.list.map((r: { patientId: number }) => r.patientId)).toEqual([yu.id]);
    const aList = await aiCall(app, w, w.a, 'GET', `${A}/question/before/list`);
    expect(aList.json().data.list.map((r: { patientId: number }) => r.patientId)).not.toContain(yu.id);

    // A servicer of 临平 names a 余杭 resident in their own district, or opens 余杭's district.
    const cross = await aiCall(app, w, w.a, 'POST', `${A}/question/record`, {
      questionId: phq9,
      idcard: yu.idcard,
      formList: phq(0),
    });
    expect(cross.statusCode).toBe(404);
    expect(await count('questionnaire_records', yu.id)).toBe(0);
    expect(
      (await aiCall(app, w, w.a, 'POST', `${A}/question/add`, { questionId: phq9, patientId: yu.id }))
        .statusCode,
    ).toBe(404);
    expect((await aiCall(app, w, w.a, 'GET', `${B}/question/before/list`)).statusCode).toBe(404);
    expect(
      (await aiCall(app, w, w.a, 'GET', `${A}/question/one?questionId=${phq9}&idcard=${yu.idcard}`))
        .statusCode,
    ).toBe(404);
    const bRecord = await aiCall(app, w, w.b, 'POST', `${B}/question/record`, {
      questionId: phq9,
      patientId: yu.id,
      formList: phq(2),
    });
    expect(bRecord.statusCode, bRecord.body).toBe(200);
    const other = await aiCall(
      app,
      w,
      w.a,
      'GET',
      `${A}/question/record/detail?id=${bRecord.json().data.id}`,
    );
    expect(other.statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', `${B}/question/record/detail?id=999999999`)).statusCode).toBe(
      404,
    );
    expect((await aiCall(app, w, w.a, 'GET', `${A}/question/one?questionId=999999999`)).statusCode).toBe(404);
  });

  it("diagnosis/after/list lists the district's diagnosed residents with their follow-up state", async () => {
    const res = await aiCall(app, w, w.a, 'GET', `${A}/diagnosis/after/list?state=`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list;
    expect(list.map((r: { patientId: number }) => r.patientId)).toEqual([lin.id]);
    expect(list[0]).toMatchObject({
      majorDiagnosis: '原发性高血压',
      state: 'pending',
      stateText: '待管理',
      typeText: '门诊',
    });
    expect(list[0].questionsAnswered).toBe(1);
    await withAdmin((c) =>
      c.query(
        `insert into follow_plans (project_id, patient_id, org_id, follow_mode, follow_frequency, plan_time, state)
         values ($1, $2, $3, 1, 'quarterly', now() + interval '5 days', 'open')`,
        [w.p.id, lin.id, w.orgA],
      ),
    );
    const planned = await aiCall(app, w, w.a, 'GET', `${A}/diagnosis/after/list?state=planned`);
    expect(planned.json().data.list[0]).toMatchObject({ patientId: lin.id, state: 'planned' });
    expect(
      (await aiCall(app, w, w.a, 'GET', `${A}/diagnosis/after/list?state=pending`)).json().data.total,
    ).toBe(0);
    const b = await aiCall(app, w, w.b, 'GET', `${B}/diagnosis/after/list`);
    expect(b.json().data.list.map((r: { patientId: number }) => r.patientId)).toEqual([yu.id]);
    expect((await aiCall(app, w, w.a, 'GET', `${A}/diagnosis/after/list?state=x`)).statusCode).toBe(400);
  });

  it('refuses bad input (400) and callers without a session (401)', async () => {
    const past = await aiCall(app, w, w.a, 'POST', `${A}/question/add`, {
      questionId: phq9,
      idcard: lin.idcard,
      dueDate: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect((await aiCall(app, w, w.a, 'POST', `${A}/question/add`, { questionId: phq9 })).statusCode).toBe(
      400,
    );
    expect((await aiCall(app, w, w.a, 'GET', `${A}/question/one`)).statusCode).toBe(400);
    expect((await aiCall(app, w, w.a, 'GET', `${A}/question/record/detail?id=abc`)).statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', `${A}/question/before/list`],
      ['GET', `${A}/question/one?questionId=${phq9}`],
      ['GET', `${A}/question/record/detail?id=1`],
      ['POST', `${A}/question/add`],
      ['POST', `${A}/question/record`],
      ['GET', `${A}/diagnosis/after/list`],
    ] as const) {
      const res = await aiCall(app, w, null, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(401);
    }
  });
});
