import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { type AiWorld, addReport, aiCall, aiWorld, bindSelf, type Resident, resident } from './helpers.ts';

const URL = '/api/patient/local/info';

describe('GET /api/patient/local/info (yuhang resident screens, issue 16)', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let r1: Resident;
  let r2: Resident;
  let pat: Account;
  let other: Account;

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    r1 = await resident(w.p, w.orgA, { name: '王秀英', tel: '13900001111' });
    r2 = await resident(w.p, w.orgB, { name: '李建华' });
    pat = await account(app, w.p);
    other = await account(app, w.p);
    await bindSelf(w, pat, r1);
    await bindSelf(w, other, r2);
    await addReport(w, r1, 'report', '年度体检报告');
    await addReport(w, r1, 'prescription', '高血压长期处方');
    // A record of the same resident in the other district is not theirs here.
    await addReport(w, r1, 'report', '他区报告', '02330110');
  });
  afterAll(() => app.close());

  it('answers the district of the patient and their records there, masked', async () => {
    const res = await aiCall(app, w, pat, 'GET', `${URL}?patientId=${r1.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.district).toMatchObject({ localAreaCode: '02330113', districtName: '临平区' });
    expect(d.records.map((r: { title: string }) => r.title).sort()).toEqual([
      '年度体检报告',
      '高血压长期处方',
    ]);
    expect(d.patient.idcard).not.toBe(r1.idcard);
    expect(d.patient.idcard).toContain('*');
    expect(d.dataSource).toBe('platform');
    expect(d.unread).toBe(0);
  });

  it('a servicer of the patient org sees it too; the other district doctor does not', async () => {
    expect((await aiCall(app, w, w.a, 'GET', `${URL}?patientId=${r1.id}`)).statusCode).toBe(200);
    expect((await aiCall(app, w, w.b, 'GET', `${URL}?patientId=${r1.id}`)).statusCode).toBe(404);
  });

  it('another account patient answers 404; no session 401; bad input 400', async () => {
    expect((await aiCall(app, w, other, 'GET', `${URL}?patientId=${r1.id}`)).statusCode).toBe(404);
    expect((await aiCall(app, w, null, 'GET', `${URL}?patientId=${r1.id}`)).statusCode).toBe(401);
    const bad = await aiCall(app, w, pat, 'GET', `${URL}?patientId=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect(bad.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('a patient whose org lies in no district answers district null and no records', async () => {
    const orgX = await withAdmin(async (c) => {
      const r = await c.query<{ id: number }>(
        `insert into orgs (project_id, code, name, area_code) values ($1, $2, '外区中心', '999999') returning id`,
        [w.p.id, `${w.p.orgCode}X`],
      );
      return r.rows[0]?.id ?? 0;
    });
    const r3 = await resident(w.p, orgX, { name: '赵一' });
    await bindSelf(w, other, r3);
    const res = await aiCall(app, w, other, 'GET', `${URL}?patientId=${r3.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ district: null, records: [] });
  });
});
