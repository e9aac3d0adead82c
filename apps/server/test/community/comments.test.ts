import { COMMENT_MAX_LENGTH, COMMENT_REPORT_HIDE_COUNT, POST_RATE_LIMIT } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_TARGETS } from '../../src/modules/comments/targets.ts';
import { createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { age, client, cool, makeCircles, setModeration } from './helpers.ts';

const EDU = '/api/education/comment';
const ART = '/api/education/article/comment';
const QA = '/api/education/circle/question/answer';

describe('comments: one table, two models, moderation', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let api: ReturnType<typeof client>;
  let asker: Account;
  let writer: Account;
  let reader: Account;
  let doctor: Account;
  let assistant: Account;
  let outsider: Account;
  let question: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    api = client(app, p);
    const c = await makeCircles(p);
    asker = await account(app, p, { name: '张提问' });
    writer = await account(app, p, { name: '李评论' });
    reader = await account(app, p, { name: '王读者' });
    doctor = await account(app, p, { role: 'doctor', name: '赵医生' });
    assistant = await account(app, p, { role: 'assistant', name: '钱助理' });
    outsider = await account(app, other, { name: '外项目' });
    for (const a of [asker, writer, reader]) await age(a);
    const q = await api.post(QA, asker, {
      type: 'question',
      title: '血压早上高怎么办',
      content: '每天早上起床血压150左右，下午正常。',
      circleIdList: [c.bp],
    });
    expect(q.statusCode, q.body).toBe(200);
    question = q.json().data.id;
    await api.put(`/api/education/circle/post/${question}/audit`, doctor, { passed: true });
  });
  afterAll(() => app.close());

  const comment = (who: Account, content: string, extra: Record<string, unknown> = {}) =>
    api.post(EDU, who, { relationType: 'question', relationId: question, content, ...extra });
  const ids = async (who: Account) =>
    (
      (await api.get(`${EDU}?relationType=question&relationId=${question}`, who)).json().data.list as {
        id: number;
      }[]
    ).map((x) => x.id);

  it('pre-moderation: the author sees a pending comment at once, others only after a servicer passes it', async () => {
    const r = await comment(writer, '早上起床后先别急着活动，测两次取平均。');
    expect(r.statusCode, r.body).toBe(200);
    const c = r.json().data;
    expect(c).toMatchObject({
      passed: false,
      state: 'pending',
      mine: true,
      isDoctor: false,
      userName: '**论',
    });
    expect(await ids(writer)).toContain(c.id);
    expect(await ids(reader)).not.toContain(c.id);
    expect((await api.get(`${EDU}/${c.id}`, reader)).statusCode).toBe(404);

    const audit = await api.put(`${EDU}/${c.id}/audit`, doctor, { passed: true });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().data).toMatchObject({ passed: true, state: 'passed' });
    expect(await ids(reader)).toContain(c.id);

    const notices = (await api.get(`${EDU}/notice`, asker)).json().data;
    expect(notices.list[0]).toMatchObject({ kind: 'comment', commentId: c.id, read: false });
    expect(notices.list[0].text).toContain('评论了《血压早上高怎么办》');
    expect((await api.get(`${EDU}/notice`, asker)).json().data.list[0].read).toBe(true);
    const mine = (await api.get(`${EDU}/notice`, writer)).json().data.list;
    expect(mine[0]).toMatchObject({ kind: 'audit', text: expect.stringContaining('已通过审核') });
  });

  it('replies: parentCommentId and replyId; detail lists replies with latestReplyTime; the replied-to author gets a notice', async () => {
    const top = (await comment(writer, '可以试试睡前泡脚，放松一下。')).json().data;
    await api.put(`${EDU}/${top.id}/audit`, doctor, { passed: true });
    const reply = await comment(doctor, '泡脚对晨峰血压帮助有限，建议调整服药时间，请到门诊评估。', {
      parentCommentId: top.id,
      replyId: top.id,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      parentCommentId: top.id,
      replyUserId: writer.id,
      isDoctor: true,
      userName: '赵医生',
    });
    await api.put(`${EDU}/${reply.json().data.id}/audit`, doctor, { passed: true });
    const detail = (await api.get(`${EDU}/${top.id}`, reader)).json().data;
    expect(detail.replies.map((x: { id: number }) => x.id)).toEqual([reply.json().data.id]);
    expect(detail.latestReplyTime).not.toBeNull();
    expect(detail.replyCount).toBe(1);
    const n = (await api.get(`${EDU}/notice`, writer)).json().data.list;
    expect(n.some((x: { kind: string }) => x.kind === 'reply')).toBe(true);
    await cool(writer);
    await cool(doctor);
  });

  it('a rejected comment stays visible to its author only; assistants and patients may not audit', async () => {
    const c = (await comment(writer, '这个问题我也想知道。')).json().data;
    expect((await api.put(`${EDU}/${c.id}/audit`, assistant, { passed: true })).json().msg).toBe(
      '无审核权限',
    );
    expect((await api.put(`${EDU}/${c.id}/audit`, reader, { passed: true })).statusCode).toBe(403);
    const r = await api.put(`${ART}/${c.id}/audit`, doctor, { passed: false });
    expect(r.json().data.state).toBe('rejected');
    expect(await ids(writer)).toContain(c.id);
    expect(await ids(reader)).not.toContain(c.id);
    await cool(writer);
  });

  it(`reports: ${COMMENT_REPORT_HIDE_COUNT} distinct reports hide a passed comment until it is audited again`, async () => {
    const c = (await comment(writer, '我觉得不用吃药，多运动就好。')).json().data;
    await api.put(`${EDU}/${c.id}/audit`, doctor, { passed: true });
    expect((await api.post(`${EDU}/${c.id}/report`, writer, {})).json().msg).toBe('不能举报自己的评论');
    const reporters = [reader, asker, await account(app, p)];
    for (const who of reporters) {
      const r = await api.post(`${EDU}/${c.id}/report`, who, { reason: '误导用药' });
      expect(r.statusCode, r.body).toBe(200);
      await api.post(`${EDU}/${c.id}/report`, who, { reason: '重复举报不计数' });
    }
    expect(await ids(reader)).not.toContain(c.id);
    expect(await ids(writer)).toContain(c.id);
    const queue = (await api.get(`${EDU}/audit/queue?state=reported`, doctor)).json().data;
    expect(queue.list.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      kind: 'comment',
      reports: COMMENT_REPORT_HIDE_COUNT,
    });
    await api.put(`${EDU}/${c.id}/audit`, doctor, { passed: false });
    expect(await ids(reader)).not.toContain(c.id);
    await cool(writer);
  });

  it('abuse limits: length, new accounts without links or images, posting rate', async () => {
    const long = await comment(writer, '好'.repeat(COMMENT_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, msg: `内容不能超过${COMMENT_MAX_LENGTH}个字` });
    const fresh = await account(app, p);
    const link = await comment(fresh, '看这里 www.example.com 有偏方');
    expect(link.json().msg).toBe('新注册用户暂不能发布链接或图片，参与互动后即可发布');
    const image = await comment(fresh, '我的血压记录', { replyImages: ['/uploads/a.png'] });
    expect(image.statusCode).toBe(400);
    expect((await comment(fresh, '谢谢医生的解答')).statusCode).toBe(200);
    expect(
      (await comment(writer, '参考 https://www.who.int 的说明', { replyImages: ['/uploads/b.png'] }))
        .statusCode,
    ).toBe(200);
    await cool(writer);
    for (let i = 0; i < POST_RATE_LIMIT; i++)
      expect((await comment(reader, `第${i + 1}条`)).statusCode).toBe(200);
    const fast = await comment(reader, '再来一条');
    expect(fast.statusCode).toBe(429);
    expect(fast.json().msg).toBe('发布太频繁，请稍后再试');
    await cool(reader);
  });

  it('bad input answers 400 in Chinese; no session 401; another account or project 404', async () => {
    expect(
      (await api.post(EDU, writer, { relationType: 'video', relationId: question, content: 'x' })).json().msg,
    ).toContain('relationType须为');
    expect(
      (await api.post(EDU, writer, { relationType: 'question', relationId: 'abc', content: 'x' })).json().msg,
    ).toContain('relationId');
    expect((await api.get(`${EDU}?relationType=question`, writer)).statusCode).toBe(400);
    expect((await api.put(`${EDU}/1/audit`, doctor, { passed: 'yes' })).json().msg).toContain(
      'passed须为true或false',
    );
    expect((await comment(writer, '   ')).json().msg).toBe('请输入内容');
    for (const [m, url] of [
      ['GET', `${EDU}?relationType=question&relationId=${question}`],
      ['POST', EDU],
      ['GET', `${EDU}/1`],
      ['DELETE', `${EDU}/1`],
      ['GET', `${EDU}/notice`],
      ['POST', `${EDU}/1/report`],
      ['PUT', `${EDU}/1/audit`],
      ['GET', `${EDU}/audit/queue`],
      ['POST', ART],
      ['GET', `${ART}?articleId=1`],
      ['PUT', `${ART}/1`],
      ['DELETE', `${ART}/1`],
      ['PUT', `${ART}/1/audit`],
      ['POST', `${ART}/reply`],
      ['GET', `${ART}/reply?commentId=1`],
      ['DELETE', `${ART}/reply/1`],
    ] as const) {
      const r = await app.inject({
        method: m,
        url,
        headers: { project: p.key },
        payload: m === 'GET' || m === 'DELETE' ? undefined : {},
      });
      expect(r.statusCode, `${m} ${url}`).toBe(401);
    }
    const c = (await comment(writer, '只有我能删')).json().data;
    expect((await api.del(`${EDU}/${c.id}`, reader)).statusCode).toBe(404);
    expect((await api.get(`${EDU}/${c.id}`, outsider, other)).statusCode).toBe(404);
    expect(
      (
        await api.post(
          EDU,
          outsider,
          { relationType: 'question', relationId: question, content: '外项目' },
          other,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await api.get(`${EDU}?relationType=question&relationId=${question}`, outsider, other)).statusCode,
    ).toBe(404);
    expect((await api.post(`${EDU}/${c.id}/report`, outsider, {}, other)).statusCode).toBe(404);
    expect((await api.del(`${EDU}/${c.id}`, writer)).statusCode).toBe(200);
    expect(await ids(writer)).not.toContain(c.id);
    await cool(writer);
  });

  it('article comments answer 404 until the articles branch adds the article target', async () => {
    const r = await api.post(ART, writer, { articleId: 1, content: '写得很好' });
    expect(r.statusCode).toBe(404);
    expect(r.json().msg).toBe('评论对象不存在');
    expect((await api.get(`${ART}?articleId=1`, writer)).statusCode).toBe(404);
    expect((await api.post(ART, writer, { articleId: 'x', content: '写得很好' })).json().msg).toContain(
      'articleId须为数字',
    );
  });

  it('likes (user account calls): a passed comment can be liked, a pending one is not found', async () => {
    const c = (await comment(asker, '谢谢大家的建议')).json().data;
    const like = { relationId: c.id, type: 'comment' };
    expect((await api.post('/api/user/account/like', reader, like)).statusCode).toBe(404);
    await api.put(`${EDU}/${c.id}/audit`, doctor, { passed: true });
    const r = await api.post('/api/user/account/like', reader, like);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ marked: true, count: 1 });
    await cool(asker);
  });

  it('the article model with a resolver (as the articles branch will add): comment, edit, reply, replies, delete', async () => {
    const ARTICLE = 424242;
    const real = COMMENT_TARGETS.article;
    COMMENT_TARGETS.article = async (_tx, id) =>
      id === ARTICLE ? { ownerUserId: asker.id, title: '高血压患者的晨间测量' } : null;
    try {
      const c = await api.post(ART, writer, { articleId: ARTICLE, content: '讲得很清楚，收藏了。' });
      expect(c.statusCode, c.body).toBe(200);
      const id = c.json().data.id;
      expect(c.json().data).toMatchObject({
        model: 'article',
        relationType: 'article',
        relationId: ARTICLE,
        state: 'pending',
      });
      const list = async (who: Account) =>
        ((await api.get(`${ART}?articleId=${ARTICLE}`, who)).json().data.list as { id: number }[]).map(
          (x) => x.id,
        );
      expect(await list(reader)).not.toContain(id);
      expect((await api.put(`${ART}/${id}`, reader, { content: '改别人的' })).statusCode).toBe(404);
      const edit = await api.put(`${ART}/${id}`, writer, {
        commentId: id,
        content: '讲得很清楚，已转给家里老人。',
      });
      expect(edit.json().data.content).toBe('讲得很清楚，已转给家里老人。');
      expect((await api.put(`${ART}/${id}`, writer, { content: '' })).json().msg).toBe('请输入内容');
      await api.put(`${ART}/${id}/audit`, doctor, { passed: true });
      expect(await list(reader)).toContain(id);
      const reply = await api.post(`${ART}/reply`, doctor, {
        commentId: id,
        replyUserId: 1,
        replyUserName: '伪造',
        content: '谢谢支持，坚持每天测量。',
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toMatchObject({
        parentCommentId: id,
        replyUserId: writer.id,
        replyUserName: '**论',
      });
      const rid = reply.json().data.id;
      expect((await api.get(`${ART}/reply?commentId=${id}`, reader)).json().data.list).toEqual([]);
      expect((await api.get(`${ART}/reply?commentId=${id}`, doctor)).json().data.list[0].id).toBe(rid);
      expect((await api.get(`${ART}/reply?commentId=abc`, doctor)).statusCode).toBe(400);
      expect((await api.del(`${ART}/reply/${rid}`, reader)).statusCode).toBe(404);
      expect((await api.del(`${ART}/reply/${id}`, writer)).statusCode).toBe(404);
      expect((await api.del(`${ART}/reply/${rid}`, doctor)).statusCode).toBe(200);
      expect((await api.del(`${ART}/${id}`, writer)).statusCode).toBe(200);
      expect(await list(writer)).not.toContain(id);
    } finally {
      COMMENT_TARGETS.article = real;
      await cool(writer);
      await cool(doctor);
    }
  });

  it('the moderation queue lists pending comments and posts, oldest first, to moderators only', async () => {
    const c = (await comment(reader, '排队审核的评论')).json().data;
    const q = (await api.get(`${EDU}/audit/queue`, doctor)).json().data;
    expect(q.list.some((x: { kind: string; id: number }) => x.kind === 'comment' && x.id === c.id)).toBe(
      true,
    );
    expect((await api.get(`${EDU}/audit/queue`, assistant)).statusCode).toBe(403);
    expect((await api.get(`${EDU}/audit/queue?state=bad`, doctor)).statusCode).toBe(400);
    expect(
      (await api.get(`${EDU}/audit/queue`, await account(app, other, { role: 'doctor' }), other)).json().data
        .total,
    ).toBe(0);
  });
});

describe('comments under post-moderation', () => {
  let app: FastifyInstance;
  let p: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    await setModeration(p, 'post');
  });
  afterAll(() => app.close());

  it('a comment is passed at once and visible to all; a servicer can revoke it', async () => {
    const api = client(app, p);
    const c = await makeCircles(p);
    const a = await account(app, p);
    const b = await account(app, p);
    const doctor = await account(app, p, { role: 'doctor' });
    const q = (
      await api.post(QA, a, {
        type: 'question',
        title: '餐后血糖多少算正常',
        content: '餐后两小时9.2',
        circleIdList: [c.sugar],
      })
    ).json().data;
    expect(q.state).toBe('passed');
    const r = (
      await api.post(EDU, b, { relationType: 'question', relationId: q.id, content: '我也是这样' })
    ).json().data;
    expect(r).toMatchObject({ passed: true, state: 'passed' });
    const list = async () =>
      (
        (await api.get(`${EDU}?relationType=question&relationId=${q.id}`, a)).json().data.list as {
          id: number;
        }[]
      ).map((x) => x.id);
    expect(await list()).toContain(r.id);
    await api.put(`${ART}/${r.id}/audit`, doctor, { passed: false });
    expect(await list()).not.toContain(r.id);
  });
});
