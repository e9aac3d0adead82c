import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { type AiWorld, aiCall, aiWorld, bindSelf, type Resident, resident } from './helpers.ts';

const A = '/api/local/yzh/330113';
const B = '/api/local/yzh/330110';
const DRUGS = {
  drugs: [
    { name: '苯磺酸氨氯地平片', spec: '5mg×28片', usage: '每日一次，每次一片' },
    { name: '二甲双胍片', spec: '0.5g×48片', usage: '每日两次，每次一片' },
  ],
  doctor: '沈建国',
};

async function addPrescription(w: AiWorld, r: Resident, title: string, daysAgo: number) {
  return withAdmin(async (c) => {
    const res = await c.query<{ id: number }>(
      `insert into ai_local_reports (project_id, district_id, patient_id, kind, title, content, report_time)
       select $1, d.id, $2, 'prescription', $3, $4, now() - make_interval(days => $5)
         from districts d where d.project_id = $1 and d.key = '02330113' returning id`,
      [w.p.id, r.id, title, JSON.stringify(DRUGS), daysAgo],
    );
    return res.rows[0]?.id ?? 0;
  });
}

describe('yzh patient side, local calls (issue 16)', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let r1: Resident;
  let r2: Resident;
  let pat: Account;
  let other: Account;
  let rxOld: number;
  let rxNew: number;

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    r1 = await resident(w.p, w.orgA, { name: '王秀英', tel: '13900001111' });
    r2 = await resident(w.p, w.orgA, { name: '李建华' });
    pat = await account(app, w.p);
    other = await account(app, w.p);
    await bindSelf(w, pat, r1);
    await bindSelf(w, other, r2);
    rxOld = await addPrescription(w, r1, '旧处方', 40);
    rxNew = await addPrescription(w, r1, '高血压长期处方', 1);
  });
  afterAll(() => app.close());

  it('resident districts: the own resident with the district and flags, masked; 401 signed out', async () => {
    const res = await aiCall(app, w, pat, 'GET', '/api/local/yzh/resident/districts');
    expect(res.statusCode, res.body).toBe(200);
    const [d] = res.json().data.list;
    expect(d).toMatchObject({ localAreaCode: '02330113', districtName: '临平区' });
    expect(d.patient.name).toBe('王秀英');
    expect(d.patient.idcard).not.toBe(r1.idcard);
    expect(typeof d.features.aiHealthBank).toBe('boolean');
    expect((await aiCall(app, w, null, 'GET', '/api/local/yzh/resident/districts')).statusCode).toBe(401);
  });

  it('medication now and record list: one implementation; own resident only; 400/401/404', async () => {
    const now = await aiCall(app, w, pat, 'GET', `${A}/patient/medication/now`);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().data.dataSource).toBe('platform');
    expect(now.json().data.list.map((m: { reportId: number }) => m.reportId)).toEqual([rxNew, rxNew]);
    expect(now.json().data.list[0]).toMatchObject({ name: '苯磺酸氨氯地平片', doctor: '沈建国' });
    const all = await aiCall(app, w, pat, 'GET', `${A}/follow/medication/record/list`);
    expect(all.json().data.list).toHaveLength(4);
    expect(all.json().data.list[3].reportId).toBe(rxOld);
    // Servicer of the district names the resident; another district's servicer gets 404.
    const doc = await aiCall(app, w, w.a, 'GET', `${A}/patient/medication/now?idcard=${r1.idcard}`);
    expect(doc.json().data.list).toHaveLength(2);
    expect((await aiCall(app, w, w.a, 'GET', `${A}/patient/medication/now`)).statusCode).toBe(400);
    expect(
      (await aiCall(app, w, w.b, 'GET', `${A}/patient/medication/now?idcard=${r1.idcard}`)).statusCode,
    ).toBe(404);
    // Another resident's account sees its own (none), and cannot name r1.
    const theirs = await aiCall(app, w, other, 'GET', `${A}/patient/medication/now`);
    expect(theirs.json().data.list).toHaveLength(0);
    expect(
      (await aiCall(app, w, other, 'GET', `${A}/patient/medication/now?idcard=${r1.idcard}`)).statusCode,
    ).toBe(404);
    expect((await aiCall(app, w, pat, 'GET', `${B}/patient/medication/now`)).statusCode).toBe(404);
    expect((await aiCall(app, w, pat, 'GET', `${A}/patient/medication/now?idcard=123`)).statusCode).toBe(400);
    expect((await aiCall(app, w, null, 'GET', `${A}/patient/medication/now`)).statusCode).toBe(401);
  });

  it('report snapshot: own report; another resident or district 404; bad id 400; 401', async () => {
    const ok = await aiCall(app, w, pat, 'GET', `${A}/report/snapshot?id=${rxNew}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.list[0].title).toBe('高血压长期处方');
    expect((await aiCall(app, w, other, 'GET', `${A}/report/snapshot?id=${rxNew}`)).statusCode).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', `${B}/report/snapshot?id=${rxNew}`)).statusCode).toBe(404);
    expect((await aiCall(app, w, pat, 'GET', `${A}/report/snapshot?id=abc`)).statusCode).toBe(400);
    expect((await aiCall(app, w, null, 'GET', `${A}/report/snapshot?id=${rxNew}`)).statusCode).toBe(401);
  });

  it('print scan: only a signed link counts; tampered, missing or other-district 403/400', async () => {
    const share = await aiCall(app, w, w.a, 'POST', `${A}/patient/report/share`, { idcard: r1.idcard });
    const { token, id } = share.json().data;
    const ok = await aiCall(app, w, null, 'POST', `${A}/print/record/scan`, { shareId: token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ id, scanCount: 1 });
    const tampered = token.replace(/^\d+/, (n: string) => String(Number(n) + 1));
    expect(
      (await aiCall(app, w, null, 'POST', `${A}/print/record/scan`, { shareId: tampered })).statusCode,
    ).toBe(403);
    expect(
      (await aiCall(app, w, null, 'POST', `${A}/print/record/scan`, { shareId: r1.idcard })).statusCode,
    ).toBe(403);
    expect(
      (await aiCall(app, w, null, 'POST', `${B}/print/record/scan`, { shareId: token })).statusCode,
    ).toBe(403);
    const bad = await aiCall(app, w, null, 'POST', `${A}/print/record/scan`, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const prints = await aiCall(app, w, w.a, 'GET', `${A}/print/record`);
    expect(prints.json().data.list[0].scanCount).toBe(1);
  });

  it('patient visit: recorded in the audit trail for the own resident; 400/401/404', async () => {
    const ok = await aiCall(app, w, pat, 'POST', `${A}/patient/visit`, { idcard: r1.idcard });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.patientId).toBe(r1.id);
    expect(
      (await aiCall(app, w, other, 'POST', `${A}/patient/visit`, { idcard: r1.idcard })).statusCode,
    ).toBe(404);
    expect((await aiCall(app, w, w.b, 'POST', `${B}/patient/visit`, { idcard: r1.idcard })).statusCode).toBe(
      404,
    );
    expect((await aiCall(app, w, pat, 'POST', `${A}/patient/visit`, { idcard: '1' })).statusCode).toBe(400);
    expect((await aiCall(app, w, null, 'POST', `${A}/patient/visit`, { idcard: r1.idcard })).statusCode).toBe(
      401,
    );
  });
});
