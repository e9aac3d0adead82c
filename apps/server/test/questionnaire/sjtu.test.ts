import { compileForm, type QuestionnaireDefinition, questionProgress, sjtuIndex } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, type CreatedPatient, countRows, createPatient } from '../patients/helpers.ts';

/** A daily smoker who drinks monthly, active five days a week: health index 75 (较好). */
const ANSWERS: Record<string, unknown> = {
  sex: 2,
  birthYear: 1975,
  height: 160,
  weight: 58,
  smoke: 3,
  cigarettes: 10,
  passive: 0,
  drink: 2,
  drinkDays: 2,
  heavy: 0,
  vegetables: 2,
  fruit: 2,
  salt: 0,
  sugaryDrinks: 0,
  activeDays: 3,
  activeMinutes: 30,
  sitting: 0,
  sleepHours: 1,
  insomnia: 0,
  selfRated: 1,
  chronic: ['none'],
  confirm: 1,
};
const formList = (a: Record<string, unknown>) => Object.entries(a).map(([key, value]) => ({ key, value }));

describe('the sjtu study questionnaire through the API (issue 12)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let stranger: Account;
  let patient: CreatedPatient;
  let questionId = 0;
  let definition: QuestionnaireDefinition;

  const get = (url: string, who: Account) => call(app, p, { method: 'GET', url, token: who.token });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, who: Account) =>
    call(app, p, { method, url, payload, token: who.token });
  const records = () => countRows('questionnaire_records', p.id);

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    patient = await createPatient(app, p, owner, { name: '孙七' });
    const list = await get(`/api/question?patientId=${patient.id}&pageSize=50`, owner);
    const study = list.json().data.list.find((x: { code: string }) => x.code === 'sjtu-study');
    expect(study).toMatchObject({ itemCount: 23, scored: true, last: null, hasDraft: false });
    questionId = study.id;
    definition = (await get(`/api/question/${questionId}`, owner)).json().data.definition;
  });
  afterAll(() => app.close());

  it('keeps the progress in the draft: 11 questions passed, read back on another device', async () => {
    const half = Object.fromEntries(Object.entries(ANSWERS).slice(0, 11));
    const saved = await send(
      'PUT',
      '/api/question/record/draft',
      { questionId, patientId: patient.id, formList: formList(half) },
      owner,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const back = await get(
      `/api/question/record/draft?patientId=${patient.id}&questionId=${questionId}`,
      owner,
    );
    const answers = Object.fromEntries(
      (back.json().data.formList as { key: string; value: never }[]).map((e) => [e.key, e.value]),
    );
    const form = compileForm(definition);
    expect(questionProgress(form, answers)).toBe(11);
    expect(sjtuIndex(form, answers, false)).toBe(11);
    // Another account does not see it.
    const theirs = await get(
      `/api/question/record/draft?patientId=${patient.id}&questionId=${questionId}`,
      stranger,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a daily smoker without the cigarettes answer (400, the spec message, nothing stored)', async () => {
    const before = await records();
    const { cigarettes: _, ...missing } = ANSWERS;
    const res = await send(
      'POST',
      '/api/question/record',
      { questionId, patientId: patient.id, formList: formList(missing) },
      owner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: '吸烟您平均每天吸多少支烟不能为空' });
    expect(await records()).toBe(before);
  });

  it('scores a finished round on the server (75, 较好), drops a hidden answer, deletes the draft', async () => {
    const res = await send(
      'POST',
      '/api/question/record',
      { questionId, patientId: patient.id, formList: formList({ ...ANSWERS, medication: 0 }) },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const index = await get(`/api/question/health/index/${id}`, owner);
    expect(index.json().data).toMatchObject({ total: 75, level: '较好', tone: 'normal' });
    expect(index.json().data.bands).toHaveLength(4);
    expect(index.json().data.source).toContain('不是经过验证的临床评分');
    const detail = await get(`/api/question/record/${id}/detail`, owner);
    expect(detail.json().data.formList.map((e: { key: string }) => e.key)).not.toContain('medication');
    const draft = await get(
      `/api/question/record/draft?patientId=${patient.id}&questionId=${questionId}`,
      owner,
    );
    expect(draft.json().data).toBeNull();
    // The intro now reads index 23 (added); another account's view of the record is not found.
    const list = await get(`/api/question?patientId=${patient.id}&pageSize=50`, owner);
    const study = list.json().data.list.find((x: { code: string }) => x.code === 'sjtu-study');
    expect(sjtuIndex(compileForm(definition), null, study.last !== null)).toBe(23);
    expect((await get(`/api/question/health/index/${id}`, stranger)).statusCode).toBe(404);
  });
});
