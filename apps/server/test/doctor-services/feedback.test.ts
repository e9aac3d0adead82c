import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_1PX } from '../files/helpers.ts';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows } from '../patients/helpers.ts';

describe('POST /api/message/system/feedback', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let user: Account;
  let admin: Account;
  let doctor: Account;
  let otherUser: Account;
  let imageUrl: string;
  let foreignImageUrl: string;

  const upload = async (project: TestProject, who: Account) => {
    const { payload, headers } = multipart({ name: 'a.png', type: 'image/png', body: PNG_1PX });
    const res = await call(app, project, {
      method: 'POST',
      url: '/api/upload/file',
      payload,
      headers,
      token: who.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.url as string;
  };

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    user = await account(app, p, { name: '反馈人' });
    admin = await account(app, p, { role: 'admin' });
    doctor = await account(app, p, { role: 'doctor' });
    otherUser = await account(app, other);
    imageUrl = await upload(p, user);
    foreignImageUrl = await upload(other, otherUser);
  });
  afterAll(() => app.close());

  const send = (who: Account | null, payload: Record<string, unknown>, project: TestProject = p) =>
    call(app, project, { method: 'POST', url: '/api/message/system/feedback', token: who?.token, payload });

  it('stores feedback with an uploaded image and a phone (masked in answers)', async () => {
    const res = await send(user, {
      content: '页面字太小，希望调大',
      imageList: [imageUrl],
      tel: '13912345678',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      content: '页面字太小，希望调大',
      imageList: [imageUrl],
      tel: '139****5678',
    });
    const doc = await send(doctor, { content: '建议增加夜间模式' });
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json().data.tel).toBeNull();
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await countRows('feedbacks', p.id);
    const cases: Array<[Record<string, unknown>, string | null]> = [
      [{ content: '短' }, '反馈内容不能少于5个字（content）'],
      [{ content: 'x'.repeat(501) }, '反馈内容不能超过500个字（content）'],
      [{ content: '内容足够长了吧', tel: '12345' }, null],
      [
        { content: '内容足够长了吧', imageList: ['https://evil.example.com/a.png'] },
        '附件不存在，请重新上传',
      ],
      [{ content: '内容足够长了吧', imageList: [foreignImageUrl] }, '附件不存在，请重新上传'],
      [{ content: '内容足够长了吧', imageList: Array(10).fill(imageUrl) }, null],
      [{}, null],
    ];
    for (const [payload, msg] of cases) {
      const res = await send(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (msg) expect(res.json().msg).toBe(msg);
    }
    expect(await countRows('feedbacks', p.id)).toBe(before);
    expect((await send(null, { content: '没有登录的反馈' })).statusCode).toBe(401);
  });

  it('admins list the project’s feedback; others may not; projects are separate', async () => {
    const res = await call(app, p, {
      method: 'GET',
      url: '/api/message/system/feedback',
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total).toBe(2);
    expect(res.json().data.list[1]).toMatchObject({ userName: '反馈人', tel: '139****5678' });
    expect(
      (await call(app, p, { method: 'GET', url: '/api/message/system/feedback', token: user.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(app, p, { method: 'GET', url: '/api/message/system/feedback', token: doctor.token }))
        .statusCode,
    ).toBe(403);
    const otherAdmin = await account(app, other, { role: 'admin' });
    const empty = await call(app, other, {
      method: 'GET',
      url: '/api/message/system/feedback',
      token: otherAdmin.token,
    });
    expect(empty.json().data.total).toBe(0);
  });
});
