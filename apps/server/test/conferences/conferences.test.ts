import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCode } from '../auth/helpers.ts';
import { call, createProject, createTestApp, randomTel, type TestProject } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { conferenceFixture, type TestConference } from './helpers.ts';

const PERSONAL = '/api/education/itinerary/personal';

describe('conferences: list, detail, experts, agenda, registration, itinerary, sign-in, microstation', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let attendee: Account;
  let stranger: Account;
  let outsider: Account;
  let conf: TestConference;
  let hidden: TestConference;
  let closed: TestConference;
  let foreign: TestConference;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    attendee = await account(app, p, { name: '参会者' });
    stranger = await account(app, p);
    outsider = await account(app, other);
    conf = await conferenceFixture(p);
    hidden = await conferenceFixture(p, { isShow: false });
    closed = await conferenceFixture(p, { registerOpen: false });
    foreign = await conferenceFixture(other);
  });
  afterAll(() => app.close());

  const get = (url: string, who?: Account, project = p) =>
    call(app, project, { method: 'GET', url, token: who?.token });
  const post = (url: string, who: Account | undefined, payload: object, project = p) =>
    call(app, project, {
      method: 'POST',
      url,
      token: who?.token,
      payload: payload as Record<string, unknown>,
    });

  async function registerAs(who: Account | undefined, tel: string, id = conf.id) {
    const verifyCode = await requestCode(app, p, tel, 'verify');
    return post('/api/education/conference/register', who, {
      id,
      name: '参会者',
      tel,
      remark: '住宿一晚',
      verifyCode,
    });
  }

  it('lists conferences on show and shows the detail', async () => {
    const list = await get('/api/education/conference', attendee);
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().data.list.map((c: { id: number }) => c.id);
    expect(ids).toContain(conf.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(foreign.id);
    const detail = await get(`/api/education/conference/${conf.id}`, attendee);
    expect(detail.json().data).toMatchObject({
      title: '测试学术年会',
      expertCount: 2,
      topicCount: 4,
      registered: false,
      registration: null,
    });
  });

  it('registers on the open call with the SMS code, once per number', async () => {
    const wrong = await post('/api/education/conference/register', undefined, {
      id: conf.id,
      name: '参会者',
      tel: attendee.tel,
      verifyCode: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('验证码错误或已过期');
    const res = await registerAs(undefined, attendee.tel);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.number).toMatch(/^\d{8}$/);
    const again = await post('/api/education/conference/register', attendee, {
      id: conf.id,
      name: '参会者',
      tel: attendee.tel,
      verifyCode: '123456',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该手机号已报名本次会议');
    const detail = await get(`/api/education/conference/${conf.id}`, attendee);
    expect(detail.json().data.registration).toMatchObject({ name: '参会者', signedAt: null });
    expect(detail.json().data.registration.tel).toMatch(/^\d{3}\*{4}\d{4}$/);
  });

  it('a signed-in registration with another number belongs to the account', async () => {
    const secretary = await account(app, p);
    const res = await registerAs(secretary, randomTel());
    expect(res.statusCode, res.body).toBe(200);
    const detail = await get(`/api/education/conference/${conf.id}`, secretary);
    expect(detail.json().data.registered).toBe(true);
    const list = await get('/api/education/conference', stranger);
    const row = list.json().data.list.find((c: { id: number }) => c.id === conf.id);
    expect(row.registered).toBe(false);
  });

  it('refuses bad registrations with Chinese messages', async () => {
    const cases: [object, number, string][] = [
      [{ id: conf.id, name: '', tel: randomTel(), verifyCode: '123456' }, 400, '请填写姓名'],
      [{ id: conf.id, name: '某', tel: '123', verifyCode: '123456' }, 400, '手机号'],
      [{ id: conf.id, name: '某', tel: randomTel(), verifyCode: '12' }, 400, '请输入6位数字验证码'],
      [{ id: closed.id, name: '某', tel: randomTel(), verifyCode: '123456' }, 400, '会议报名已截止'],
      [{ id: hidden.id, name: '某', tel: randomTel(), verifyCode: '123456' }, 404, '会议不存在'],
      [{ id: foreign.id, name: '某', tel: randomTel(), verifyCode: '123456' }, 404, '会议不存在'],
    ];
    for (const [body, status, msg] of cases) {
      const res = await post('/api/education/conference/register', undefined, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().msg).toContain(msg);
    }
  });

  it('lists experts of one conference or all, and an expert with talks', async () => {
    const mine = await get(`/api/education/expert?conferenceId=${conf.id}`, attendee);
    expect(mine.json().data.total).toBe(2);
    expect(mine.json().data.list[0]).toMatchObject({ name: '周专家', featured: true });
    const all = await get('/api/education/expert?pageSize=50', attendee);
    expect(all.json().data.total).toBe(4);
    const one = await get(`/api/education/expert/${conf.expertId}`, attendee);
    expect(one.json().data.topics).toHaveLength(4);
    expect((await get(`/api/education/expert/${foreign.expertId}`, attendee)).statusCode).toBe(404);
    expect((await get(`/api/education/expert/${hidden.expertId}`, attendee)).statusCode).toBe(404);
  });

  it('shows the agenda and keeps a personal itinerary', async () => {
    const agenda = await get(`/api/education/itinerary?conferenceId=${conf.id}`, attendee);
    expect(agenda.json().data).toMatchObject({ days: ['2026-12-12', '2026-12-13'] });
    expect(agenda.json().data.halls).toHaveLength(2);
    expect(agenda.json().data.topics).toHaveLength(4);
    const [t1, , t3] = conf.topicIds;
    const add = await post(PERSONAL, attendee, {
      agendaTopicId: t1,
      conferenceHallId: conf.hallIds[0],
      thematicId: conf.thematicIds[0],
    });
    expect(add.statusCode, add.body).toBe(200);
    await post(PERSONAL, attendee, { agendaTopicId: t3 });
    await post(PERSONAL, attendee, { agendaTopicId: t3 });
    const mine = await get(`${PERSONAL}?conferenceId=${conf.id}`, attendee);
    expect(mine.json().data.list.map((t: { id: number }) => t.id)).toEqual([t1, t3]);
    const rowId = mine.json().data.list[1].itineraryId;
    expect(
      (await call(app, p, { method: 'DELETE', url: `${PERSONAL}/${rowId}`, token: stranger.token }))
        .statusCode,
    ).toBe(404);
    const removed = await call(app, p, {
      method: 'DELETE',
      url: `${PERSONAL}/${rowId}`,
      token: attendee.token,
    });
    expect(removed.json().data.list.map((t: { id: number }) => t.id)).toEqual([t1]);
    const theirs = await get(`${PERSONAL}?conferenceId=${conf.id}`, stranger);
    expect(theirs.json().data.list).toEqual([]);
  });

  it('refuses itinerary rows that do not fit', async () => {
    const mismatch = await post(PERSONAL, attendee, {
      agendaTopicId: conf.topicIds[0],
      conferenceHallId: conf.hallIds[1],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().msg).toBe('会场或专题与议程不一致');
    const unregistered = await post(PERSONAL, stranger, { agendaTopicId: conf.topicIds[0] });
    expect(unregistered.json().msg).toBe('您尚未报名本次会议');
    expect((await post(PERSONAL, attendee, { agendaTopicId: foreign.topicIds[0] })).statusCode).toBe(404);
    expect((await post(PERSONAL, attendee, { agendaTopicId: 'x' })).json().msg).toContain(
      'agendaTopicId须为数字',
    );
    expect((await get(`/api/education/itinerary?conferenceId=${foreign.id}`, attendee)).statusCode).toBe(404);
  });

  it('signs in at the venue with the desk code', async () => {
    const notRegistered = await post('/api/education/conference/sign', stranger, {
      id: conf.id,
      code: '123456',
    });
    expect(notRegistered.json().msg).toBe('您尚未报名本次会议');
    const wrong = await post('/api/education/conference/sign', attendee, { id: conf.id, code: '654321' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('签到码不正确');
    const badForm = await post('/api/education/conference/sign', attendee, { id: conf.id, code: 'abc' });
    expect(badForm.json().msg).toContain('请输入6位数字签到码');
    const ok = await post('/api/education/conference/sign', attendee, { id: conf.id, code: '123456' });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await post('/api/education/conference/sign', attendee, { id: conf.id, code: '123456' });
    expect(again.json().data.signedAt).toBe(ok.json().data.signedAt);
    expect(
      (await post('/api/education/conference/sign', outsider, { id: conf.id, code: '123456' }, other))
        .statusCode,
    ).toBe(404);
  });

  it('serves the microstation', async () => {
    const res = await get(`/api/education/microstation?conferenceId=${conf.id}`, attendee);
    expect(res.json().data.items).toEqual([expect.objectContaining({ kind: 'traffic', title: '交通指引' })]);
    expect(
      (await get(`/api/education/microstation?conferenceId=${conf.id}`, outsider, other)).statusCode,
    ).toBe(404);
    expect((await get('/api/education/microstation?conferenceId=abc', attendee)).json().msg).toContain(
      'conferenceId须为数字',
    );
  });

  it('answers 401 without a session except on the open registration', async () => {
    for (const [method, url] of [
      ['GET', '/api/education/conference'],
      ['GET', `/api/education/conference/${conf.id}`],
      ['POST', '/api/education/conference/sign'],
      ['GET', '/api/education/expert'],
      ['GET', `/api/education/expert/${conf.expertId}`],
      ['GET', `/api/education/itinerary?conferenceId=${conf.id}`],
      ['GET', `${PERSONAL}?conferenceId=${conf.id}`],
      ['POST', PERSONAL],
      ['DELETE', `${PERSONAL}/1`],
      ['GET', `/api/education/microstation?conferenceId=${conf.id}`],
    ] as const) {
      const res = await call(app, p, { method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
    const open = await post('/api/education/conference/register', undefined, {});
    expect(open.statusCode).toBe(400);
  });
});
