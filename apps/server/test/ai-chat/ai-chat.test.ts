import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, write } from '../articles/helpers.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, createPatient } from '../patients/helpers.ts';
import { ask, DS, newSession } from './helpers.ts';

describe('AI chat: sessions, the offline knowledge-base answer, danger signs', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let patient: Account;
  let other: Account;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    patient = await account(app, p);
    other = await account(app, p);
    const doctor = await account(app, p, { role: 'doctor' });
    const cat = await categories(p);
    const add = async (key: string, title: string, body: string) => {
      ids[key] = (await write(app, p, doctor, { categoryId: cat.hbp, title, body: `<p>${body}</p>` })).id;
    };
    await add('salt', '少盐饮食怎么做', '成年人每天食盐不超过5克。做饭时使用限盐勺。多吃新鲜蔬菜。');
    await add('walk', '健步走指南', '每天步行六千步。运动前热身。');
    await write(app, p, doctor, {
      categoryId: cat.hbp,
      title: '食盐草稿',
      body: '<p>食盐</p>',
      action: 'draft',
    });
    await withAdmin((c) =>
      c.query(
        `insert into ai_quick_questions (project_id, question, sort) values ($1, '每天吃多少盐？', 1), ($1, '怎么测血压？', 0)`,
        [p.id],
      ),
    );
  });
  afterAll(() => app.close());

  it('lists the quick questions of the project in order', async () => {
    const res = await call(app, p, { method: 'GET', url: `${DS}/quick`, token: patient.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((q: { question: string }) => q.question)).toEqual([
      '怎么测血压？',
      '每天吃多少盐？',
    ]);
  });

  it('answers from the published articles with links, says it is a search, ends with the disclaimer, and stores it', async () => {
    const s = await newSession(app, p, patient);
    const events = await ask(app, p, patient, s.sessionId, '每天吃多少食盐合适？');
    expect(events[0]).toMatchObject({
      type: 'provider',
      provider: 'knowledge-base',
      label: '知识库检索',
      knowledgeBase: true,
    });
    expect(events.some((e) => e.type === 'error')).toBe(false);
    const sources = events.flatMap((e) => (e.type === 'source' ? [e.source] : []));
    expect(sources).toEqual([{ articleId: ids.salt, title: '少盐饮食怎么做' }]);
    const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(text).toContain('知识库检索');
    expect(text).toContain('并非人工智能模型生成');
    expect(text).toContain('成年人每天食盐不超过5克。');
    expect(events.at(-2)).toMatchObject({ type: 'disclaimer' });
    expect(events.at(-1)).toMatchObject({ type: 'done', stopped: false });

    const list = await call(app, p, { method: 'GET', url: `${DS}/chat/session/list`, token: patient.token });
    const [session] = list.json().data;
    expect(session.name).toBe('每天吃多少食盐合适？');
    expect(session.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(session.messages[1]).toMatchObject({ provider: 'knowledge-base', stopped: false, content: text });
    expect(session.messages[1].sources).toEqual(sources);
  });

  it('says plainly when the knowledge base has nothing', async () => {
    const s = await newSession(app, p, patient, { name: '空' });
    const events = await ask(app, p, patient, s.sessionId, '量子力学');
    expect(events.some((e) => e.type === 'source')).toBe(false);
    const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(text).toContain('暂未找到');
  });

  it('sends the emergency advice first for danger signs', async () => {
    const s = await newSession(app, p, patient);
    const events = await ask(app, p, patient, s.sessionId, '我爸突然口角歪斜，说话不清');
    expect(events[0]).toEqual({ type: 'emergency', kinds: ['stroke'] });
    const suicide = await ask(app, p, patient, s.sessionId, '活着没意思，想自杀');
    expect(suicide[0]).toEqual({ type: 'emergency', kinds: ['suicide'] });
  });

  it('keeps sessions per account: another account sees none and its session answers 404', async () => {
    const s = await newSession(app, p, patient);
    const list = await call(app, p, { method: 'GET', url: `${DS}/chat/session/list`, token: other.token });
    expect(list.json().data).toEqual([]);
    const res = await call(app, p, {
      method: 'POST',
      url: `${DS}/chat`,
      token: other.token,
      payload: { sessionId: s.sessionId, message: '你好' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, msg: '会话不存在' });
  });

  it('links a patient the account sees; another account’s patient and an unknown doctor answer 404', async () => {
    const mine = await createPatient(app, p, patient, { name: '王小明' });
    const s = await newSession(app, p, patient, { name: '爸爸的血压', idcard: mine.idcard });
    expect(s).toMatchObject({ name: '爸爸的血压', patientName: '**明' });
    const theirs = await call(app, p, {
      method: 'POST',
      url: `${DS}/create/session`,
      token: other.token,
      payload: { idcard: mine.idcard },
    });
    expect(theirs.statusCode).toBe(404);
    const doctor = await call(app, p, {
      method: 'POST',
      url: `${DS}/create/session`,
      token: patient.token,
      payload: { doctorId: 999999 },
    });
    expect(doctor.statusCode).toBe(404);
  });

  it('refuses bad input with a Chinese message and anonymous callers with 401', async () => {
    const s = await newSession(app, p, patient);
    const empty = await call(app, p, {
      method: 'POST',
      url: `${DS}/chat`,
      token: patient.token,
      payload: { sessionId: s.sessionId, message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, msg: '请输入问题（message）' });
    const long = await call(app, p, {
      method: 'POST',
      url: `${DS}/create/session`,
      token: patient.token,
      payload: { idcard: '123' },
    });
    expect(long.statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', `${DS}/quick`],
      ['GET', `${DS}/chat/session/list`],
      ['POST', `${DS}/create/session`],
      ['POST', `${DS}/chat`],
    ] as const) {
      const res = await call(app, p, { method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
