import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, type CreatedPatient, countRows, createPatient } from '../patients/helpers.ts';

const ANSWERS: Record<string, unknown> = {
  sex: 2,
  age: 58,
  height: 160,
  weight: 66,
  smoke: 'never',
  cigarettes: 8,
  alcohol: 'none',
  activity: 'low',
  sitting: 'mid',
  vegFruit: 'often',
  taste: 'medium',
  sleep: '6to7',
  hasChronic: 1,
  chronic: ['lipid'],
  medication: 'regular',
  bp: 'high-normal',
  glucose: 'unknown',
};
const formList = (a: Record<string, unknown>) => Object.entries(a).map(([key, value]) => ({ key, value }));

/** The Lin'an health index runs on the questionnaire endpoints (no endpoint of its own). */
describe("Lin'an health index through the questionnaire API", () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let stranger: Account;
  let patient: CreatedPatient;
  let questionId = 0;

  const get = (url: string, who?: Account) =>
    call(app, p, { method: 'GET', url, ...(who ? { token: who.token } : {}) });
  const post = (url: string, payload: unknown, who?: Account) =>
    call(app, p, { method: 'POST', url, payload: payload as object, ...(who ? { token: who.token } : {}) });

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    patient = await createPatient(app, p, owner, { name: '钱七' });
    const list = (await get('/api/question?pageSize=50', owner)).json().data.list as {
      id: number;
      code: string;
    }[];
    questionId = list.find((q) => q.code === 'linan-health-index')?.id ?? 0;
  });
  afterAll(() => app.close());

  it('is provisioned with the other built-ins, names its sources and says it is not a clinical scale', async () => {
    expect(questionId).toBeGreaterThan(0);
    const d = (await get(`/api/question/${questionId}`, owner)).json().data;
    expect(d.definition.intro).toContain('不是经过验证的临床量表');
    expect(d.definition.source).toContain('《中国居民膳食指南（2022）》');
  });

  it('scores a submitted record to the 0-100 index with its band, drops the hidden cigarettes answer', async () => {
    const res = await post(
      '/api/question/record',
      { questionId, patientId: patient.id, formList: formList(ANSWERS) },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    // 15 + 10 + 7 + 3 + 5 + 5 + 5 + 0 + 6 + 2
    expect(res.json().data).toMatchObject({ total: 58, max: 100, level: '较差', tone: 'abnormal' });
    const id = res.json().data.id as number;
    const detail = (await get(`/api/question/record/${id}/detail`, owner)).json().data;
    const keys = (detail.formList as { key: string }[]).map((x) => x.key);
    expect(keys).toContain('chronic');
    expect(keys).not.toContain('cigarettes');
    const index = await get(`/api/question/health/index/${id}`, owner);
    expect(index.json().data.bands.map((b: { level: string }) => b.level)).toEqual([
      '较差',
      '一般',
      '良好',
      '优秀',
    ]);
    expect((await get(`/api/question/health/index/${id}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/question/health/index/${id}`)).statusCode).toBe(401);
  });

  it('refuses a smoker without the amount with the section message and stores nothing', async () => {
    const before = await countRows('questionnaire_records', p.id);
    const res = await post(
      '/api/question/record',
      {
        questionId,
        patientId: patient.id,
        formList: formList({ ...ANSWERS, smoke: 'current', cigarettes: null }),
      },
      owner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: '生活方式平均每天吸烟量不能为空' });
    expect(await countRows('questionnaire_records', p.id)).toBe(before);
  });

  it("POST /api/patient/linan/entry finds my patient by ID number; another account's is 404; bad number 400; 401", async () => {
    const strangers = await createPatient(app, p, stranger, { name: '孙八' });
    const mine = await post('/api/patient/linan/entry', { idcard: patient.idcard }, owner);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual({ patientId: patient.id, name: '钱七' });
    const lower = await post('/api/patient/linan/entry', { idcard: patient.idcard.toLowerCase() }, owner);
    expect(lower.json().data?.patientId).toBe(patient.id);
    const other = await post('/api/patient/linan/entry', { idcard: strangers.idcard }, owner);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, msg: '未找到该就诊人，请先绑定' });
    const bad = await post('/api/patient/linan/entry', { idcard: '123' }, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, msg: '请输入正确的身份证号（idcard）' });
    expect((await post('/api/patient/linan/entry', {}, owner)).statusCode).toBe(400);
    expect((await post('/api/patient/linan/entry', { idcard: patient.idcard })).statusCode).toBe(401);
  });
});
