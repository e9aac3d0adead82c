import { chinaDay } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevSmsProvider } from '../../src/modules/auth/sms/provider.ts';
import { USER_TOPIC } from '../../src/realtime/hub.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import {
  type Account,
  account,
  type CreatedPatient,
  countRows,
  createPatient,
  otherOrgDoctor,
} from '../patients/helpers.ts';

interface Pushed {
  projectId: number;
  userId: number;
  message: { action: string; data: Record<string, unknown> };
}

const phq = (points: number[]) => points.map((value, i) => ({ key: `q${i + 1}`, value }));
const day = (offset: number) => chinaDay(Date.now() + offset * 86_400_000);

describe('doctor-assigned questionnaires and high-risk answers (issue 12)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let doctor: Account;
  let farDoctor: Account;
  let pts: CreatedPatient[];
  let farPatient: CreatedPatient;
  let phq9 = 0;
  let gad7 = 0;
  const pushed: Pushed[] = [];

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Account, payload?: object) =>
    call(app, p, { method, url, ...(payload ? { payload } : {}), ...(who ? { token: who.token } : {}) });
  const assignments = () => countRows('questionnaire_assignments', p.id);
  const links = () => countRows('questionnaire_links', p.id);

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '李医生' });
    farDoctor = await otherOrgDoctor(app, p);
    pts = [];
    for (const name of ['王一', '王二', '王三'])
      pts.push(await createPatient(app, p, owner, { doctorId: doctor.doctorId, name }));
    farPatient = await createPatient(app, p, owner, { doctorId: farDoctor.doctorId, name: '远方' });
    const list = (await req('GET', '/api/question?pageSize=20', owner)).json().data.list as {
      id: number;
      code: string;
    }[];
    phq9 = list.find((x) => x.code === 'phq9')?.id ?? 0;
    gad7 = list.find((x) => x.code === 'gad7')?.id ?? 0;
    app.services.bus.subscribe(USER_TOPIC, (m) => {
      pushed.push(m as Pushed);
    });
  });
  afterAll(() => app.close());

  let paths: string[] = [];
  it('POST /api/question/assign: three patients, a single-use link each, the SMS through the provider', async () => {
    const res = await req('POST', '/api/question/assign', doctor, {
      questionId: phq9,
      patientIds: pts.map((x) => x.id),
      dueDate: day(7),
      sendSms: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      questionId: phq9,
      questionName: expect.stringContaining('PHQ-9'),
      smsProvider: 'dev',
    });
    expect(data.items).toHaveLength(3);
    paths = data.items.map((x: { path: string }) => x.path);
    for (const [i, it] of data.items.entries()) {
      expect(it).toMatchObject({ patientId: pts[i]?.id, patientName: pts[i]?.name, smsSent: true });
      expect(it.path).toMatch(
        new RegExp(`^/health/patient/${pts[i]?.id}/question/${phq9}/no/login/form#t=[\\w-]{43}$`),
      );
    }
    const sms = app.services.sms.provider as DevSmsProvider;
    expect(sms.lastMessage(pts[0]?.tel ?? '')?.text).toContain(paths[0]);
    expect(sms.lastMessage(pts[0]?.tel ?? '')?.text).toContain('李医生医生请您填写');
    expect(await assignments()).toBe(3);
    expect(await countRows('questionnaire_assignments', p.id, "sms_to like '%****%'")).toBe(3);
  });

  it('POST /api/question/assign: 400 with a Chinese message and nothing stored', async () => {
    const before = [await assignments(), await links()];
    const base = { questionId: gad7, patientIds: [pts[0]?.id], dueDate: day(3) };
    const bad: [object, string][] = [
      [{ ...base, patientIds: [] }, '请选择患者'],
      [{ ...base, patientIds: [pts[0]?.id, pts[0]?.id] }, '患者重复'],
      [{ ...base, dueDate: day(-1) }, '截止日期不能早于今天'],
      [{ ...base, dueDate: day(120) }, '截止日期不能晚于90天后'],
      [{ ...base, dueDate: '2026-02-30' }, '日期格式有误'],
      [{ ...base, questionId: 'x' }, 'id须为数字'],
    ];
    for (const [body, msg] of bad) {
      const res = await req('POST', '/api/question/assign', doctor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().msg).toContain(msg);
    }
    expect([await assignments(), await links()]).toEqual(before);
  });

  it('POST /api/question/assign: 401 signed out, 403 for a patient account, 404 for another org’s patient (nothing stored)', async () => {
    const before = [await assignments(), await links()];
    const body = { questionId: gad7, patientIds: [pts[0]?.id], dueDate: day(3) };
    expect((await req('POST', '/api/question/assign', undefined, body)).statusCode).toBe(401);
    expect((await req('POST', '/api/question/assign', owner, body)).statusCode).toBe(403);
    // All or nothing: one unseen patient in the batch stores none of it.
    const mixed = { ...body, patientIds: [farPatient.id, pts[1]?.id] };
    expect((await req('POST', '/api/question/assign', doctor, mixed)).statusCode).toBe(404);
    expect((await req('POST', '/api/question/assign', farDoctor, body)).statusCode).toBe(404);
    expect(
      (await req('POST', '/api/question/assign', doctor, { ...body, questionId: 999999 })).statusCode,
    ).toBe(404);
    expect([await assignments(), await links()]).toEqual(before);
  });

  it('the patient’s list shows the assigned questionnaire first with the doctor’s name', async () => {
    const res = await req('GET', `/api/question?patientId=${pts[0]?.id}&pageSize=20`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().data.list[0];
    expect(first).toMatchObject({
      id: phq9,
      assignment: { doctorName: '李医生', dueDate: day(7), state: 'assigned', stateText: '待填写' },
    });
    const plain = (await req('GET', '/api/question?pageSize=20', owner)).json().data.list[0];
    expect(plain.assignment).toBeNull();
  });

  let highRecordId = 0;
  it('an answer through the link marks the assignment answered; a high-risk one is pushed to the doctor and counted', async () => {
    const token = paths[0]?.split('#t=')[1] ?? '';
    const res = await req('POST', '/api/question/record/anonymous', undefined, {
      token,
      questionId: phq9,
      formList: phq([3, 3, 3, 2, 2, 2, 2, 2, 1]),
    });
    expect(res.statusCode, res.body).toBe(200);
    highRecordId = res.json().data.id;
    expect(res.json().data).toMatchObject({ total: 20, level: '重度抑郁症状' });
    await expect
      .poll(() => pushed.filter((m) => m.userId === doctor.id && m.projectId === p.id).length)
      .toBe(1);
    const push = pushed.find((m) => m.userId === doctor.id);
    expect(push?.message).toMatchObject({
      action: 'QUESTION_HIGH_RISK',
      data: { recordId: highRecordId, patientId: pts[0]?.id, level: '重度抑郁症状' },
    });
    expect(JSON.stringify(push)).not.toContain('王一');
    expect(pushed.filter((m) => m.userId === farDoctor.id)).toHaveLength(0);

    const list = await req('GET', `/api/question/assign?questionId=${phq9}`, doctor);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.list as {
      patientId: number;
      state: string;
      recordId: number | null;
      highRisk: boolean;
    }[];
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.patientId === pts[0]?.id)).toMatchObject({
      state: 'answered',
      recordId: highRecordId,
      highRisk: true,
      doctorName: '李医生',
    });
    expect(rows.filter((r) => r.state === 'assigned')).toHaveLength(2);
    const answered = await req('GET', '/api/question/assign?state=answered', doctor);
    expect(answered.json().data.total).toBe(1);

    const summary = await req('GET', '/api/doctor/workbench/summary', doctor);
    expect(summary.json().data.highRiskQuestions).toBe(1);
    expect((await req('GET', '/api/doctor/workbench/summary', farDoctor)).json().data.highRiskQuestions).toBe(
      0,
    );
  });

  it('an expired assignment; stats per questionnaire; filters and scope', async () => {
    await withAdmin((c) =>
      c.query(`update questionnaire_assignments set due_date = current_date - 1 where patient_id = $1`, [
        pts[2]?.id,
      ]),
    );
    const expired = await req('GET', '/api/question/assign?state=expired', doctor);
    expect(expired.json().data.list.map((r: { patientId: number }) => r.patientId)).toEqual([pts[2]?.id]);
    const stats = await req('GET', '/api/question/assign/stats', doctor);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().data.find((s: { questionId: number }) => s.questionId === phq9)).toMatchObject({
      assigned: 3,
      answered: 1,
      expired: 1,
      scored: true,
    });
    const far = await req('GET', '/api/question/assign/stats', farDoctor);
    expect(far.json().data.find((s: { questionId: number }) => s.questionId === phq9)).toMatchObject({
      assigned: 0,
    });
    expect((await req('GET', '/api/question/assign', farDoctor)).json().data.total).toBe(0);
    expect((await req('GET', `/api/question/assign?patientId=${pts[0]?.id}`, farDoctor)).statusCode).toBe(
      404,
    );
    expect((await req('GET', '/api/question/assign?state=done', doctor)).statusCode).toBe(400);
    expect((await req('GET', '/api/question/assign')).statusCode).toBe(401);
    expect((await req('GET', '/api/question/assign', owner)).statusCode).toBe(403);
    expect((await req('GET', '/api/question/assign/stats')).statusCode).toBe(401);
    expect((await req('GET', '/api/question/assign/stats', owner)).statusCode).toBe(403);
  });

  it('GET /api/question/risk and PUT /api/question/risk/:id/handle', async () => {
    const open = await req('GET', '/api/question/risk', doctor);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.list).toEqual([
      expect.objectContaining({ recordId: highRecordId, patientName: '王一', total: 20, handledAt: null }),
    ]);
    expect(open.json().data.list[0].flags[0]).toContain('12356');
    // A normal answer (the app, by the patient's account) is not high-risk and cannot be handled.
    const low = await req('POST', '/api/question/record', owner, {
      questionId: phq9,
      patientId: pts[1]?.id,
      formList: phq([0, 0, 0, 0, 0, 0, 0, 0, 0]),
    });
    expect(low.statusCode, low.body).toBe(200);
    const lowId = low.json().data.id;
    expect((await req('PUT', `/api/question/risk/${lowId}/handle`, doctor)).statusCode).toBe(400);
    expect((await req('PUT', `/api/question/risk/${highRecordId}/handle`)).statusCode).toBe(401);
    expect((await req('PUT', `/api/question/risk/${highRecordId}/handle`, owner)).statusCode).toBe(403);
    expect((await req('PUT', `/api/question/risk/${highRecordId}/handle`, farDoctor)).statusCode).toBe(404);
    expect((await req('PUT', '/api/question/risk/abc/handle', doctor)).statusCode).toBe(400);
    expect(await countRows('questionnaire_risk_reviews', p.id)).toBe(0);

    const done = await req('PUT', `/api/question/risk/${highRecordId}/handle`, doctor);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ recordId: highRecordId, handledByName: '李医生' });
    const again = await req('PUT', `/api/question/risk/${highRecordId}/handle`, doctor);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该高风险问卷已处理');
    expect(await countRows('questionnaire_risk_reviews', p.id)).toBe(1);

    expect((await req('GET', '/api/question/risk', doctor)).json().data.total).toBe(0);
    expect((await req('GET', '/api/question/risk?handled=1', doctor)).json().data.total).toBe(1);
    expect((await req('GET', '/api/doctor/workbench/summary', doctor)).json().data.highRiskQuestions).toBe(0);
    expect((await req('GET', '/api/question/risk?handled=2', doctor)).statusCode).toBe(400);
    expect((await req('GET', '/api/question/risk')).statusCode).toBe(401);
    expect((await req('GET', '/api/question/risk', owner)).statusCode).toBe(403);
    expect((await req('GET', '/api/question/risk', farDoctor)).json().data.total).toBe(0);
  });

  it('a patient’s own high-risk answer in the app is pushed too (item 9 flag alone)', async () => {
    const before = pushed.filter((m) => m.userId === doctor.id).length;
    const res = await req('POST', '/api/question/record', owner, {
      questionId: phq9,
      patientId: pts[1]?.id,
      formList: phq([0, 0, 0, 0, 0, 0, 0, 0, 1]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.tone).toBe('normal');
    await expect.poll(() => pushed.filter((m) => m.userId === doctor.id).length).toBe(before + 1);
    expect((await req('GET', '/api/doctor/workbench/summary', doctor)).json().data.highRiskQuestions).toBe(1);
  });
});
