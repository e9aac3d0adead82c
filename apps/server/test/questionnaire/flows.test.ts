import { CAT, GAD7, HEALTH_SURVEY, MMRC, PHQ9 } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, type CreatedPatient, countRows, createPatient } from '../patients/helpers.ts';

/** The definitions of the COPD, fzjjh and children's flows (issue 12), through the record API. */
describe('questionnaire flows: COPD history, IOF one-minute test, children health inquiry', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let stranger: Account;
  let adult: CreatedPatient;
  let child: CreatedPatient;
  let strangersChild: CreatedPatient;
  const ids: Record<string, number> = {};

  const post = (payload: unknown, who?: Account) =>
    call(app, p, {
      method: 'POST',
      url: '/api/question/record',
      payload: payload as object,
      ...(who ? { token: who.token } : {}),
    });
  const records = () => countRows('questionnaire_records', p.id);

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    // A project provisioned before these definitions existed: only the first five built-ins.
    await withAdmin(async (c) => {
      for (const [i, d] of [PHQ9, GAD7, CAT, MMRC, HEALTH_SURVEY].entries())
        await c.query(
          `insert into questionnaires (project_id, code, name, group_name, definition, sort)
           values ($1, $2, $3, $4, $5, $6)`,
          [p.id, d.code, d.name, d.group, JSON.stringify(d), i],
        );
    });
    owner = await account(app, p);
    stranger = await account(app, p);
    adult = await createPatient(app, p, owner, { name: '钱七' });
    child = await createPatient(app, p, owner, { name: '钱小宝', idcard: undefined, birthday: '2025-01-10' });
    strangersChild = await createPatient(app, p, stranger, { name: '孙小宝', idcard: undefined });
  });
  afterAll(() => app.close());

  it('a project provisioned earlier gets the new definitions on its first questionnaire call, once', async () => {
    const res = await call(app, p, { method: 'GET', url: '/api/question?pageSize=50', token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list as { id: number; code: string }[];
    for (const q of list) ids[q.code] = q.id;
    expect(list.map((q) => q.code).sort()).toEqual(
      [
        'cat',
        'child-health',
        'copd-history',
        'gad7',
        'health-survey',
        'iof-osteoporosis',
        'linan-health-index',
        'mmrc',
        'phq9',
        'sjtu-study',
      ].sort(),
    );
    expect(await countRows('questionnaires', p.id)).toBe(10);
  });

  it('COPD history: a yes without counts is 400 with the 系统提示 text and nothing stored', async () => {
    const before = await records();
    const res = await post(
      { questionId: ids['copd-history'], patientId: adult.id, formList: [{ key: 'had', value: 1 }] },
      owner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      msg: '过去12个月中度急性加重次数（需用抗生素和/或口服激素治疗，未住院）不能为空',
    });
    const tooMany = await post(
      {
        questionId: ids['copd-history'],
        patientId: adult.id,
        formList: [
          { key: 'had', value: 1 },
          { key: 'emergency', value: 53 },
          { key: 'hospitalized', value: 0 },
        ],
      },
      owner,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(await records()).toBe(before);
  });

  it('COPD history: stored unscored, hidden counts dropped; the counts are kept when answered', async () => {
    const no = await post(
      {
        questionId: ids['copd-history'],
        patientId: adult.id,
        formList: [
          { key: 'had', value: 0 },
          { key: 'emergency', value: 3 },
        ],
      },
      owner,
    );
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json().data).toMatchObject({ total: null, level: null });
    const noDetail = await call(app, p, {
      method: 'GET',
      url: `/api/question/record/${no.json().data.id}/detail`,
      token: owner.token,
    });
    expect(noDetail.json().data.formList).toEqual([{ key: 'had', value: 0 }]);

    const yes = await post(
      {
        questionId: ids['copd-history'],
        patientId: adult.id,
        formList: [
          { key: 'had', value: 1 },
          { key: 'emergency', value: 2 },
          { key: 'hospitalized', value: 1 },
        ],
      },
      owner,
    );
    expect(yes.statusCode, yes.body).toBe(200);
    const detail = await call(app, p, {
      method: 'GET',
      url: `/api/question/record/${yes.json().data.id}/detail`,
      token: owner.token,
    });
    expect(detail.json().data.formList).toEqual(
      expect.arrayContaining([
        { key: 'emergency', value: 2 },
        { key: 'hospitalized', value: 1 },
      ]),
    );
  });

  it('IOF one-minute test: a woman with one 是 is positive; the men’s question is dropped', async () => {
    const formList = [
      { key: 'sex', value: 2 },
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19].map((i) => ({
        key: `q${i}`,
        value: i === 16 ? 1 : 0,
      })),
      { key: 'q14', value: 1 },
    ];
    const res = await post({ questionId: ids['iof-osteoporosis'], patientId: adult.id, formList }, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      total: 1,
      max: 19,
      level: '存在骨质疏松风险',
      tone: 'attention',
    });
  });

  it('children health inquiry: the age’s warning signs are required; one sign is the referral band', async () => {
    const base = [
      { key: 'age', value: 12 },
      { key: 'outdoor', value: 2 },
      { key: 'vitaminD', value: 400 },
      { key: 'illness', value: [0] },
    ];
    const before = await records();
    const missing = await post(
      { questionId: ids['child-health'], patientId: child.id, formList: base },
      owner,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('发育评估孩子（12月龄）是否有以下情况（可多选）不能为空');
    const emptyList = await post(
      {
        questionId: ids['child-health'],
        patientId: child.id,
        formList: [...base, { key: 'warn12', value: [] }],
      },
      owner,
    );
    expect(emptyList.statusCode).toBe(400);
    expect(await records()).toBe(before);

    const res = await post(
      {
        questionId: ids['child-health'],
        patientId: child.id,
        formList: [...base, { key: 'warn12', value: [3] }, { key: 'warn6', value: [1, 2] }],
      },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, level: '有发育预警征象', tone: 'abnormal' });
  });

  it('401 without a session; another account’s child is 404 and nothing is stored', async () => {
    const formList = [
      { key: 'age', value: 36 },
      { key: 'illness', value: [0] },
      { key: 'warn36', value: [0] },
    ];
    expect((await post({ questionId: ids['child-health'], patientId: child.id, formList })).statusCode).toBe(
      401,
    );
    const before = await records();
    const res = await post(
      { questionId: ids['child-health'], patientId: strangersChild.id, formList },
      owner,
    );
    expect(res.statusCode).toBe(404);
    expect(await records()).toBe(before);
  });
});
