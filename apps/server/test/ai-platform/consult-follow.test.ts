import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { account } from '../patients/helpers.ts';
import { type AiWorld, aiCall, aiWorld, type Resident, resident } from './helpers.ts';
import { deviceWithReading, plan } from './ops-helpers.ts';

const L = '/api/local/yzh/330113';
const LB = '/api/local/yzh/330110';

describe('AI platform pre-consultation and local follow-ups (issue 16)', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let r: Resident;

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    r = await resident(w.p, w.orgA, { name: '李秀英', tel: '13900001111' });
  });
  afterAll(() => app.close());

  it('binds a desk device, pre-fills from its last reading, saves temporarily then finally', async () => {
    await deviceWithReading(w, r.id, 'BP-T-001', 'bp', { systolic: 138, diastolic: 86, heartRate: 72 });
    const bind = await aiCall(app, w, w.a, 'POST', `${L}/bind`, {
      type: 'bp',
      serial: 'BP-T-001',
      localUserId: 'lp01',
    });
    expect(bind.statusCode, bind.body).toBe(200);
    expect(bind.json().data.last.values).toMatchObject({ systolic: 138 });
    expect((await aiCall(app, w, w.a, 'GET', `${L}/bind/list`)).json().data).toHaveLength(1);

    const form = await aiCall(app, w, w.a, 'GET', `${L}/form/temporary?idcard=${r.idcard}`);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data).toMatchObject({
      state: null,
      deviceReadings: [{ type: 'bp', serial: 'BP-T-001' }],
    });

    const body = { idcard: r.idcard, sbp: 138, dbp: 86, heartRate: 72 };
    const tmp = await aiCall(app, w, w.a, 'POST', `${L}/form/temporary`, body);
    expect(tmp.statusCode, tmp.body).toBe(200);
    expect(tmp.json().data).toMatchObject({ state: 'temporary', stateName: '暂存', form: { sbp: 138 } });
    const wait = await aiCall(app, w, w.a, 'GET', `${L}/wait/list`);
    expect(wait.json().data.total).toBe(1);
    expect(wait.json().data.list[0].idcard).toContain('****');

    const fin = await aiCall(app, w, w.a, 'POST', `${L}/before/wrap/form`, {
      ...body,
      height: 165,
      weight: 60,
    });
    expect(fin.json().data).toMatchObject({ state: 'done', form: { height: 165 } });
    // The final save stored the readings as the resident's measurements (graded), once.
    const stored = await withAdmin((c) =>
      c.query<{ type: string; values: Record<string, number>; level: string; source: string }>(
        `select type, values, level, source from measurements where patient_id = $1 and remark = '预问诊录入'
         order by type`,
        [r.id],
      ),
    );
    expect(stored.rows).toMatchObject([
      { type: 'bp', values: { systolic: 138, diastolic: 86, heartRate: 72 }, source: 'doctor' },
      { type: 'weight', values: { weight: 60, height: 165 }, source: 'doctor' },
    ]);
    expect(stored.rows[1]?.values.bmi).toBeCloseTo(22, 0);
    const again = await aiCall(app, w, w.a, 'POST', `${L}/form/temporary`, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该预问诊已完成，不能修改');
    const finAgain = await aiCall(app, w, w.a, 'POST', `${L}/before/wrap/form`, body);
    expect(finAgain.statusCode).toBe(400);
    const count = await withAdmin((c) =>
      c.query<{ n: number }>(
        `select count(*)::int as n from measurements where patient_id = $1 and remark = '预问诊录入'`,
        [r.id],
      ),
    );
    expect(count.rows[0]?.n).toBe(2);
    expect((await aiCall(app, w, w.a, 'GET', `${L}/wait/list`)).json().data.total).toBe(0);
    expect((await aiCall(app, w, w.a, 'GET', `${L}/history/list`)).json().data.total).toBe(1);
    const date = fin.json().data.visitDate;
    const detail = await aiCall(app, w, w.a, 'GET', `${L}/form/detail?idcard=${r.idcard}&date=${date}`);
    expect(detail.json().data.form).toMatchObject({ weight: 60 });
    const search = await aiCall(app, w, w.a, 'GET', `${L}/search/list?keyword=${encodeURIComponent('李秀')}`);
    expect(search.json().data.list[0]).toMatchObject({ name: '李秀英', state: 'done' });
    const info = await aiCall(app, w, w.a, 'GET', `${L}/disease/info?idcard=${r.idcard}`);
    expect(info.statusCode, info.body).toBe(200);
  });

  it('pre-consultation: Chinese 400s, 401, other district 404', async () => {
    const swap = await aiCall(app, w, w.a, 'POST', `${L}/form/temporary`, {
      idcard: r.idcard,
      sbp: 80,
      dbp: 90,
    });
    expect(swap.statusCode).toBe(400);
    expect(swap.json().msg).toContain('收缩压须大于舒张压');
    const huge = await aiCall(app, w, w.a, 'POST', `${L}/form/temporary`, { idcard: r.idcard, bg: 99 });
    expect(huge.json().msg).toContain('空腹血糖不能大于');
    const empty = await aiCall(app, w, w.a, 'POST', `${L}/before/wrap/form`, { idcard: r.idcard });
    expect(empty.json().msg).toBe('请至少填写一项测量数据');
    const type = await aiCall(app, w, w.a, 'POST', `${L}/bind`, {
      type: 'xx',
      serial: 'A1',
      localUserId: 'lp01',
    });
    expect(type.json().msg).toContain('设备类型有误');
    expect((await aiCall(app, w, null, 'GET', `${L}/wait/list`)).statusCode).toBe(401);
    expect((await aiCall(app, w, w.b, 'GET', `${L}/wait/list`)).statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', `${LB}/form/temporary?idcard=${r.idcard}`)).statusCode).toBe(
      404,
    );
    expect((await aiCall(app, w, w.b, 'GET', `${LB}/disease/info?idcard=${r.idcard}`)).statusCode).toBe(404);
  });

  it('grab: of N concurrent servicers exactly one wins; the rest 409', async () => {
    const id = await plan(w, r.id, w.orgA);
    const others = await Promise.all(
      [1, 2, 3, 4, 5].map(async (i) => {
        const d = await account(app, w.p, { role: 'doctor', name: `临平医生${i}` });
        const { withAdmin } = await import('../fixtures.ts');
        await withAdmin((c) => c.query('update users set org_id = $1 where id = $2', [w.orgA, d.id]));
        return d;
      }),
    );
    const init = await aiCall(app, w, w.a, 'GET', `${L}/follow/grab/init`);
    expect(init.json().data.pool).toBe(1);
    const results = await Promise.all(
      [w.a, ...others].map((d) => aiCall(app, w, d, 'POST', `${L}/follow/grab`, { id })),
    );
    const codes = results.map((x) => x.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect(results.find((x) => x.statusCode === 409)?.json().msg).toBe('该随访已被其他医生领取');
    expect((await aiCall(app, w, w.b, 'POST', `${LB}/follow/grab`, { id })).statusCode).toBe(404);
  });

  it('lists, create, save, detail, plan, last detail and sync', async () => {
    const created = await aiCall(app, w, w.a, 'POST', `${L}/follow/create`, {
      idcard: r.idcard,
      planTime: '2099-01-05',
      way: 3,
      content: '电话随访血压',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({
      value: '2099-01-05',
      wayName: '电话随访',
      followPersonUserId: w.a.id,
    });
    const saved = await aiCall(app, w, w.a, 'POST', `${L}/follow/save`, {
      id,
      planTime: '2099-01-06',
      way: 1,
    });
    expect(saved.json().data).toMatchObject({ value: '2099-01-06', way: 1 });
    expect((await aiCall(app, w, w.a, 'GET', `${L}/follow/detail?id=${id}`)).json().data.id).toBe(id);
    const wait = await aiCall(app, w, w.a, 'GET', `${L}/follow/wait/task/list`);
    expect(wait.json().data.list.map((x: { id: number }) => x.id)).toContain(id);
    expect((await aiCall(app, w, w.a, 'GET', `${L}/follow/list2`)).json().data.pageSize).toBe(15);
    expect(
      (await aiCall(app, w, w.a, 'GET', `${L}/follow/plan?idcard=${r.idcard}`)).json().data.length,
    ).toBeGreaterThan(0);

    const open = await aiCall(app, w, w.a, 'POST', `${L}/follow/sync`, { id });
    expect(open.statusCode).toBe(400);
    expect(open.json().msg).toBe('随访尚未完成，不能同步');
    const done = await plan(w, r.id, w.orgA, { state: 'done', personUserId: w.a.id, actual: true });
    expect((await aiCall(app, w, w.a, 'GET', `${L}/follow/done/list`)).json().data.total).toBe(1);
    expect(
      (await aiCall(app, w, w.a, 'GET', `${L}/follow/last/detail?idcard=${r.idcard}`)).json().data.id,
    ).toBe(done);
    const sync = await aiCall(app, w, w.a, 'POST', `${L}/follow/sync`, { id: done });
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().data).toMatchObject({ simulated: true, receipt: { code: '0', msg: '同步成功' } });
    expect(sync.json().data.sourceLabel).toContain('未连接区域平台');
    const twice = await aiCall(app, w, w.a, 'POST', `${L}/follow/sync`, { id: done });
    expect(twice.json().msg).toBe('该随访已同步，请勿重复操作');
    expect((await aiCall(app, w, w.a, 'GET', `${L}/follow/detail?id=${done}`)).json().data.synced).toBe(true);
  });

  it('follow: Chinese 400s, 401, other district 404', async () => {
    const past = await aiCall(app, w, w.a, 'POST', `${L}/follow/create`, {
      idcard: r.idcard,
      planTime: '2001-01-01',
      way: 3,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().msg).toBe('计划随访日期不能早于今天');
    const way = await aiCall(app, w, w.a, 'POST', `${L}/follow/create`, {
      idcard: r.idcard,
      planTime: '2099-01-01',
      way: 9,
    });
    expect(way.json().msg).toContain('随访方式有误');
    expect((await aiCall(app, w, w.a, 'GET', `${L}/follow/detail?id=abc`)).statusCode).toBe(400);
    expect((await aiCall(app, w, null, 'GET', `${L}/follow/list2`)).statusCode).toBe(401);
    const id = await plan(w, r.id, w.orgA);
    expect((await aiCall(app, w, w.b, 'GET', `${LB}/follow/detail?id=${id}`)).statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', `${LB}/follow/plan?idcard=${r.idcard}`)).statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'POST', `${LB}/follow/sync`, { id })).statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', `${L}/follow/grab/init`)).statusCode).toBe(404);
  });
});
