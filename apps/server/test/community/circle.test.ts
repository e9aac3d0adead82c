import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { age, client, cool, makeCircles } from './helpers.ts';

const C = '/api/education/circle';
const QA = `${C}/question/answer`;
const STORY = `${C}/friend/story`;

describe('the circle', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let api: ReturnType<typeof client>;
  let circles: Awaited<ReturnType<typeof makeCircles>>;
  let patient: Account;
  let second: Account;
  let doctor: Account;
  let outsider: Account;
  let question: number;
  let answer: number;
  let story: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    api = client(app, p);
    circles = await makeCircles(p);
    patient = await account(app, p, { name: '张病友' });
    second = await account(app, p, { name: '刘病友' });
    doctor = await account(app, p, { role: 'doctor', name: '孙医生' });
    outsider = await account(app, other);
    await makeCircles(other);
    for (const a of [patient, second, doctor]) await age(a);
    await withAdmin((c) => c.query(`update doctors set title = '主任医师' where user_id = $1`, [doctor.id]));
  });
  afterAll(() => app.close());

  const pass = (id: number) => api.put(`${C}/post/${id}/audit`, doctor, { passed: true });

  it('lists shown circles only (isShow 1) with detail, keywords and attention through the account calls', async () => {
    const list = (await api.get(`${C}?isShow=1`, patient)).json().data as { id: number; name: string }[];
    expect(list.map((c) => c.name)).toEqual(['高血压之家', '糖友互助']);
    expect((await api.get(`${C}/${circles.hidden}`, patient)).statusCode).toBe(404);
    const follow = await api.post('/api/user/account/attention', patient, {
      relationId: circles.bp,
      type: 'circle',
    });
    expect(follow.statusCode, follow.body).toBe(200);
    expect(
      (await api.post('/api/user/account/attention', patient, { relationId: circles.hidden, type: 'circle' }))
        .statusCode,
    ).toBe(404);
    const detail = (await api.get(`${C}/${circles.bp}`, patient)).json().data;
    expect(detail).toMatchObject({ name: '高血压之家', attention: true, memberCount: 1 });
    const words = (await api.get(`${C}/keyword/list?isShow=1&circleId=${circles.bp}`, patient)).json().data;
    expect(words.map((w: { word: string }) => w.word)).toEqual(['降压药', '低盐饮食']);
    const mine = (await api.get('/api/user/account/attention?type=circle', patient)).json().data.list;
    expect(mine[0]).toMatchObject({ title: '高血压之家', available: true });
  });

  it('a question waits for audit; a doctor’s answer is marked as a doctor’s; counts follow', async () => {
    const q = await api.post(QA, patient, {
      type: 'question',
      title: '吃了降压药头晕正常吗',
      content: '刚换了氨氯地平，这两天起床有点头晕，需要停药吗？',
      circleIdList: [circles.bp],
    });
    expect(q.statusCode, q.body).toBe(200);
    question = q.json().data.id;
    expect(q.json().data).toMatchObject({ state: 'pending', mine: true, circleNames: ['高血压之家'] });
    expect((await api.get(`${QA}/${question}`, second)).statusCode).toBe(404);
    await pass(question);
    const a = await api.post(QA, doctor, {
      type: 'answer',
      questionId: question,
      content: '换药初期可能出现头晕，请勿自行停药，起床动作放慢，连续测量血压后复诊。',
      circleIdList: [circles.bp],
    });
    expect(a.statusCode, a.body).toBe(200);
    answer = a.json().data.id;
    await pass(answer);
    const peer = (
      await api.post(QA, second, {
        type: 'answer',
        questionId: question,
        content: '我刚开始也晕，一周后好了。',
        circleIdList: [circles.bp],
      })
    ).json().data;
    const detail = (await api.get(`${QA}/${question}`, second)).json().data;
    expect(detail.answers[0]).toMatchObject({
      id: answer,
      isDoctor: true,
      doctorTitle: '主任医师',
      userName: '孙医生',
    });
    expect(detail.answers.map((x: { id: number }) => x.id)).toContain(peer.id);
    const patientView = (await api.get(`${QA}/${question}`, patient)).json().data;
    expect(patientView.answers.map((x: { id: number }) => x.id)).not.toContain(peer.id);
    const finish = (await api.get(`${QA}/question/finish/num`, doctor)).json().data;
    expect(finish).toEqual({ total: 1, finished: 1, mine: 1 });
    const unanswered = (await api.get(`${QA}/question/list?unanswered=true`, patient)).json().data;
    expect(unanswered.total).toBe(0);
    const questions = (await api.get(`${QA}/question/list?circleId=${circles.bp}`, patient)).json().data;
    expect(questions.list[0]).toMatchObject({ id: question, answerCount: 1 });
  });

  it('subject knowledge: doctor-answered questions; mine: of followed circles', async () => {
    const all = (await api.get(`${C}/subject/knowledge`, second)).json().data;
    expect(all.list.map((x: { id: number }) => x.id)).toEqual([question]);
    expect((await api.get(`${C}/subject/knowledge/mine`, patient)).json().data.total).toBe(1);
    expect((await api.get(`${C}/subject/knowledge/mine`, second)).json().data.total).toBe(0);
  });

  it('the asker accepts an answer (once); others cannot', async () => {
    expect((await api.put(`${QA}/${answer}/accept`, second, {})).statusCode).toBe(404);
    const r = await api.put(`${QA}/${answer}/accept`, patient, {});
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.accepted).toBe(true);
    // The answer's author (the doctor) earns the accepted-answer points once.
    await api.put(`${QA}/${answer}/accept`, patient, {});
    const record = (await api.get('/api/user/integral/record', doctor)).json().data;
    const paid = (record.list as { kind: string; amount: number }[]).filter(
      (e) => e.kind === 'answer_accepted',
    );
    expect(paid).toEqual([expect.objectContaining({ amount: 10 })]);
  });

  it('stories with images, search by a word of the body, top posts, my history', async () => {
    const s = await api.post(STORY, patient, {
      title: '控糖一年的变化',
      content: '坚持每天快走四十分钟，主食换成杂粮饭，糖化血红蛋白从八点五降到六点六。',
      imageList: ['/api/files/demo/walk.jpg'],
      circleIdList: [circles.sugar],
    });
    expect(s.statusCode, s.body).toBe(200);
    story = s.json().data.id;
    expect(s.json().data).toMatchObject({ type: 'story', imageList: ['/api/files/demo/walk.jpg'] });
    await pass(story);
    await withAdmin((c) => c.query('update circle_posts set is_top = true where id = $1', [story]));
    expect(
      (await api.get(`${C}/${circles.sugar}/top`, second)).json().data.map((x: { id: number }) => x.id),
    ).toEqual([story]);
    const found = (await api.get(`${STORY}?keyword=${encodeURIComponent('杂粮')}`, second)).json().data;
    expect(found.list.map((x: { id: number }) => x.id)).toEqual([story]);
    expect(
      (await api.get(`${STORY}?keyword=${encodeURIComponent('胰岛素泵')}`, second)).json().data.total,
    ).toBe(0);
    const qa = (await api.get(`${QA}?keyword=${encodeURIComponent('头晕')}`, second)).json().data;
    expect(qa.list.map((x: { id: number }) => x.id)).toContain(question);
    expect((await api.get(`${STORY}/${story}`, second)).json().data.title).toBe('控糖一年的变化');
    const history = (await api.get(`${QA}?mine=true`, patient)).json().data;
    expect(history.list.map((x: { id: number }) => x.id)).toEqual([question]);
    expect((await api.get(`${STORY}?mine=1`, patient)).json().data.total).toBe(1);
    await cool(patient);
  });

  it(`reports: three distinct reports hide a passed post from others until a moderator passes it again`, async () => {
    const s = (
      await api.post(STORY, second, {
        title: '偏方治好了我的高血压',
        content: '每天喝芹菜汁就能停药。',
        circleIdList: [circles.bp],
      })
    ).json().data;
    await pass(s.id);
    expect((await api.post(`${C}/post/${s.id}/report`, second, {})).json().msg).toBe(
      '不能举报自己发布的内容',
    );
    for (const who of [patient, doctor, await account(app, p)]) {
      const r = await api.post(`${C}/post/${s.id}/report`, who, { reason: '宣传停药，误导病友' });
      expect(r.statusCode, r.body).toBe(200);
    }
    expect((await api.get(`${STORY}/${s.id}`, patient)).statusCode).toBe(404);
    expect((await api.get(`${STORY}/${s.id}`, second)).json().data.state).toBe('reported');
    expect((await api.post(`${C}/post/${s.id}/report`, outsider, {}, other)).statusCode).toBe(404);
    expect(
      (await api.post(`${C}/post/${s.id}/report`, patient, { reason: '长'.repeat(201) })).statusCode,
    ).toBe(400);
    await cool(second);
  });

  it('edits and deletes only one’s own posts; an edit is moderated again', async () => {
    expect(
      (
        await api.put(`${QA}/${question}`, second, {
          title: '改标题',
          content: '改',
          circleIdList: [circles.bp],
        })
      ).statusCode,
    ).toBe(404);
    const e = await api.put(`${QA}/${question}`, patient, {
      title: '吃了降压药头晕正常吗？',
      content: '换了氨氯地平后头晕',
      circleIdList: [circles.bp],
    });
    expect(e.statusCode, e.body).toBe(200);
    expect(e.json().data.state).toBe('pending');
    expect((await api.del(`${STORY}/${story}`, second)).statusCode).toBe(404);
    expect((await api.del(`${STORY}/${story}`, patient)).statusCode).toBe(200);
    expect((await api.get(`${STORY}/${story}`, patient)).statusCode).toBe(404);
    expect((await api.del(`${QA}/${question}`, patient)).statusCode).toBe(200);
    expect((await api.get(`${QA}/${answer}`, doctor)).statusCode).toBe(404);
  });

  it('group chat: members (followers) only', async () => {
    expect((await api.get(`${C}/${circles.bp}/chat`, second)).statusCode).toBe(403);
    const m = await api.post(`${C}/${circles.bp}/chat`, patient, { content: '大家早上好，今天血压128/82。' });
    expect(m.statusCode, m.body).toBe(200);
    const list = (await api.get(`${C}/${circles.bp}/chat`, patient)).json().data;
    expect(list.at(-1)).toMatchObject({ content: '大家早上好，今天血压128/82。', mine: true });
    expect(
      (await api.get(`${C}/${circles.bp}/chat?afterId=${m.json().data.id}`, patient)).json().data,
    ).toEqual([]);
    expect((await api.post(`${C}/${circles.bp}/chat`, patient, { content: '' })).json().msg).toBe(
      '请输入内容',
    );
  });

  it('bad input answers 400 in Chinese', async () => {
    const bad = async (url: string, body: unknown) =>
      (await api.post(url, second, body)).json().msg as string;
    expect(await bad(QA, { type: 'question', title: '问', content: '内容', circleIdList: [] })).toContain(
      '请选择圈子',
    );
    expect(await bad(QA, { type: 'question', content: '没有标题', circleIdList: [circles.bp] })).toBe(
      '请输入标题',
    );
    expect(await bad(QA, { type: 'answer', content: '回答', circleIdList: [circles.bp] })).toBe(
      '请选择要回答的问题',
    );
    expect(await bad(QA, { type: 'story', title: '故事', content: '内容', circleIdList: [circles.bp] })).toBe(
      'type须为question或answer',
    );
    expect(
      await bad(QA, {
        type: 'question',
        title: '长',
        content: '长'.repeat(5001),
        circleIdList: [circles.bp],
      }),
    ).toBe('内容不能超过5000个字');
    expect(await bad(QA, { type: 'bad', circleIdList: [circles.bp], content: 'x' })).toContain('type须为');
    expect((await api.get(`${QA}?pageSize=500`, second)).statusCode).toBe(400);
    expect((await api.get(`${C}/abc`, second)).statusCode).toBe(400);
    expect((await api.put(`${C}/post/1/audit`, doctor, {})).statusCode).toBe(400);
  });

  it('no session 401; another project 404; patients may not audit', async () => {
    for (const [m, url] of [
      ['GET', C],
      ['GET', `${C}/1`],
      ['GET', `${C}/1/top`],
      ['GET', `${C}/subject/knowledge`],
      ['GET', `${C}/subject/knowledge/mine`],
      ['GET', `${C}/keyword/list`],
      ['GET', `${QA}/question/list`],
      ['GET', `${QA}/question/finish/num`],
      ['GET', QA],
      ['GET', `${QA}/1`],
      ['DELETE', `${QA}/1`],
      ['PUT', `${QA}/1`],
      ['POST', QA],
      ['PUT', `${QA}/1/accept`],
      ['POST', STORY],
      ['GET', STORY],
      ['GET', `${STORY}/1`],
      ['DELETE', `${STORY}/1`],
      ['PUT', `${C}/post/1/audit`],
      ['POST', `${C}/post/1/report`],
      ['GET', `${C}/1/chat`],
      ['POST', `${C}/1/chat`],
    ] as const) {
      const r = await app.inject({
        method: m,
        url,
        headers: { project: p.key },
        payload: m === 'GET' || m === 'DELETE' ? undefined : {},
      });
      expect(r.statusCode, `${m} ${url}`).toBe(401);
    }
    const s = (
      await api.post(STORY, second, {
        title: '我的故事',
        content: '确诊三年，和大家分享。',
        circleIdList: [circles.sugar],
      })
    ).json().data;
    await pass(s.id);
    expect((await api.get(`${STORY}/${s.id}`, outsider, other)).statusCode).toBe(404);
    expect((await api.get(`${C}/${circles.bp}`, outsider, other)).statusCode).toBe(404);
    expect((await api.get(`${C}/${circles.bp}/top`, outsider, other)).statusCode).toBe(404);
    expect(
      (
        await api.post(
          QA,
          outsider,
          { type: 'question', title: '跨项目', content: 'x', circleIdList: [circles.bp] },
          other,
        )
      ).statusCode,
    ).toBe(404);
    expect((await api.post(`${C}/${circles.bp}/chat`, outsider, { content: 'hi' }, other)).statusCode).toBe(
      404,
    );
    expect((await api.del(`${STORY}/${s.id}`, outsider, other)).statusCode).toBe(404);
    expect(
      (
        await api.put(
          `${C}/post/${s.id}/audit`,
          await account(app, other, { role: 'doctor' }),
          { passed: false },
          other,
        )
      ).statusCode,
    ).toBe(404);
    expect((await api.put(`${C}/post/${s.id}/audit`, second, { passed: false })).statusCode).toBe(403);
    expect((await api.get(`${C}/subject/knowledge`, outsider, other)).json().data.total).toBe(0);
  });
});
