import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { type AiWorld, aiCall, aiWorld, type Resident, reading, resident } from './helpers.ts';

const DAY = 86_400_000;
const A = '/api/local/yzh/330113';
const B = '/api/local/yzh/330110';

describe('AI platform residents: list, profile, staff, risk, timeline, path, checks, signs (issue 16)', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let managed: Resident;
  let plain: Resident;
  let other: Resident;
  let tagId = 0;
  const now = Date.now();

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    managed = await resident(w.p, w.orgA, { name: '周在管', tel: '13900001111', birthday: '1960-05-01' });
    plain = await resident(w.p, w.orgA, { name: '吴普通' });
    other = await resident(w.p, w.orgB, { name: '郑外区' });
    await reading(
      w.p,
      managed.id,
      'bp',
      { systolic: 162, diastolic: 98, heartRate: 76 },
      new Date(now - 2 * DAY),
    );
    await reading(w.p, managed.id, 'weight', { weight: 72, height: 168 }, new Date(now - DAY));
    await reading(w.p, managed.id, 'lipid', { tc: 6.1 }, new Date(now - 3 * DAY));
    await reading(w.p, other.id, 'bp', { systolic: 120, diastolic: 78 }, new Date(now - DAY));
    tagId = await withAdmin(async (c) => {
      await c.query(
        `insert into patient_diseases (project_id, patient_id, type, level) values ($1, $2, 1, 2)`,
        [w.p.id, managed.id],
      );
      const t = await c.query<{ id: number }>(
        `insert into patient_tags (project_id, name) values ($1, '独居老人') returning id`,
        [w.p.id],
      );
      const id = t.rows[0]?.id ?? 0;
      await c.query(`insert into patient_tag_links (project_id, patient_id, tag_id) values ($1, $2, $3)`, [
        w.p.id,
        managed.id,
        id,
      ]);
      await c.query(
        `insert into check_inspection_records (project_id, patient_id, kind, item_name, checked_at, result)
         values ($1, $2, 'inspection', '总胆固醇', $3, '5.4 mmol/L')`,
        [w.p.id, managed.id, new Date(now - 10 * DAY)],
      );
      await c.query(
        `insert into examination_records (project_id, patient_id, title, examined_at, items)
         values ($1, $2, '年度健康体检', $3, $4)`,
        [
          w.p.id,
          managed.id,
          new Date(now - 5 * DAY),
          JSON.stringify([{ name: '糖化血红蛋白', value: '6.8', unit: '%', abnormal: true }]),
        ],
      );
      await c.query(
        `insert into ai_patient_marks (project_id, patient_id, risk_model, risk_percent, risk_level, risk_inputs, risk_computed_at)
         values ($1, $2, 'cdrs', 31, 'high', '{"age": 8, "bmi": 3}', now())`,
        [w.p.id, managed.id],
      );
      return id;
    });
  });
  afterAll(() => app.close());

  it('patient/list pages the district only, masks identity, filters when given (0 is a value)', async () => {
    const res = await aiCall(app, w, w.a, 'GET', `${A}/patient/list?pageNo=1&pageSize=&healthState=`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.pageSize).toBe(15);
    const ids = (data.list as Array<{ patientId: number }>).map((r) => r.patientId).sort();
    expect(ids).toEqual([managed.id, plain.id].sort());
    expect(res.body).not.toContain(managed.idcard);
    expect(res.body).not.toContain('13900001111');
    const inGroup = await aiCall(app, w, w.a, 'GET', `${A}/patient/list?hbpGroup=2`);
    expect(inGroup.json().data.list.map((r: { patientId: number }) => r.patientId)).toEqual([managed.id]);
    const outside = await aiCall(app, w, w.a, 'GET', `${A}/patient/list?hbpGroup=0`);
    expect(outside.json().data.list.map((r: { patientId: number }) => r.patientId)).toEqual([plain.id]);
    const tagged = await aiCall(app, w, w.a, 'GET', `${A}/patient/list?patientTagId=${tagId}`);
    expect(tagged.json().data.list[0].tags).toEqual([{ id: tagId, name: '独居老人' }]);
    const byName = await aiCall(
      app,
      w,
      w.a,
      'GET',
      `${A}/patient/list?tag=${encodeURIComponent('独居老人')}`,
    );
    expect(byName.json().data.total).toBe(1);
    const bad = await aiCall(app, w, w.a, 'GET', `${A}/patient/list?hbpGroup=7`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('高血压分组有误');
  });

  it('patient/info and patient/tag/list: groups, tags, latest readings and the risk mark', async () => {
    const res = await aiCall(app, w, w.a, 'GET', `${A}/patient/info?idcard=${managed.idcard}`);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().data;
    expect(v.groups.hbp).toBe(2);
    expect(v.tags[0].name).toBe('独居老人');
    expect(v.latest.map((m: { type: string }) => m.type).sort()).toEqual(['bp', 'lipid', 'weight']);
    expect(v.risk.score).toBe(31);
    const tags = await aiCall(app, w, w.a, 'GET', `${A}/patient/tag/list`);
    expect(tags.json().data).toEqual([{ id: tagId, name: '独居老人', residents: 1 }]);
    const none = await aiCall(app, w, w.a, 'GET', `${A}/patient/info`);
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toContain('请提供身份证号');
    expect((await aiCall(app, w, w.a, 'GET', `${A}/patient/info?patientId=${other.id}`)).statusCode).toBe(
      404,
    );
  });

  it('both staff-list forms answer the district servicers; another district 404', async () => {
    for (const path of ['doctor/assistant/list', 'user/aide/list']) {
      const res = await aiCall(app, w, w.a, 'GET', `${A}/${path}`);
      expect(res.statusCode, res.body).toBe(200);
      const names = (res.json().data as Array<{ name: string; roleName: string }>).map((s) => s.name);
      expect(names).toContain('临平医生');
      expect(names).not.toContain('余杭医生');
      expect((await aiCall(app, w, w.b, 'GET', `${A}/${path}`)).statusCode).toBe(404);
      expect((await aiCall(app, w, null, 'GET', `${A}/${path}`)).statusCode).toBe(401);
    }
  });

  it('high/risk/detail shows the stored mark and its inputs; none answers 404', async () => {
    const res = await aiCall(app, w, w.a, 'GET', `${A}/high/risk/detail?patientId=${managed.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.risk).toMatchObject({ score: 31, band: 'high', state: 0, inputs: { age: 8 } });
    expect((await aiCall(app, w, w.a, 'GET', `${A}/high/risk/detail?patientId=${plain.id}`)).statusCode).toBe(
      404,
    );
  });

  it('physical signs (page size 15), checks and the curve of one item', async () => {
    const signs = await aiCall(app, w, w.a, 'GET', `${A}/physics/sign/list?patientId=${managed.id}`);
    expect(signs.statusCode, signs.body).toBe(200);
    expect(signs.json().data.pageSize).toBe(15);
    const list = signs.json().data.list as Array<{ type: string; sbp: number | null; weight: number | null }>;
    expect(list.map((s) => s.type)).toEqual(['weight', 'bp']);
    expect(list[1]?.sbp).toBe(162);
    const checks = await aiCall(app, w, w.a, 'GET', `${A}/check/after?patientId=${managed.id}`);
    expect(checks.json().data.list.map((c: { kind: string }) => c.kind)).toEqual([
      'examination',
      'inspection',
    ]);
    const tc = await aiCall(app, w, w.a, 'GET', `${A}/check/curve/tc?patientId=${managed.id}`);
    expect(tc.json().data.points.map((p: { value: number }) => p.value)).toEqual([5.4, 6.1]);
    const hba1c = await aiCall(app, w, w.a, 'GET', `${A}/check/curve/hba1c?patientId=${managed.id}`);
    expect(hba1c.json().data).toMatchObject({ unit: '%', points: [{ value: 6.8, source: 'record' }] });
    const bad = await aiCall(app, w, w.a, 'GET', `${A}/check/curve/xyz?patientId=${managed.id}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('检查项目有误');
  });

  it('timeline newest first and the yearly management path', async () => {
    const tl = await aiCall(app, w, w.a, 'GET', `${A}/patient/timeline/list?patientId=${managed.id}`);
    expect(tl.statusCode, tl.body).toBe(200);
    const at = (tl.json().data.list as Array<{ at: string }>).map((e) => e.at);
    expect(at.length).toBeGreaterThan(0);
    expect([...at].sort().reverse()).toEqual(at);
    const track = await aiCall(app, w, w.a, 'POST', `${A}/track/record`, {
      patientId: managed.id,
      state: 1,
      handleWay: '电话随访',
      content: '已提醒按时服药',
    });
    expect(track.statusCode, track.body).toBe(200);
    const after = await aiCall(app, w, w.a, 'GET', `${A}/patient/timeline/list?patientId=${managed.id}`);
    expect(after.json().data.list[0]).toMatchObject({
      kind: 'ai-track',
      title: '异常跟踪·已处理',
      by: '临平医生',
    });
    const path = await aiCall(app, w, w.a, 'GET', `${A}/path/node/patient/detail?patientId=${managed.id}`);
    expect(path.statusCode, path.body).toBe(200);
    const v = path.json().data;
    expect(v.groups).toEqual(['高血压']);
    expect(v.nodes).toHaveLength(5);
    expect(v.nodes[4]).toMatchObject({ name: '年度健康体检', state: 'done' });
    const one = await aiCall(
      app,
      w,
      w.a,
      'GET',
      `${A}/path/node/patient/detail?patientId=${managed.id}&findIndex=4&taskOrWork=1`,
    );
    expect(one.json().data.nodes).toHaveLength(1);
    expect(one.json().data.nodes[0].work).toEqual([]);
    const bad = await aiCall(
      app,
      w,
      w.a,
      'GET',
      `${A}/path/node/patient/detail?patientId=${managed.id}&year=1900`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('年份有误');
  });

  it('another district servicer, a resident outside the district, no session: 404 / 401', async () => {
    for (const path of [
      'patient/list',
      'patient/tag/list',
      `patient/info?patientId=${managed.id}`,
      `high/risk/detail?patientId=${managed.id}`,
      `physics/sign/list?patientId=${managed.id}`,
      `check/after?patientId=${managed.id}`,
      `check/curve/tc?patientId=${managed.id}`,
      `patient/timeline/list?patientId=${managed.id}`,
      `path/node/patient/detail?patientId=${managed.id}`,
    ]) {
      expect((await aiCall(app, w, w.b, 'GET', `${A}/${path}`)).statusCode, path).toBe(404);
      expect((await aiCall(app, w, null, 'GET', `${A}/${path}`)).statusCode, path).toBe(401);
    }
    expect(
      (await aiCall(app, w, w.b, 'GET', `${B}/physics/sign/list?patientId=${managed.id}`)).statusCode,
    ).toBe(404);
    const bList = await aiCall(app, w, w.b, 'GET', `${B}/patient/list`);
    expect(bList.json().data.list.map((r: { patientId: number }) => r.patientId)).toEqual([other.id]);
  });
});
