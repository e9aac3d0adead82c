import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { account } from '../patients/helpers.ts';
import { type AiWorld, aiCall, aiWorld, type Resident, reading, resident } from './helpers.ts';

const DAY = 86_400_000;
const A = '/api/local/yzh/330113';
const B = '/api/local/yzh/330110';

describe('AI platform lists: discovery, abnormal reminders, tracking, high risk (issue 16)', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let suspect: Resident;
  let managedHbp: Resident;
  let other: Resident;
  const now = Date.now();

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    suspect = await resident(w.p, w.orgA, { name: '钱发现', birthday: '1966-03-02', sex: 1 });
    managedHbp = await resident(w.p, w.orgA, { name: '孙在管' });
    other = await resident(w.p, w.orgB, { name: '李外区' });
    await withAdmin((c) =>
      c.query(`insert into patient_diseases (project_id, patient_id, type, level) values ($1, $2, 1, 2)`, [
        w.p.id,
        managedHbp.id,
      ]),
    );
    for (const r of [suspect, managedHbp, other]) {
      await reading(w.p, r.id, 'bp', { systolic: 152, diastolic: 96 }, new Date(now - 3 * DAY));
      await reading(w.p, r.id, 'bp', { systolic: 158, diastolic: 98 }, new Date(now - DAY));
    }
    await reading(w.p, suspect.id, 'weight', { weight: 80, height: 170 }, new Date(now - 2 * DAY));
    await withAdmin((c) =>
      c.query(`update patients set extra = '{"waist": 92, "diabetesFamilyHistory": true}' where id = $1`, [
        suspect.id,
      ]),
    );
  });
  afterAll(() => app.close());

  it('discovery lists a resident with two hypertensive readings outside the group, not the managed one', async () => {
    const res = await aiCall(
      app,
      w,
      w.a,
      'GET',
      `${A}/patient/discovery/list?pageNo=1&pageSize=15&sort=ctime_desc`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list as Array<{
      patientId: number;
      findings: Array<{ diseaseName: string }>;
    }>;
    expect(list.map((r) => r.patientId)).toEqual([suspect.id]);
    expect(list[0]?.findings[0]?.diseaseName).toBe('高血压');
    expect(res.body).not.toContain(suspect.idcard);
    const search = await aiCall(
      app,
      w,
      w.a,
      'GET',
      `${A}/patient/discovery/list?search=${encodeURIComponent('孙')}`,
    );
    expect(search.json().data.total).toBe(0);
  });

  it('both forms of the abnormal reminder list answer the same page; page size 15 by default', async () => {
    const one = await aiCall(app, w, w.a, 'GET', `${A}/history/abnormal/reminder/list`);
    const two = await aiCall(app, w, w.a, 'GET', `${A}/track/pending/list?sortType=2`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.pageSize).toBe(15);
    const ids = (one.json().data.list as Array<{ patientId: number }>).map((r) => r.patientId).sort();
    expect(ids).toEqual([suspect.id, managedHbp.id].sort());
    expect(two.json().data.total).toBe(2);
    const bad = await aiCall(app, w, w.a, 'GET', `${A}/track/pending/list?sortType=9`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('排序方式有误');
  });

  it('detail (both forms), then a tracking record takes the resident off the list and sends the advice', async () => {
    const patientUser = await account(app, w.p, { name: '钱家属' });
    await withAdmin((c) =>
      c.query(
        `insert into patient_relations (project_id, user_id, patient_id, relation) values ($1,$2,$3,'self')`,
        [w.p.id, patientUser.id, suspect.id],
      ),
    );
    for (const path of ['abnormal/reminder/detail', 'patient/abnormal/reminder/detail/new']) {
      const d = await aiCall(app, w, w.a, 'GET', `${A}/${path}?idcard=${suspect.idcard}`);
      expect(d.statusCode, d.body).toBe(200);
      expect(d.json().data.readings).toHaveLength(2);
      expect(d.json().data.readings[0].levelLabel).toContain('高血压');
    }
    const t = await aiCall(app, w, w.a, 'POST', `${A}/track/record`, {
      idcard: suspect.idcard,
      state: 1,
      handleWay: '电话随访',
      content: '电话联系，血压偏高',
      pushAdvice: '请低盐饮食，每日早晚各测一次血压',
    });
    expect(t.statusCode, t.body).toBe(200);
    expect(t.json().data).toMatchObject({ state: 1, pushed: true, abnormalNum: 2 });
    const list = await aiCall(app, w, w.a, 'GET', `${A}/track/pending/list`);
    expect((list.json().data.list as Array<{ patientId: number }>).map((r) => r.patientId)).toEqual([
      managedHbp.id,
    ]);
    const msgs = await withAdmin((c) =>
      c.query<{ content: string }>(`select content from system_messages where user_id = $1`, [
        patientUser.id,
      ]),
    );
    expect(msgs.rows[0]?.content).toContain('低盐饮食');
    const again = await aiCall(app, w, w.a, 'POST', `${A}/track`, { idcard: suspect.idcard, state: 0 });
    expect(again.statusCode).toBe(400);
  });

  it('risk prediction names the model; high risk lists (both forms), managed and not yet managed', async () => {
    const r = await aiCall(app, w, w.a, 'GET', `${A}/risk/prediction?idcard=${suspect.idcard}`);
    expect(r.statusCode, r.body).toBe(200);
    const model = r.json().data.models[0];
    expect(model.name).toContain('CDRS');
    expect(model.score).toBeGreaterThanOrEqual(25);
    for (const path of ['high/risk/list', 'patientDanger']) {
      const l = await aiCall(app, w, w.a, 'GET', `${A}/${path}?state=0`);
      expect(l.statusCode, l.body).toBe(200);
      expect(l.json().data.list[0].patientId).toBe(suspect.id);
    }
    const id = (await aiCall(app, w, w.a, 'GET', `${A}/patientDanger`)).json().data.list[0].id as number;
    const empty = await aiCall(app, w, w.a, 'PUT', `${A}/patientDanger/not/yet`, { id, reason: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('请填写暂不管理原因');
    expect(
      (await aiCall(app, w, w.b, 'PUT', `${B}/patientDanger/not/yet`, { id, reason: '外出' })).statusCode,
    ).toBe(404);
    const ny = await aiCall(app, w, w.a, 'PUT', `${A}/patientDanger/not/yet`, { id, reason: '居民外出务工' });
    expect(ny.statusCode, ny.body).toBe(200);
    const notYet = await aiCall(app, w, w.a, 'GET', `${A}/high/risk/list?state=2`);
    expect(notYet.json().data.list[0]).toMatchObject({ patientId: suspect.id, reason: '居民外出务工' });
    const m = await aiCall(app, w, w.a, 'PUT', `${A}/patientDanger/managed`, { idcard: suspect.idcard });
    expect(m.statusCode).toBe(200);
    expect((await aiCall(app, w, w.a, 'GET', `${A}/high/risk/list?state=1`)).json().data.total).toBe(1);
  });

  it('a servicer of one district never sees another district: 404; no session 401', async () => {
    expect((await aiCall(app, w, w.b, 'GET', `${A}/track/pending/list`)).statusCode).toBe(404);
    expect((await aiCall(app, w, w.a, 'GET', `${B}/patient/discovery/list`)).statusCode).toBe(404);
    expect(
      (await aiCall(app, w, w.a, 'GET', `${A}/abnormal/reminder/detail?idcard=${other.idcard}`)).statusCode,
    ).toBe(404);
    expect((await aiCall(app, w, w.a, 'GET', `${A}/risk/prediction?idcard=${other.idcard}`)).statusCode).toBe(
      404,
    );
    expect(
      (await aiCall(app, w, w.a, 'POST', `${A}/track`, { idcard: other.idcard, state: 1 })).statusCode,
    ).toBe(404);
    const bList = await aiCall(app, w, w.b, 'GET', `${B}/history/abnormal/reminder/list`);
    expect((bList.json().data.list as Array<{ patientId: number }>).map((r) => r.patientId)).toEqual([
      other.id,
    ]);
    expect((await aiCall(app, w, null, 'GET', `${A}/patientDanger`)).statusCode).toBe(401);
  });
});
