import { chinaDay } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF_SMALL, PNG_1PX } from '../files/helpers.ts';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import {
  type Account,
  account,
  type CreatedPatient,
  countRows,
  createPatient,
  otherOrgDoctor,
} from '../patients/helpers.ts';

const day = (offset: number) => chinaDay(Date.now() + offset * 86_400_000);

/** A 3-item questionnaire: a choice, a text shown only for 不好, and an image item; scored. */
const sleep = (name = '睡眠情况问卷') => ({
  name,
  intro: '请根据最近两周的情况填写。',
  group: '自定义问卷',
  sections: [
    {
      title: '睡眠',
      items: [
        {
          key: 'q1',
          type: 3,
          require: true,
          content: '最近睡得好吗',
          options: [
            { label: '好', value: 1, score: 0 },
            { label: '不好', value: 2, score: 2 },
          ],
        },
        { key: 'q2', type: 1, require: true, content: '哪里不好', showIf: { key: 'q1', op: '=', value: 2 } },
        { key: 'q3', type: 6, content: '上传睡眠记录照片' },
      ],
    },
  ],
  scoring: {
    method: 'sum',
    min: 0,
    max: 2,
    bands: [
      { min: 0, max: 0, level: '良好', text: '睡眠良好', advice: '保持作息', tone: 'normal' },
      { min: 1, max: 2, level: '欠佳', text: '睡眠欠佳', advice: '规律作息，必要时就医', tone: 'attention' },
    ],
  },
});

describe('questionnaire definition management, link resend, duplicate assignments, link images (issue 12)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let owner: Account;
  let doctor: Account;
  let assistant: Account;
  let farDoctor: Account;
  let otherDoctor: Account;
  let pt: CreatedPatient;
  let pt2: CreatedPatient;
  let farPatient: CreatedPatient;
  let qid = 0;

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Account, payload?: object, proj = p) =>
    call(app, proj, { method, url, ...(payload ? { payload } : {}), ...(who ? { token: who.token } : {}) });
  const defs = () => countRows('questionnaires', p.id);

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    owner = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '周医生' });
    assistant = await account(app, p, { role: 'assistant', name: '小助理' });
    farDoctor = await otherOrgDoctor(app, p);
    otherDoctor = await account(app, other, { role: 'doctor', name: '外项目医生' });
    pt = await createPatient(app, p, owner, { doctorId: doctor.doctorId, name: '赵一' });
    pt2 = await createPatient(app, p, owner, { doctorId: doctor.doctorId, name: '赵二' });
    farPatient = await createPatient(app, p, owner, { doctorId: farDoctor.doctorId, name: '远方' });
  });
  afterAll(() => app.close());

  it('POST /api/question/definition: a doctor creates one; it is listed and opens', async () => {
    const res = await req('POST', '/api/question/definition', doctor, sleep());
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ newVersion: false, version: 1, code: expect.stringMatching(/^c-/) });
    qid = saved.id;
    const list = (await req('GET', '/api/question/definition', doctor)).json().data;
    expect(list.find((d: { id: number }) => d.id === qid)).toMatchObject({
      name: '睡眠情况问卷',
      builtIn: false,
      itemCount: 3,
      scored: true,
      records: 0,
    });
    expect(list.find((d: { code: string }) => d.code === 'phq9')).toMatchObject({ builtIn: true });
    const detail = (await req('GET', `/api/question/${qid}`)).json().data;
    expect(detail.definition.sections[0].items[1].showIf).toEqual({ key: 'q1', op: '=', value: 2 });
  });

  it('400 with the Chinese message of the consistency checks, nothing stored', async () => {
    await req('GET', '/api/question/definition', doctor);
    const before = await defs();
    const base = sleep();
    const items = base.sections[0]?.items ?? [];
    const bad: [object, string][] = [
      [{ ...base, name: '' }, '请填写问卷名称'],
      [{ ...base, sections: [] }, '请添加题目'],
      [
        { ...base, sections: [{ title: '', items: [{ key: 'a', type: 13, content: '新题型' }] }] },
        '第1题的题型（13）不支持',
      ],
      [
        { ...base, sections: [{ title: '', items: [items[1], items[0]] }] },
        '第1题的显示条件须引用它之前的题目（q1）',
      ],
      [
        {
          ...base,
          scoring: {
            ...base.scoring,
            bands: [
              { min: 0, max: 1, level: '甲', text: '', advice: '', tone: 'normal' },
              { min: 1, max: 2, level: '乙', text: '', advice: '', tone: 'attention' },
            ],
          },
        },
        '分段“甲”与“乙”的分数范围重叠',
      ],
    ];
    for (const [body, msg] of bad) {
      const res = await req('POST', '/api/question/definition', doctor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().msg).toContain(msg);
      const put = await req('PUT', `/api/question/definition/${qid}`, doctor, body);
      expect(put.statusCode, put.body).toBe(400);
    }
    expect(await defs()).toBe(before);
  });

  it('401 signed out, 403 for a patient or an assistant, 404 for another project’s definition', async () => {
    const before = await defs();
    expect((await req('POST', '/api/question/definition', undefined, sleep())).statusCode).toBe(401);
    expect((await req('GET', '/api/question/definition')).statusCode).toBe(401);
    expect((await req('POST', '/api/question/definition', owner, sleep())).statusCode).toBe(403);
    const a = await req('POST', '/api/question/definition', assistant, sleep());
    expect(a.statusCode).toBe(403);
    expect(a.json().msg).toBe('仅医生或管理员可以编辑问卷');
    const far = await req('PUT', `/api/question/definition/${qid}`, otherDoctor, sleep('改名'), other);
    expect(far.statusCode, far.body).toBe(404);
    expect(await defs()).toBe(before);
    expect((await req('GET', `/api/question/${qid}`, undefined, undefined, other)).statusCode).toBe(404);
  });

  it('built-in scales are read-only', async () => {
    const list = (await req('GET', '/api/question/definition', doctor)).json().data;
    const phq = list.find((d: { code: string }) => d.code === 'phq9');
    const res = await req('PUT', `/api/question/definition/${phq.id}`, doctor, sleep());
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('内置量表不能修改，请复制后编辑');
  });

  it('PUT: an unanswered version is rewritten in place', async () => {
    const res = await req('PUT', `/api/question/definition/${qid}`, doctor, sleep('睡眠问卷'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: qid, newVersion: false, version: 1 });
    expect((await req('GET', `/api/question/${qid}`)).json().data.definition.name).toBe('睡眠问卷');
  });

  let paths: string[] = [];
  it('POST /api/question/assign: an open assignment of it is not duplicated (skipped, said in Chinese)', async () => {
    const first = await req('POST', '/api/question/assign', doctor, {
      questionId: qid,
      patientIds: [pt.id],
      dueDate: day(7),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ skipped: [], message: '已布置1位患者' });
    paths = [first.json().data.items[0].path];
    const before = await countRows('questionnaire_assignments', p.id);
    const again = await req('POST', '/api/question/assign', doctor, {
      questionId: qid,
      patientIds: [pt.id, pt2.id],
      dueDate: day(5),
    });
    expect(again.statusCode, again.body).toBe(200);
    const data = again.json().data;
    expect(data.items.map((x: { patientId: number }) => x.patientId)).toEqual([pt2.id]);
    expect(data.skipped).toEqual([{ patientId: pt.id, patientName: '赵一' }]);
    expect(data.message).toBe('已布置1位患者，1位患者已有未完成的该问卷，已跳过');
    expect(await countRows('questionnaire_assignments', p.id)).toBe(before + 1);
    const all = await req('POST', '/api/question/assign', doctor, {
      questionId: qid,
      patientIds: [pt.id],
      dueDate: day(5),
    });
    expect(all.json().data).toMatchObject({
      items: [],
      message: '未布置新的问卷，1位患者已有未完成的该问卷，已跳过',
    });
  });

  it('POST /api/question/assign/:id/resend: a new link, the old one refused; 401, 403, 404', async () => {
    const list = (await req('GET', `/api/question/assign?patientId=${pt.id}`, doctor)).json().data.list;
    const id = list[0].id as number;
    expect((await req('POST', `/api/question/assign/${id}/resend`, undefined, {})).statusCode).toBe(401);
    expect((await req('POST', `/api/question/assign/${id}/resend`, owner, {})).statusCode).toBe(403);
    expect((await req('POST', `/api/question/assign/${id}/resend`, farDoctor, {})).statusCode).toBe(404);
    expect(
      (await req('POST', `/api/question/assign/${id}/resend`, doctor, { sendSms: 'x' })).statusCode,
    ).toBe(400);
    const res = await req('POST', `/api/question/assign/${id}/resend`, doctor, { sendSms: true });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id, patientId: pt.id, smsSent: true, smsProvider: 'dev' });
    expect(data.path).not.toBe(paths[0]);
    const oldToken = paths[0]?.split('#t=')[1] ?? '';
    const refused = await req('POST', '/api/question/link/check', undefined, { token: oldToken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('该问卷链接已使用或已过期，请向医生重新获取');
    paths.push(data.path);
  });

  let imageUrl = '';
  it('POST /api/question/link/upload: an image through the link token (not a session); others refused', async () => {
    const token = paths[1]?.split('#t=')[1] ?? '';
    const up = (body: Buffer, name: string, t = token) => {
      const mp = multipart({ name, type: 'image/png', body });
      return call(app, p, {
        method: 'POST',
        url: '/api/question/link/upload',
        payload: mp.payload,
        headers: { ...mp.headers, 'x-question-link': t },
      });
    };
    const before = await countRows('uploads', p.id);
    expect((await up(PNG_1PX, 'a.png', 'x'.repeat(43))).statusCode).toBe(404);
    expect((await up(PNG_1PX, 'a.png', paths[0]?.split('#t=')[1] ?? '')).statusCode).toBe(400);
    expect((await up(PDF_SMALL, 'a.png')).statusCode).toBe(415);
    expect(await countRows('uploads', p.id)).toBe(before);
    const ok = await up(PNG_1PX, '睡眠.png');
    expect(ok.statusCode, ok.body).toBe(200);
    imageUrl = ok.json().data.url;
    expect(imageUrl).toMatch(/^\/api\/question\/link\/file\/[a-f0-9]{32}\.png$/);
    // The open file address does not serve it, and nobody reads it before the record exists.
    const stored = imageUrl.split('/').pop();
    expect((await call(app, p, { method: 'GET', url: `/api/files/${p.key}/${stored}` })).statusCode).toBe(
      404,
    );
    expect((await req('GET', imageUrl, doctor)).statusCode).toBe(404);
  });

  it('the anonymous submit keeps only images of its own link; the image is read by the record’s readers only', async () => {
    const token = paths[1]?.split('#t=')[1] ?? '';
    const body = (images: string[]) => ({
      token,
      questionId: qid,
      formList: [
        { key: 'q1', value: 2 },
        { key: 'q2', value: '入睡困难' },
        { key: 'q3', value: images },
      ],
    });
    const foreign = await req(
      'POST',
      '/api/question/record/anonymous',
      undefined,
      body(['/api/files/x/y.png']),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('图片须通过本问卷链接上传');
    const res = await req('POST', '/api/question/record/anonymous', undefined, body([imageUrl]));
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await req('POST', '/api/question/record/anonymous', undefined, body([imageUrl]))).statusCode,
    ).toBe(400);
    const img = await req('GET', imageUrl, doctor);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect((await req('GET', imageUrl, owner)).statusCode).toBe(200);
    expect((await req('GET', imageUrl, farDoctor)).statusCode).toBe(404);
    expect((await req('GET', imageUrl)).statusCode).toBe(401);
  });

  it('PUT on an answered version stores a new version; the record keeps the old one, open work moves', async () => {
    const recordsBefore = (await req('GET', `/api/question/record?questionId=${qid}`, doctor)).json().data
      .list;
    expect(recordsBefore).toHaveLength(1);
    const edited = sleep('睡眠问卷（第二版）');
    edited.sections[0]?.items.push({ key: 'q4', type: 7, content: '每晚睡几小时' } as never);
    const res = await req('PUT', `/api/question/definition/${qid}`, doctor, edited);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ newVersion: true, version: 2 });
    expect(saved.id).not.toBe(qid);
    // The answered version is unchanged and still read through its record.
    const rec = (await req('GET', `/api/question/record/${recordsBefore[0].id}/detail`, doctor)).json().data;
    expect(rec.questionId).toBe(qid);
    expect(rec.definition.name).toBe('睡眠问卷');
    expect((await req('GET', `/api/question/${qid}`)).statusCode).toBe(404);
    // Editing the retired version is refused; the list shows the new one.
    const stale = await req('PUT', `/api/question/definition/${qid}`, doctor, edited);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().msg).toBe('该问卷已有更新的版本，请刷新后编辑');
    const list = (await req('GET', '/api/question/definition', doctor)).json().data;
    expect(list.filter((d: { code: string }) => d.code === saved.code)).toMatchObject([
      { id: saved.id, version: 2, records: 0, itemCount: 4 },
    ]);
    // 赵二's open assignment moved to the new version.
    const open = (await req('GET', `/api/question/assign?patientId=${pt2.id}`, doctor)).json().data.list;
    expect(open[0]).toMatchObject({ questionId: saved.id, state: 'assigned' });
    void farPatient;
  });
});
