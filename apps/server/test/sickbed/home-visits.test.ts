import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, withAdmin } from '../fixtures.ts';
import { type Account, countRows } from '../patients/helpers.ts';
import { apply, type SickbedWorld, setBedState, sickbedWorld } from './helpers.ts';

const URL = '/api/patient/home/visit';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe('home visits (door services) of home sickbeds', () => {
  let app: FastifyInstance;
  let w: SickbedWorld;
  let bedId: number;

  beforeAll(async () => {
    app = await createTestApp();
    w = await sickbedWorld(app);
    const bed = await apply(app, w.p, w.owner, w.patient);
    bedId = bed.id;
    // Applied a day ago, so visits of the last hours fall inside the bed's time.
    await withAdmin((c) =>
      c.query(`update sickbed_applications set created_at = now() - interval '1 day' where id = $1`, [bedId]),
    );
    await setBedState(app, w.p, w.doctor, bedId, { state: 1, remark: '同意建床' });
  });
  afterAll(() => app.close());

  const visit = (extra: Record<string, unknown> = {}) => ({
    patientId: w.patient.id,
    sickbedId: bedId,
    type: 1,
    contentCategory: '生命体征测量、用药指导',
    remark: '血压142/88 mmHg，精神可，嘱按时服药',
    startTime: hoursAgo(0.5),
    endTime: hoursAgo(0.1),
    ...extra,
  });
  const post = (who: Account, payload: Record<string, unknown>, project = w.p) =>
    call(app, project, { method: 'POST', url: URL, token: who.token, payload });

  it('a doctor records a visit on a bed in care; lists by bed and patient and the detail show it', async () => {
    const first = await post(w.doctor, visit({ startTime: hoursAgo(3), endTime: hoursAgo(2.5) }));
    expect(first.statusCode, first.body).toBe(200);
    const v = first.json().data;
    expect(v).toMatchObject({
      patientName: '孙七',
      sickbedId: bedId,
      doctorName: '钱医生',
      recorderName: '钱医生',
      type: 1,
      typeLabel: '上门查床',
      contentCategory: '生命体征测量、用药指导',
    });
    expect(v.bedNo).toMatch(/^JC/);
    // Without a bed id the patient's bed in care is used; an assistant records for a doctor.
    const second = await post(
      w.assistant,
      visit({ sickbedId: undefined, type: 3, contentCategory: '伤口换药', doctorId: w.doctor2.doctorId }),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({
      sickbedId: bedId,
      doctorName: '孙医生',
      recorderName: '赵助理',
      typeLabel: '上门护理',
    });
    const byBed = await call(app, w.p, {
      method: 'GET',
      url: `${URL}?sickbedId=${bedId}`,
      token: w.doctor2.token,
    });
    expect(byBed.json().data.list.map((x: { id: number }) => x.id)).toEqual([second.json().data.id, v.id]);
    const detail = await call(app, w.p, { method: 'GET', url: `${URL}/${v.id}`, token: w.doctor2.token });
    expect(detail.json().data.remark).toBe('血压142/88 mmHg，精神可，嘱按时服药');
    // The patient's account sees its own patient's visits; a stranger, another org or project none.
    const own = await call(app, w.p, {
      method: 'GET',
      url: `${URL}?patientId=${w.patient.id}`,
      token: w.owner.token,
    });
    expect(own.json().data.total).toBe(2);
    expect(
      (await call(app, w.p, { method: 'GET', url: URL, token: w.stranger.token })).json().data.total,
    ).toBe(0);
    for (const who of [w.stranger, w.farDoctor]) {
      const res = await call(app, w.p, { method: 'GET', url: `${URL}/${v.id}`, token: who.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('上门服务记录不存在');
    }
    const far = await call(app, w.p, {
      method: 'GET',
      url: `${URL}?sickbedId=${bedId}`,
      token: w.farDoctor.token,
    });
    expect(far.statusCode).toBe(404);
    const otherProject = await call(app, w.other, {
      method: 'GET',
      url: `${URL}/${v.id}`,
      token: w.otherDoctor.token,
    });
    expect(otherProject.statusCode).toBe(404);
  });

  it('bad input answers 400 in Chinese; wrong parties 401/403/404; nothing is written', async () => {
    const before = await countRows('home_visits', w.p.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startTime: new Date(Date.now() + 3_600_000).toISOString() }, '开始时间不能晚于当前时间'],
      [{ startTime: hoursAgo(1), endTime: hoursAgo(2) }, '结束时间不能早于开始时间'],
      [{ startTime: hoursAgo(20), endTime: hoursAgo(1) }, '单次上门服务不能超过12小时'],
      [{ type: 9 }, '服务类型有误'],
      [{ contentCategory: '' }, '请选择服务内容'],
      [{ startTime: 'yesterday' }, '开始时间格式有误'],
      [{ doctorId: w.farDoctor.doctorId }, '上门医生不存在'],
      [{ patientId: w.patient2.id }, '上门服务的患者与家庭病床不符'],
      [{ startTime: hoursAgo(48), endTime: hoursAgo(47) }, '上门时间不能早于家庭病床申请时间'],
    ];
    for (const [extra, msg] of cases) {
      const res = await post(w.doctor, visit(extra));
      expect(res.statusCode, `${JSON.stringify(extra)} ${res.body}`).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect((await call(app, w.p, { method: 'POST', url: URL, payload: visit() })).statusCode).toBe(401);
    expect((await post(w.owner, visit())).statusCode).toBe(403);
    expect((await post(w.farDoctor, visit())).statusCode).toBe(404);
    expect((await post(w.otherDoctor, visit(), w.other)).statusCode).toBe(404);
    // A bed that is not in care takes no visits.
    const pending = await apply(app, w.p, w.owner, w.patient2);
    const notInCare = await post(w.doctor, visit({ patientId: w.patient2.id, sickbedId: pending.id }));
    expect(notInCare.statusCode).toBe(400);
    expect(notInCare.json().msg).toBe('只有在床的家庭病床可以登记上门服务');
    await setBedState(app, w.p, w.owner, pending.id, { state: 3 });
    expect(await countRows('home_visits', w.p.id)).toBe(before);
  });

  it("the recorder corrects their own visit (with id); another servicer's record is refused", async () => {
    const res = await post(w.doctor2, visit({ type: 2, contentCategory: '注射' }));
    const id = res.json().data.id;
    const fix = await post(w.doctor2, visit({ id, type: 2, contentCategory: '注射、健康宣教' }));
    expect(fix.statusCode, fix.body).toBe(200);
    expect(fix.json().data).toMatchObject({ id, contentCategory: '注射、健康宣教', typeLabel: '上门治疗' });
    const notMine = await post(w.doctor, visit({ id, remark: '改写' }));
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().msg).toBe('只能修改本人登记的上门服务');
    const unknown = await post(w.doctor, visit({ id: 99_999_999 }));
    expect(unknown.statusCode).toBe(404);
  });
});
