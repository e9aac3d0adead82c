import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import {
  type Account,
  account,
  type CreatedPatient,
  countRows,
  createPatient,
  otherOrgDoctor,
} from '../patients/helpers.ts';

const phq = (points: number[]) => points.map((value, i) => ({ key: `q${i + 1}`, value }));

describe('questionnaires (issue 12)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let farDoctor: Account;
  let otherProjectUser: Account;
  let patient: CreatedPatient;
  let strangersPatient: CreatedPatient;
  const ids: Record<string, number> = {};

  const get = (url: string, who?: Account, project: TestProject = p) =>
    call(app, project, { method: 'GET', url, ...(who ? { token: who.token } : {}) });
  const post = (url: string, payload: unknown, who?: Account) =>
    call(app, p, { method: 'POST', url, payload: payload as object, ...(who ? { token: who.token } : {}) });
  const records = () => countRows('questionnaire_records', p.id);

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '心理科医生' });
    farDoctor = await otherOrgDoctor(app, p);
    otherProjectUser = await account(app, other);
    patient = await createPatient(app, p, owner, { doctorId: doctor.doctorId, name: '王五' });
    strangersPatient = await createPatient(app, p, stranger, { name: '赵六' });
  });
  afterAll(() => app.close());

  it('GET /api/question lists the built-in scales of a new project; groups; 401 without a session', async () => {
    const res = await get('/api/question?pageSize=20', owner);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list as { id: number; code: string; scored: boolean; itemCount: number }[];
    for (const x of list) ids[x.code] = x.id;
    expect(list.map((x) => x.code)).toEqual([
      'phq9',
      'gad7',
      'cat',
      'mmrc',
      'copd-history',
      'iof-osteoporosis',
      'child-health',
      'health-survey',
      'sjtu-study',
      'linan-health-index',
    ]);
    expect(list[0]).toMatchObject({ scored: true, itemCount: 10 });
    const groups = await get('/api/question/group', owner);
    expect(groups.json().data).toContainEqual({ group: '心理健康', count: 2 });
    expect((await get('/api/question')).statusCode).toBe(401);
    expect((await get('/api/question/group')).statusCode).toBe(401);
  });

  it('GET /api/question/:id is open; another project’s id answers 404', async () => {
    const res = await get(`/api/question/${ids.phq9}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.definition.source).toContain('Kroenke');
    expect((await get(`/api/question/${ids.phq9}`, otherProjectUser, other)).statusCode).toBe(404);
    expect((await get('/api/question/abc')).statusCode).toBe(400);
  });

  let recordId: number;
  it('POST /api/question/record scores and stores; the list, detail, health index and timeline show it', async () => {
    const res = await post(
      '/api/question/record',
      { questionId: ids.phq9, patientId: patient.id, formList: phq([2, 2, 2, 2, 2, 0, 0, 0, 0]) },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      total: 10,
      max: 27,
      level: '中度抑郁症状',
      tone: 'abnormal',
      via: 'app',
      patientName: '王五',
    });
    recordId = res.json().data.id;
    const detail = await get(`/api/question/record/${recordId}/detail`, owner);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.formList).toHaveLength(9);
    const index = await get(`/api/question/health/index/${recordId}`, doctor);
    expect(index.statusCode, index.body).toBe(200);
    expect(index.json().data).toMatchObject({
      level: '中度抑郁症状',
      bands: expect.arrayContaining([expect.objectContaining({ min: 20, max: 27 })]),
    });
    expect(index.json().data.advice).toContain('医生');
    const list = await get(`/api/question/record?patientId=${patient.id}`, doctor);
    expect(list.json().data.list.map((r: { id: number }) => r.id)).toContain(recordId);
    const evals = await get('/api/question/evaluation/record', doctor);
    expect(evals.json().data.total).toBeGreaterThanOrEqual(1);
    const timeline = await get(`/api/patient/doctor/timeline/${patient.id}`, doctor);
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(JSON.stringify(timeline.json().data)).toContain('问卷·抑郁症筛查量表（PHQ-9）');
  });

  it('400 with the spec message and nothing stored', async () => {
    const before = await records();
    const missing = await post(
      '/api/question/record',
      { questionId: ids.phq9, patientId: patient.id, formList: phq([1, 1, 1, 1, 1, 1, 1, 1]) },
      owner,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      msg: '9. 有不如死掉或用某种方式伤害自己的念头不能为空',
    });
    const survey = await post(
      '/api/question/record',
      {
        questionId: ids['health-survey'],
        patientId: patient.id,
        formList: [
          { key: 'name', value: '王五' },
          { key: 'birthday', value: '2999-01-01' },
        ],
      },
      owner,
    );
    expect(survey.json().msg).toBe('生日不能晚于今天');
    const empty = await post(
      '/api/question/record',
      { questionId: ids['health-survey'], patientId: patient.id, formList: [] },
      owner,
    );
    expect(empty.json().msg).toBe('基本信息姓名不能为空');
    const badOption = await post(
      '/api/question/record',
      { questionId: ids.mmrc, patientId: patient.id, formList: [{ key: 'grade', value: 9 }] },
      owner,
    );
    expect(badOption.json().msg).toBe('您的呼吸困难程度选项有误');
    const future = await post(
      '/api/question/record',
      {
        questionId: ids.mmrc,
        patientId: patient.id,
        formList: [{ key: 'grade', value: 1 }],
        time: new Date(Date.now() + 86_400_000).toISOString(),
      },
      owner,
    );
    expect(future.json().msg).toBe('填写时间不能晚于当前时间（time）');
    expect(
      (await post('/api/question/record', { questionId: ids.mmrc, formList: [] }, owner)).statusCode,
    ).toBe(400);
    expect(await records()).toBe(before);
  });

  it('400 on malformed input of every read endpoint', async () => {
    for (const url of [
      '/api/question?pageSize=0',
      '/api/question/record?patientId=abc',
      '/api/question/evaluation/record?pageNo=0',
      '/api/question/record/x/detail',
      '/api/question/health/index/0',
      `/api/question/record/history?patientId=${patient.id}`,
      `/api/question/record/draft?questionId=${ids.phq9}`,
    ])
      expect((await get(url, owner)).statusCode, url).toBe(400);
    expect((await post('/api/question/link', { questionId: ids.phq9 }, owner)).statusCode).toBe(400);
    expect((await post('/api/question/link/check', { token: 'x' })).statusCode).toBe(400);
    const unscored = await post(
      '/api/question/record',
      {
        questionId: ids['health-survey'],
        patientId: patient.id,
        formList: [
          { key: 'name', value: '王五' },
          { key: 'birthday', value: '1960-05-01' },
          { key: 'tel', value: '13800000001' },
          { key: 'smoke', value: 1 },
          { key: 'cigarettes', value: 10 },
          { key: 'exercise', value: 1 },
          { key: 'chronic', value: ['htn'] },
          { key: 'htnDrug', value: 1 },
          { key: 'selfRated', value: 8 },
        ],
      },
      owner,
    );
    expect(unscored.statusCode, unscored.body).toBe(200);
    expect(unscored.json().data).toMatchObject({ total: null, level: null });
    // An unscored record has no health index.
    expect((await get(`/api/question/health/index/${unscored.json().data.id}`, owner)).statusCode).toBe(404);
  });

  it('401 without a session on every signed-in endpoint', async () => {
    expect(
      (await post('/api/question/record', { questionId: ids.mmrc, patientId: patient.id, formList: [] }))
        .statusCode,
    ).toBe(401);
    for (const url of [
      '/api/question/record',
      '/api/question/evaluation/record',
      `/api/question/record/${recordId}/detail`,
      `/api/question/health/index/${recordId}`,
      `/api/question/record/history?patientId=${patient.id}&questionId=${ids.phq9}`,
      `/api/question/record/draft?patientId=${patient.id}&questionId=${ids.phq9}`,
    ])
      expect((await get(url)).statusCode, url).toBe(401);
    expect(
      (await post('/api/question/link', { questionId: ids.phq9, patientId: patient.id })).statusCode,
    ).toBe(401);
  });

  it('another account’s patient and record answer 404; lists leave them out', async () => {
    const before = await records();
    const res = await post(
      '/api/question/record',
      { questionId: ids.mmrc, patientId: strangersPatient.id, formList: [{ key: 'grade', value: 1 }] },
      owner,
    );
    expect(res.statusCode).toBe(404);
    expect(await records()).toBe(before);
    for (const who of [stranger, farDoctor]) {
      expect((await get(`/api/question/record/${recordId}/detail`, who)).statusCode).toBe(404);
      expect((await get(`/api/question/health/index/${recordId}`, who)).statusCode).toBe(404);
      expect(
        (await get(`/api/question/record/history?patientId=${patient.id}&questionId=${ids.phq9}`, who))
          .statusCode,
      ).toBe(404);
      expect((await get('/api/question/record', who)).json().data.total).toBe(0);
    }
    expect((await get(`/api/question/record/${recordId}/detail`, otherProjectUser, other)).statusCode).toBe(
      404,
    );
  });

  it('a doctor of the org submits for the patient; a doctor of another org gets 404', async () => {
    const body = { questionId: ids.mmrc, patientId: patient.id, formList: [{ key: 'grade', value: 3 }] };
    const ok = await post('/api/question/record', body, doctor);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ total: 3, level: '呼吸困难较重', patientName: '王五' });
    const before = await records();
    expect((await post('/api/question/record', body, farDoctor)).statusCode).toBe(404);
    expect(await records()).toBe(before);
  });

  it('history answers each total over time, oldest first', async () => {
    await post(
      '/api/question/record',
      {
        questionId: ids.phq9,
        patientId: patient.id,
        formList: phq([1, 1, 1, 0, 0, 0, 0, 0, 0]),
        time: new Date(Date.now() - 86_400_000 * 30).toISOString(),
      },
      owner,
    );
    const res = await get(
      `/api/question/record/history?patientId=${patient.id}&questionId=${ids.phq9}`,
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ max: 27, unit: '分' });
    expect(res.json().data.points.map((x: { total: number }) => x.total)).toEqual([3, 10]);
  });

  it('a draft survives on the server, is listed, refuses a malformed answer, and goes on submit', async () => {
    const url = `/api/question/record/draft?patientId=${patient.id}&questionId=${ids.gad7}`;
    expect((await get(url, owner)).json().data).toBeNull();
    const save = await call(app, p, {
      method: 'PUT',
      url: '/api/question/record/draft',
      token: owner.token,
      payload: {
        questionId: ids.gad7,
        patientId: patient.id,
        formList: [
          { key: 'q1', value: 2 },
          { key: 'q2', value: 1 },
        ],
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    const bad = await call(app, p, {
      method: 'PUT',
      url: '/api/question/record/draft',
      token: owner.token,
      payload: { questionId: ids.gad7, patientId: patient.id, formList: [{ key: 'q1', value: 7 }] },
    });
    expect(bad.statusCode).toBe(400);
    const back = await get(url, doctor);
    expect(back.json().data.formList).toEqual([
      { key: 'q1', value: 2 },
      { key: 'q2', value: 1 },
    ]);
    const strangerSave = await call(app, p, {
      method: 'PUT',
      url: '/api/question/record/draft',
      token: stranger.token,
      payload: { questionId: ids.gad7, patientId: patient.id, formList: [] },
    });
    expect(strangerSave.statusCode).toBe(404);
    const listed = await get(`/api/question?patientId=${patient.id}`, owner);
    const gad = listed.json().data.list.find((x: { code: string }) => x.code === 'gad7');
    expect(gad.hasDraft).toBe(true);
    const done = await post(
      '/api/question/record',
      { questionId: ids.gad7, patientId: patient.id, formList: phq([2, 1, 0, 0, 0, 0, 0]) },
      owner,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect((await get(url, owner)).json().data).toBeNull();
  });

  it('a no-login link: open check and submit once, a reused link refused, a refused form leaves it usable', async () => {
    const issued = await post('/api/question/link', { questionId: ids.mmrc, patientId: patient.id }, doctor);
    expect(issued.statusCode, issued.body).toBe(200);
    const { token, path } = issued.json().data as { token: string; path: string };
    expect(path).toBe(`/health/patient/${patient.id}/question/${ids.mmrc}/no/login/form#t=${token}`);
    expect(
      (await post('/api/question/link', { questionId: ids.mmrc, patientId: patient.id }, farDoctor))
        .statusCode,
    ).toBe(404);
    const check = await post('/api/question/link/check', { token });
    expect(check.json().data).toMatchObject({
      questionId: ids.mmrc,
      patientId: patient.id,
      patientName: '*五',
    });
    const before = await records();
    const bad = await post('/api/question/record/anonymous', { token, questionId: ids.mmrc, formList: [] });
    expect(bad.json()).toMatchObject({ success: false, msg: '您的呼吸困难程度不能为空' });
    expect(await records()).toBe(before);
    const ok = await post('/api/question/record/anonymous', {
      token,
      questionId: ids.mmrc,
      formList: [{ key: 'grade', value: 2 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      total: 2,
      level: '呼吸困难较重',
      via: 'link',
      patientName: '*五',
    });
    const again = await post('/api/question/record/anonymous', {
      token,
      questionId: ids.mmrc,
      formList: [{ key: 'grade', value: 1 }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该问卷链接已使用或已过期，请向医生重新获取');
    expect((await post('/api/question/link/check', { token })).statusCode).toBe(400);
    expect(await records()).toBe(before + 1);
    const guessed = await post('/api/question/record/anonymous', {
      token: 'A'.repeat(43),
      questionId: ids.mmrc,
      formList: [{ key: 'grade', value: 1 }],
    });
    expect(guessed.statusCode).toBe(404);
    expect(
      (await post('/api/question/record/anonymous', { token: 'short', questionId: ids.mmrc, formList: [] }))
        .statusCode,
    ).toBe(400);
  });
});
