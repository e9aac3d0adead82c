import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../fixtures.ts';
import { type AiWorld, aiCall, aiWorld, type Resident, resident } from './helpers.ts';

const L = (code: string) => `/api/local/yzh/${code}`;

describe('AI platform robot calls (issue 16)', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let r: Resident;

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    r = await resident(w.p, w.orgA, { name: '张建国', tel: '13812345678' });
  });
  afterAll(() => app.close());

  it('creates a call, lists it masked, and the simulated job completes it with a transcript', async () => {
    const body = { name: '张建国', robotType: 'follow', idcard: r.idcard };
    const res = await aiCall(app, w, w.a, 'POST', `${L('330113')}/call/create`, body);
    expect(res.statusCode, res.body).toBe(200);
    const call = res.json().data;
    expect(call).toMatchObject({ state: 'calling', simulated: true, phone: '138****5678' });
    expect(call.sourceLabel).toContain('模拟外呼');
    let done: { state: string; transcript: unknown[]; outcome: string | null } | undefined;
    for (let i = 0; i < 40 && done?.state !== 'done' && done?.state !== 'failed'; i++) {
      await new Promise((ok) => setTimeout(ok, 500));
      const list = await aiCall(app, w, w.a, 'GET', `${L('02330113')}/xfyeta/records?idcard=${r.idcard}`);
      expect(list.statusCode, list.body).toBe(200);
      done = list.json().data.list[0];
    }
    expect(['done', 'failed']).toContain(done?.state);
    expect(done?.transcript.length).toBeGreaterThan(0);
    expect(done?.outcome).toBeTruthy();
    const page = await aiCall(app, w, w.a, 'GET', `${L('330113')}/call/timeline/list`);
    expect(page.json().data).toMatchObject({ total: 1, pageSize: 15 });
    expect(page.json().data.list[0].idcard).toContain('****');
  }, 30_000);

  it('400 in Chinese, 401, and another district 404', async () => {
    const bad = await aiCall(app, w, w.a, 'POST', `${L('330113')}/call/create`, {
      name: '张',
      robotType: 'x',
      idcard: r.idcard,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('外呼类型有误');
    const noPhone = await resident(w.p, w.orgA, { name: '无电话' });
    const np = await aiCall(app, w, w.a, 'POST', `${L('330113')}/call/create`, {
      name: '无电话',
      robotType: 'consult',
      idcard: noPhone.idcard,
    });
    expect(np.statusCode).toBe(400);
    expect(np.json().msg).toBe('该居民没有联系电话');
    expect((await aiCall(app, w, null, 'GET', `${L('330113')}/call/timeline/list`)).statusCode).toBe(401);
    expect((await aiCall(app, w, w.b, 'GET', `${L('330113')}/call/timeline/list`)).statusCode).toBe(404);
    // b's own district does not hold a's resident.
    const other = await aiCall(app, w, w.b, 'POST', `${L('330110')}/call/create`, {
      name: '张建国',
      robotType: 'follow',
      idcard: r.idcard,
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await aiCall(app, w, w.b, 'GET', `${L('330110')}/xfyeta/records?idcard=${r.idcard}`)).statusCode,
    ).toBe(404);
  });
});
