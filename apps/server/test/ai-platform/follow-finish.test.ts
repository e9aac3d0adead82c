import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { account } from '../patients/helpers.ts';
import { type AiWorld, aiCall, aiWorld, type Resident, resident } from './helpers.ts';
import { plan } from './ops-helpers.ts';

const L = '/api/local/yzh/330113';
const LB = '/api/local/yzh/330110';

const RECORD = {
  followMode: 3,
  sbp: 142,
  dbp: 88,
  heartRate: 76,
  symptoms: [],
  dangerSigns: [],
  adherence: 1,
  medication: '氨氯地平 5mg 每日一次',
  advice: '低盐饮食，每日监测血压',
  nextFollowDate: '2099-03-01',
};

const state = (id: number) =>
  withAdmin(async (c) => {
    const p = await c.query<{ state: string }>('select state from follow_plans where id = $1', [id]);
    const r = await c.query<{ n: number }>(
      'select count(*)::int as n from follow_records where plan_id = $1',
      [id],
    );
    return { state: p.rows[0]?.state, records: r.rows[0]?.n ?? 0 };
  });

describe('AI platform: completing a grabbed follow-up (issue 16)', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let r: Resident;

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    r = await resident(w.p, w.orgA, { name: '周桂兰', tel: '13900002222' });
  });
  afterAll(() => app.close());

  it('grab, finish with the record, the task moves to done and syncs with the record', async () => {
    const id = await plan(w, r.id, w.orgA);
    expect((await aiCall(app, w, w.a, 'POST', `${L}/follow/grab`, { id })).statusCode).toBe(200);
    const wait = await aiCall(app, w, w.a, 'GET', `${L}/follow/wait/task/list`);
    expect(wait.json().data.list.map((x: { id: number }) => x.id)).toContain(id);

    const fin = await aiCall(app, w, w.a, 'POST', `${L}/follow/save`, {
      id,
      planTime: '2099-01-01',
      way: 3,
      finish: true,
      record: RECORD,
    });
    expect(fin.statusCode, fin.body).toBe(200);
    expect(fin.json().data).toMatchObject({ id, state: 'done', wayName: '电话随访', synced: false });
    expect(fin.json().data.actualTime).not.toBeNull();
    expect(await state(id)).toEqual({ state: 'done', records: 1 });
    const stored = await withAdmin((c) =>
      c.query<{ advice: string; source: string; form: { adherence: number } }>(
        'select advice, source, form from follow_records where plan_id = $1',
        [id],
      ),
    );
    expect(stored.rows[0]).toMatchObject({ advice: RECORD.advice, source: 'ai', form: { adherence: 1 } });

    const waitAfter = await aiCall(app, w, w.a, 'GET', `${L}/follow/wait/task/list`);
    expect(waitAfter.json().data.list.map((x: { id: number }) => x.id)).not.toContain(id);
    const done = await aiCall(app, w, w.a, 'GET', `${L}/follow/done/list`);
    expect(done.json().data.list.map((x: { id: number }) => x.id)).toContain(id);
    const last = await aiCall(app, w, w.a, 'GET', `${L}/follow/last/detail?patientId=${r.id}`);
    expect(last.json().data.id).toBe(id);

    const sync = await aiCall(app, w, w.a, 'POST', `${L}/follow/sync`, { id });
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().data).toMatchObject({
      simulated: true,
      payload: { planId: id, record: { advice: RECORD.advice, nextFollowDate: '2099-03-01' } },
    });
    const again = await aiCall(app, w, w.a, 'POST', `${L}/follow/save`, {
      id,
      planTime: '2099-01-01',
      way: 3,
      finish: true,
      record: RECORD,
    });
    expect(again.statusCode).toBe(409);
    expect(await state(id)).toEqual({ state: 'done', records: 1 });
  });

  it('bad input: Chinese 400 and nothing stored', async () => {
    const id = await plan(w, r.id, w.orgA, { personUserId: w.a.id });
    const base = { id, planTime: '2099-01-01', way: 3, finish: true };
    const missing = await aiCall(app, w, w.a, 'POST', `${L}/follow/save`, base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('请填写随访记录');
    const swap = await aiCall(app, w, w.a, 'POST', `${L}/follow/save`, {
      ...base,
      record: { ...RECORD, sbp: 80, dbp: 90 },
    });
    expect(swap.statusCode).toBe(400);
    expect(swap.json().msg).toContain('收缩压须大于舒张压');
    const pair = await aiCall(app, w, w.a, 'POST', `${L}/follow/save`, {
      ...base,
      record: { ...RECORD, dbp: undefined },
    });
    expect(pair.json().msg).toContain('收缩压和舒张压须同时填写');
    const adherence = await aiCall(app, w, w.a, 'POST', `${L}/follow/save`, {
      ...base,
      record: { ...RECORD, adherence: 9 },
    });
    expect(adherence.statusCode).toBe(400);
    expect(adherence.json().msg).toContain('服药依从性');
    const hbp = await aiCall(app, w, w.a, 'POST', `${L}/follow/save`, {
      ...base,
      record: { ...RECORD, disease: 'hbp', sbp: undefined, dbp: undefined },
    });
    expect(hbp.statusCode).toBe(400);
    expect(hbp.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(await state(id)).toEqual({ state: 'open', records: 0 });
  });

  it('a pool task must be grabbed first; another servicer’s task and another district 404; 401', async () => {
    const pool = await plan(w, r.id, w.orgA);
    const body = { id: pool, planTime: '2099-01-01', way: 3, finish: true, record: RECORD };
    const unheld = await aiCall(app, w, w.a, 'POST', `${L}/follow/save`, body);
    expect(unheld.statusCode).toBe(400);
    expect(unheld.json().msg).toBe('请先领取该随访任务');

    const other = await account(app, w.p, { role: 'doctor', name: '临平医生甲' });
    await withAdmin((c) => c.query('update users set org_id = $1 where id = $2', [w.orgA, other.id]));
    const theirs = await plan(w, r.id, w.orgA, { personUserId: other.id });
    const mine = { ...body, id: theirs };
    const stolen = await aiCall(app, w, w.a, 'POST', `${L}/follow/save`, mine);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().msg).toBe('未找到该随访');
    const edit = await aiCall(app, w, w.a, 'POST', `${L}/follow/save`, {
      id: theirs,
      planTime: '2099-02-01',
      way: 1,
    });
    expect(edit.statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'POST', `${LB}/follow/save`, mine)).statusCode).toBe(404);
    expect((await aiCall(app, w, null, 'POST', `${L}/follow/save`, mine)).statusCode).toBe(401);
    expect(await state(theirs)).toEqual({ state: 'open', records: 0 });
    expect(await state(pool)).toEqual({ state: 'open', records: 0 });
  });
});
