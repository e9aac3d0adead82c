import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, countRows } from '../patients/helpers.ts';

const ATTENTION = '/api/user/account/attention';
const COLLECT = '/api/user/account/collect';
const LIKE = '/api/user/account/like';
const TABLE = 'account_marks';

async function serviceCard(project: TestProject, name: string, isOpen = true) {
  return withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      `insert into service_cards (project_id, name, serial, intro, is_open) values ($1, $2, $3, '一年家庭医生服务', $4) returning id`,
      [project.id, name, `S${Math.floor(Math.random() * 1e9)}`, isOpen],
    );
    return r.rows[0]?.id ?? 0;
  });
}

describe('user account attention, collect and like', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let parent: Account;
  let stranger: Account;
  let doctor: Account;
  let doctor2: Account;
  let otherDoctor: Account;
  let otherUser: Account;
  let card: number;
  let closedCard: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    parent = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '王儿保' });
    doctor2 = await account(app, p, { role: 'doctor', name: '李营养' });
    otherDoctor = await account(app, other, { role: 'doctor', name: '外项目医生' });
    otherUser = await account(app, other);
    card = await serviceCard(p, '儿童生长发育服务包');
    closedCard = await serviceCard(p, '已下架服务包', false);
  });
  afterAll(() => app.close());

  const post = (url: string, who: Account, payload: unknown, project = p) =>
    call(app, project, {
      method: 'POST',
      url,
      token: who.token,
      payload: payload as Record<string, unknown>,
    });
  const get = (url: string, who: Account, project = p) =>
    call(app, project, { method: 'GET', url, token: who.token });
  const del = (url: string, who: Account) => call(app, p, { method: 'DELETE', url, token: who.token });

  it('follows a doctor, idempotently, and finds it in the list with the doctor’s name', async () => {
    const body = { relationId: doctor.doctorId, type: 'doctor' };
    const first = await post(ATTENTION, parent, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      relationId: doctor.doctorId,
      type: 'doctor',
      marked: true,
      count: 1,
    });
    const again = await post(ATTENTION, parent, body);
    expect(again.json().data.count).toBe(1);
    expect(await countRows(TABLE, p.id, 'user_id = $2', [parent.id])).toBe(1);

    const check = await get(`${ATTENTION}/check?relationId=${doctor.doctorId}&type=doctor`, parent);
    expect(check.json().data).toMatchObject({ marked: true, count: 1 });
    const list = await get(ATTENTION, parent);
    expect(list.json().data).toMatchObject({ total: 1, pageNo: 1, pageSize: 10 });
    expect(list.json().data.list[0]).toMatchObject({
      relationId: doctor.doctorId,
      type: 'doctor',
      available: true,
      title: '王儿保',
    });
  });

  it('lists newest first and filters by type; a service package can be collected', async () => {
    expect((await post(COLLECT, parent, { relationId: doctor.doctorId, type: 'doctor' })).statusCode).toBe(
      200,
    );
    await new Promise((r) => setTimeout(r, 5));
    expect((await post(COLLECT, parent, { relationId: card, type: 'service' })).statusCode).toBe(200);
    const list = (await get(COLLECT, parent)).json().data;
    expect(list.total).toBe(2);
    expect(list.list.map((r: { title: string }) => r.title)).toEqual(['儿童生长发育服务包', '王儿保']);
    const only = (await get(`${COLLECT}?type=service&pageSize=1`, parent)).json().data;
    expect(only).toMatchObject({ total: 1, pageSize: 1 });
    expect(only.list[0]).toMatchObject({ type: 'service', subtitle: '一年家庭医生服务' });
  });

  it('removes a mark, and removing a missing one is fine', async () => {
    await post(ATTENTION, parent, { relationId: doctor2.doctorId, type: 'doctor' });
    const res = await del(`${ATTENTION}?relationId=${doctor2.doctorId}&type=doctor`, parent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ marked: false, count: 0 });
    const again = await del(`${ATTENTION}?relationId=${doctor2.doctorId}&type=doctor`, parent);
    expect(again.statusCode).toBe(200);
    expect(
      await countRows(TABLE, p.id, 'target_id = $2 and kind = $3', [doctor2.doctorId, 'attention']),
    ).toBe(0);
  });

  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const before = await countRows(TABLE, p.id);
    const cases: [string, unknown, RegExp][] = [
      [ATTENTION, { relationId: doctor.doctorId }, /type须为/],
      [ATTENTION, { relationId: doctor.doctorId, type: 'service' }, /type须为/],
      [ATTENTION, { relationId: 'abc', type: 'doctor' }, /relationId/],
      [ATTENTION, { relationId: -1, type: 'doctor' }, /relationId须为正整数/],
      [ATTENTION, { relationId: 99999999999, type: 'doctor' }, /relationId超出范围/],
    ];
    for (const [url, body, msg] of cases) {
      const res = await post(url, parent, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().msg).toMatch(msg);
    }
    expect((await get(`${COLLECT}?pageSize=500`, parent)).statusCode).toBe(400);
    expect((await get(`${LIKE}/check?relationId=1&type=doctor`, parent)).statusCode).toBe(400);
    expect(await countRows(TABLE, p.id)).toBe(before);
  });

  it('a missing, hidden or other-project target is not found, nothing stored', async () => {
    const before = await countRows(TABLE, p.id);
    for (const body of [
      { relationId: 2_000_000_000, type: 'doctor' },
      { relationId: otherDoctor.doctorId, type: 'doctor' },
      { relationId: closedCard, type: 'service' },
    ]) {
      const res = await post(body.type === 'doctor' ? ATTENTION : COLLECT, parent, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().success).toBe(false);
    }
    for (const [url, type] of [
      [LIKE, 'article'],
      [LIKE, 'comment'],
      [COLLECT, 'knowledge'],
      [ATTENTION, 'circle'],
    ] as const) {
      const res = await post(url, parent, { relationId: 2_000_000_000, type });
      expect(res.statusCode, type).toBe(404);
    }
    expect(await countRows(TABLE, p.id)).toBe(before);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', ATTENTION],
      ['POST', COLLECT],
      ['DELETE', `${LIKE}?relationId=1&type=article`],
      ['GET', `${COLLECT}/check?relationId=1&type=doctor`],
    ] as const) {
      const res = await call(app, p, {
        method,
        url,
        payload: method === 'POST' ? { relationId: 1, type: 'doctor' } : undefined,
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('each account sees only its own marks; counts are of the project', async () => {
    const mine = (await get(ATTENTION, stranger)).json().data;
    expect(mine).toMatchObject({ total: 0, list: [] });
    const check = (await get(`${ATTENTION}/check?relationId=${doctor.doctorId}&type=doctor`, stranger)).json()
      .data;
    expect(check).toMatchObject({ marked: false, count: 1 });
    // The stranger's DELETE does not touch the parent's mark.
    await del(`${ATTENTION}?relationId=${doctor.doctorId}&type=doctor`, stranger);
    expect((await get(ATTENTION, parent)).json().data.total).toBe(1);
  });

  it('another project sees none of it, and a token of this project is refused there', async () => {
    const list = (await get(ATTENTION, otherUser, other)).json().data;
    expect(list.total).toBe(0);
    const check = (
      await get(`${ATTENTION}/check?relationId=${doctor.doctorId}&type=doctor`, otherUser, other)
    ).json();
    expect(check.data).toMatchObject({ marked: false, count: 0 });
    const res = await post(ATTENTION, otherUser, { relationId: doctor.doctorId, type: 'doctor' }, other);
    expect(res.statusCode).toBe(404);
    const crossed = await get(ATTENTION, parent, other);
    expect(crossed.statusCode).toBe(401);
  });

  it('a target removed later shows as 已失效 and can still be removed', async () => {
    const gone = await serviceCard(p, '临时服务包');
    await post(COLLECT, stranger, { relationId: gone, type: 'service' });
    await withAdmin((c) => c.query('update service_cards set is_open = false where id = $1', [gone]));
    const row = (await get(COLLECT, stranger)).json().data.list[0];
    expect(row).toMatchObject({ relationId: gone, available: false, title: '该内容已失效' });
    expect((await del(`${COLLECT}?relationId=${gone}&type=service`, stranger)).json().data.marked).toBe(
      false,
    );
  });
});
