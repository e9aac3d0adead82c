import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';

const url = (q: string, area = '330110') => `/api/local/yzh/${area}/calculate/copd/level?${q}`;

describe('COPD level (GOLD ABE)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let patient: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor' });
    patient = await account(app, p);
  });
  afterAll(() => app.close());

  const get = (q: string, token: string | null = doctor.token, area?: string) =>
    call(app, p, { method: 'GET', url: url(q, area), ...(token ? { token } : {}) });

  it('answers the group, the reason and the spec 3 management group', async () => {
    const a = await get('catScore=9&mmrcScore=1&emergency=1&hospitalized=0&type=3');
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({
      type: 3,
      catScore: 9,
      mmrcScore: 1,
      group: 'A',
      level: 1,
      levelName: '一般',
      highRisk: false,
    });
    expect(a.json().data.source).toContain('GOLD 2023');
    const b = await get('catScore=10&mmrcScore=1&emergency=0&hospitalized=0', patient.token);
    expect(b.json().data).toMatchObject({ group: 'B', level: 2, levelName: '强化', type: 3 });
    const e = await get('catScore=3&mmrcScore=0&emergency=0&hospitalized=1');
    expect(e.json().data).toMatchObject({ group: 'E', highRisk: true, reason: '过去一年因急性加重住院1次' });
    const e2 = await get('catScore=3&mmrcScore=2&emergency=2&hospitalized=0');
    expect(e2.json().data.group).toBe('E');
  });

  it('bad input is 400 in Chinese', async () => {
    const cases: Array<[string, string]> = [
      ['catScore=41&mmrcScore=1&emergency=0&hospitalized=0', 'CAT评分不能大于40'],
      ['mmrcScore=1&emergency=0&hospitalized=0', '请输入CAT评分'],
      ['catScore=5&mmrcScore=x&emergency=0&hospitalized=0', 'mMRC分级'],
      ['catScore=5&mmrcScore=1&emergency=-1&hospitalized=0', '过去一年中度急性加重次数不能小于0'],
      ['catScore=5&mmrcScore=1&emergency=0', '请输入过去一年因急性加重住院次数'],
      ['catScore=5&mmrcScore=1&emergency=0&hospitalized=0&type=1', '疾病类型有误'],
    ];
    for (const [q, msg] of cases) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().msg).toContain(msg);
    }
    const area = await get('catScore=5&mmrcScore=1&emergency=0&hospitalized=0', doctor.token, 'a%20b');
    expect(area.statusCode).toBe(400);
    expect(area.json().msg).toContain('地区编码有误');
  });

  it('without a session: 401', async () => {
    const res = await get('catScore=5&mmrcScore=1&emergency=0&hospitalized=0', null);
    expect(res.statusCode).toBe(401);
  });
});
