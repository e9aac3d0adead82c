import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { api, BASE, createCourse, createItem } from './helpers.ts';

describe('knowledge items and categories', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let doctor: Account;
  let doctor2: Account;
  let learner: Account;
  let outsider: Account;
  let a: ReturnType<typeof api>;
  let ids: { audio: number; text: number; course: number };
  let hidden: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    doctor2 = await account(app, p, { role: 'doctor', name: '李医生' });
    learner = await account(app, p, { role: 'learner', name: '陈学员' });
    outsider = await account(app, other, { role: 'learner' });
    a = api(app, p);
    ids = await createCourse(a, doctor);
    hidden = await createItem(a, doctor, { title: '糖尿病饮食草稿', type: 'imageText', isShow: 0 });
  });
  afterAll(() => app.close());

  it('creates items of every type; the body is sanitised', async () => {
    const live = await createItem(a, doctor, {
      title: '儿童保健直播',
      type: 'live',
      live: { startTime: '2026-01-01T10:00:00+08:00', endTime: '2026-01-01T11:00:00+08:00' },
    });
    const video = await createItem(a, doctor, {
      title: '胰岛素注射演示',
      type: 'video',
      url: '/api/files/demo/0123456789abcdef0123456789abcdea.webm',
      video: { durationSeconds: 12 },
    });
    const d = await a.get(`${BASE}/${live}`, learner);
    expect(d.json().data).toMatchObject({ type: 'live', live: { status: 'ended' } });
    expect((await a.get(`${BASE}/${video}`, learner)).json().data).toMatchObject({
      type: 'video',
      durationSeconds: 12,
    });
    const text = (await a.get(`${BASE}/${ids.text}`, learner)).json().data;
    expect(text.detail).toContain('安静休息');
    expect(text.detail).not.toContain('script');
  });

  it('refuses bad input with a Chinese message, no token with 401, a learner with 403', async () => {
    const noUrl = await a.post(BASE, doctor, { title: '无文件音频', type: 'audio' });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json()).toMatchObject({
      success: false,
      msg: expect.stringContaining('音频、视频须上传媒体文件'),
    });
    const badType = await a.post(BASE, doctor, { title: 'x', type: 'podcast' });
    expect(badType.json().msg).toContain('type须为');
    const empty = await a.post(BASE, doctor, { title: ' ', type: 'imageText' });
    expect(empty.json().msg).toContain('请输入标题');
    const badCourse = await a.post(BASE, doctor, {
      title: '套娃课程',
      type: 'course',
      course: { items: [{ knowledgeId: ids.course, required: true }] },
    });
    expect(badCourse.statusCode).toBe(400);
    expect((await a.get(BASE)).statusCode).toBe(401);
    expect((await a.post(BASE, learner, { title: '学员发布', type: 'imageText' })).statusCode).toBe(403);
  });

  it('lists shown items for learners (isShow 1), all for a servicer asking isShow 4', async () => {
    const mine = (await a.get(`${BASE}?pageSize=50`, learner)).json().data;
    const seen = mine.list.map((k: { id: number }) => k.id);
    expect(seen).toContain(ids.course);
    expect(seen).not.toContain(hidden);
    expect(
      (await a.get(`${BASE}?isShow=4&pageSize=50`, learner))
        .json()
        .data.list.map((k: { id: number }) => k.id),
    ).not.toContain(hidden);
    const all = (await a.get(`${BASE}?isShow=4&pageSize=50`, doctor)).json().data;
    expect(all.list.map((k: { id: number }) => k.id)).toContain(hidden);
    const course = mine.list.find((k: { id: number }) => k.id === ids.course);
    expect(course).toMatchObject({ type: 'course', itemCount: 2, authorName: '王医生' });
    expect((await a.get(`${BASE}?isShow=2`, learner)).json().msg).toContain('isShow须为');
  });

  it('finds items by Chinese words of title and introduction', async () => {
    const res = await a.get(`${BASE}?keyword=${encodeURIComponent('血压')}`, learner);
    const titles = res.json().data.list.map((k: { title: string }) => k.title);
    expect(titles).toContain('认识高血压（示例音频）');
    expect(titles).toContain('高血压自我管理课');
    const none = await a.get(`${BASE}?keyword=${encodeURIComponent('骨折')}`, learner);
    expect(none.json().data.total).toBe(0);
  });

  it('details: a hidden item is 404 for a learner, visible to a servicer (isShow 4 by default)', async () => {
    expect((await a.get(`${BASE}/${hidden}`, learner)).statusCode).toBe(404);
    expect((await a.get(`${BASE}/${hidden}`, doctor)).json().data.title).toBe('糖尿病饮食草稿');
    expect((await a.get(`${BASE}/${hidden}?isShow=1`, doctor)).statusCode).toBe(404);
    const course = (await a.get(`${BASE}/${ids.course}`, learner)).json().data;
    expect(course.course.items.map((i: { id: number }) => i.id)).toEqual([ids.audio, ids.text]);
    expect(course.course.exam).toMatchObject({
      passScore: 60,
      totalScore: 100,
      questionCount: 2,
      passed: false,
    });
    expect(JSON.stringify(course)).not.toContain('"answer"');
    expect((await a.get(`${BASE}/${ids.course}`, outsider, other)).statusCode).toBe(404);
    expect((await a.get(`${BASE}/abc`, learner)).json().msg).toContain('id须为数字');
  });

  it('updates: the author may, another doctor may not, and the type stays', async () => {
    const body = { title: '家庭血压测量要点（更新）', type: 'imageText', detail: '<p>袖带与心脏同高。</p>' };
    expect((await a.put(`${BASE}/${ids.text}`, doctor2, body)).statusCode).toBe(403);
    expect(
      (
        await a.put(`${BASE}/${ids.text}`, doctor, { ...body, type: 'audio', url: '/api/files/x/y.wav' })
      ).json().msg,
    ).toBe('知识类型创建后不能修改');
    const ok = await a.put(`${BASE}/${ids.text}`, doctor, body);
    expect(ok.json().data.title).toBe('家庭血压测量要点（更新）');
    const found = await a.get(`${BASE}?keyword=${encodeURIComponent('测量')}`, learner);
    expect(found.json().data.list.map((k: { id: number }) => k.id)).toContain(ids.text);
    expect((await a.put(`${BASE}/999999`, doctor, body)).statusCode).toBe(404);
  });

  it('categories: a servicer adds, everyone lists; an item filters by category', async () => {
    expect((await a.post(`${BASE}/category`, doctor, { cname: '' })).json().msg).toContain('请输入分类名称');
    expect((await a.post(`${BASE}/category`, learner, { cname: '慢病' })).statusCode).toBe(403);
    const c = await a.post(`${BASE}/category`, doctor, { cname: '慢病管理', sort: 1 });
    const categoryId = c.json().data.categoryId as number;
    const list = (await a.get(`${BASE}/category`, learner)).json().data;
    expect(list).toEqual([{ categoryId, cname: '慢病管理', sort: 1 }]);
    const item = await createItem(a, doctor, { title: '控糖小知识', type: 'imageText', categoryId });
    const filtered = (await a.get(`${BASE}?categoryId=${categoryId}`, learner)).json().data;
    expect(filtered.list.map((k: { id: number; cname: string }) => [k.id, k.cname])).toEqual([
      [item, '慢病管理'],
    ]);
    expect(
      (await a.post(BASE, doctor, { title: 'x', type: 'imageText', categoryId: 999999 })).json().msg,
    ).toBe('分类不存在');
    expect((await a.get(`${BASE}/category`, outsider, other)).json().data).toEqual([]);
  });

  it('collects knowledge through the user account calls; a hidden item is 404', async () => {
    const ok = await a.post('/api/user/account/collect', learner, {
      relationId: ids.course,
      type: 'knowledge',
    });
    expect(ok.json().data).toMatchObject({ marked: true, count: 1 });
    const list = (await a.get('/api/user/account/collect?type=knowledge', learner)).json().data;
    expect(list.list[0]).toMatchObject({
      relationId: ids.course,
      title: '高血压自我管理课',
      available: true,
    });
    expect(
      (await a.post('/api/user/account/attention', learner, { relationId: hidden, type: 'knowledge' }))
        .statusCode,
    ).toBe(404);
  });

  it('comments on a published item (pending until audited); a hidden item is 404', async () => {
    const EDU = '/api/education/comment';
    const c = await a.post(EDU, learner, {
      relationType: 'knowledge',
      relationId: ids.course,
      content: '讲得很清楚',
    });
    expect(c.statusCode, c.body).toBe(200);
    const mine = (await a.get(`${EDU}?relationType=knowledge&relationId=${ids.course}`, learner)).json().data;
    expect(mine.list.map((x: { content: string }) => x.content)).toContain('讲得很清楚');
    const others = (await a.get(`${EDU}?relationType=knowledge&relationId=${ids.course}`, doctor2)).json()
      .data;
    expect(others.list.map((x: { content: string }) => x.content)).not.toContain('讲得很清楚');
    const onHidden = await a.post(EDU, learner, {
      relationType: 'knowledge',
      relationId: hidden,
      content: '看不到',
    });
    expect(onHidden.statusCode).toBe(404);
  });
});
