import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { type AiWorld, addReport, aiCall, aiWorld, bindSelf, type Resident, resident } from './helpers.ts';

const A = '/api/local/yzh/330113';

describe('AI platform patient side (issue 16)', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let r1: Resident;
  let r2: Resident;
  let pat: Account;
  let other: Account;

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    r1 = await resident(w.p, w.orgA, { name: '王秀英', tel: '13900001111' });
    r2 = await resident(w.p, w.orgA, { name: '李建华' });
    pat = await account(app, w.p);
    other = await account(app, w.p);
    await bindSelf(w, pat, r1);
    await bindSelf(w, other, r2);
  });
  afterAll(() => app.close());

  it('intervention: send to a list, unread, read, details; the other district and validation', async () => {
    const body = { message: '请按时服药，每周测量血压两次。', messageType: 1, idcardList: [r1.idcard] };
    const sent = await aiCall(app, w, w.a, 'POST', `${A}/intervention/message/send`, body);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ recipientCount: 1, messageTypeLabel: '健康指导' });
    expect((await aiCall(app, w, w.b, 'POST', `${A}/intervention/message/send`, body)).statusCode).toBe(404);
    expect((await aiCall(app, w, null, 'POST', `${A}/intervention/message/send`, body)).statusCode).toBe(401);
    const bad = await aiCall(app, w, w.a, 'POST', `${A}/intervention/message/send`, {
      ...body,
      idcardList: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('请选择接收居民');
    const all = await aiCall(app, w, w.a, 'POST', `${A}/intervention/message/send`, {
      ...body,
      idcardList: [],
      isAllSend: true,
    });
    expect(all.json().data.recipientCount).toBe(2);

    const unread = await aiCall(app, w, pat, 'GET', `${A}/intervention/unread/num`);
    expect(unread.json().data.num).toBe(2);
    const mine = await aiCall(app, w, pat, 'GET', `${A}/intervention/message/list`);
    expect(mine.json().data.total).toBe(2);
    const id = mine.json().data.list[0].id;
    expect((await aiCall(app, w, other, 'POST', `${A}/intervention/message/read`, { id })).statusCode).toBe(
      404,
    );
    expect((await aiCall(app, w, pat, 'POST', `${A}/intervention/message/read`, { id })).statusCode).toBe(
      200,
    );
    expect((await aiCall(app, w, pat, 'GET', `${A}/intervention/unread/num`)).json().data.num).toBe(1);
    const detail = await aiCall(app, w, pat, 'GET', `${A}/intervention/message/details?id=${id}`);
    expect(detail.json().data).toMatchObject({ read: true });
    expect(
      (await aiCall(app, w, other, 'GET', `${A}/intervention/message/details?id=${id}`)).statusCode,
    ).toBe(404);
    // The servicer's list and details (recipients masked); the system message reached the account.
    const list = await aiCall(app, w, w.a, 'GET', `${A}/intervention/message/list`);
    expect(list.json().data.total).toBe(2);
    const sd = await aiCall(
      app,
      w,
      w.a,
      'GET',
      `${A}/intervention/message/details?id=${sent.json().data.id}`,
    );
    expect(sd.json().data.recipients[0].idcard).toContain('*');
    const sys = await withAdmin((c) =>
      c.query(`select count(*)::int as n from system_messages where user_id = $1 and kind = 'intervention'`, [
        pat.id,
      ]),
    );
    expect(sys.rows[0].n).toBe(2);
  });

  it('ask records: a customer asks for their own resident; the district servicer lists and opens it', async () => {
    const asked = await aiCall(app, w, pat, 'POST', `${A}/ask/record`, {
      content: '最近血压偏高，需要调整药量吗？',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(
      (await aiCall(app, w, pat, 'POST', `${A}/ask/record`, { idcard: r2.idcard, content: '你好' }))
        .statusCode,
    ).toBe(404);
    expect((await aiCall(app, w, pat, 'POST', `${A}/ask/record`, { content: '' })).json().msg).toContain(
      '请输入咨询内容',
    );
    expect((await aiCall(app, w, w.a, 'POST', `${A}/ask/record`, { content: '你好' })).statusCode).toBe(403);
    const list = await aiCall(app, w, w.a, 'GET', `${A}/ask/record/list`);
    expect(list.json().data.list[0]).toMatchObject({ name: '王秀英', read: false });
    const id = asked.json().data.id;
    expect((await aiCall(app, w, w.a, 'GET', `${A}/ask/detail?id=${id}`)).json().data.read).toBe(false);
    expect((await aiCall(app, w, w.a, 'GET', `${A}/ask/detail?id=${id}`)).json().data.read).toBe(true);
    expect((await aiCall(app, w, w.b, 'GET', `${A}/ask/detail?id=${id}`)).statusCode).toBe(404);
    expect((await aiCall(app, w, other, 'GET', `${A}/ask/detail?id=${id}`)).statusCode).toBe(404);
    expect((await aiCall(app, w, other, 'GET', `${A}/ask/record/list`)).json().data.total).toBe(0);
    expect((await aiCall(app, w, null, 'GET', `${A}/ask/record/list`)).statusCode).toBe(401);
  });

  it('signing: submit, user sign, find with signStatus 0, details, wechat follow; points count them', async () => {
    const body = {
      name: '王秀英',
      idcard: r1.idcard,
      age: 68,
      sex: 2,
      signInstitution: '临平测试中心',
      signTeam: '沈建国团队',
      signStatus: 0,
    };
    const s = await aiCall(app, w, w.a, 'POST', `${A}/ls/submit/sign`, body);
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().data).toMatchObject({ signStatus: 0, signStatusLabel: '待审核' });
    expect(
      (await aiCall(app, w, w.a, 'POST', `${A}/sign/create`, { ...body, signStatus: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await aiCall(app, w, w.a, 'POST', `${A}/ls/submit/sign`, { ...body, signTeam: '' })).json().msg,
    ).toContain('请输入签约团队');
    expect((await aiCall(app, w, w.b, 'POST', `${A}/ls/submit/sign`, body)).statusCode).toBe(404);
    const zero = await aiCall(app, w, w.a, 'GET', `${A}/ls/find/sign?signStatus=0`);
    expect(zero.json().data.total).toBe(1);
    expect((await aiCall(app, w, w.a, 'GET', `${A}/sign/list`)).json().data.total).toBe(2);
    expect((await aiCall(app, w, w.a, 'GET', `${A}/ls/find/sign?signStatus=9`)).statusCode).toBe(400);
    for (const path of ['ls/user/sign', 'ls/user']) {
      const u = await aiCall(app, w, w.a, 'GET', `${A}/${path}?idcard=${r1.idcard}`);
      expect(u.json().data.sign).toMatchObject({ signStatus: 1 });
    }
    for (const path of ['sign/details', 'find/sign/details']) {
      expect((await aiCall(app, w, w.a, 'GET', `${A}/${path}?id=${s.json().data.id}`)).json().data.id).toBe(
        s.json().data.id,
      );
      expect((await aiCall(app, w, w.b, 'GET', `${A}/${path}?id=${s.json().data.id}`)).statusCode).toBe(404);
    }
    expect(
      (await aiCall(app, w, w.a, 'POST', `${A}/wechat/follow`, { idcard: r1.idcard })).json().data
        .wechatFollowed,
    ).toBe(true);
    expect((await aiCall(app, w, w.a, 'POST', `${A}/wechat/follow`, { idcard: r2.idcard })).statusCode).toBe(
      404,
    );
    expect((await aiCall(app, w, pat, 'GET', `${A}/sign/list`)).statusCode).toBe(403);

    const total = await aiCall(app, w, w.a, 'GET', `${A}/point/total/score`);
    // 2 signings x 3 + 2 messages x 1 (the intervention test above).
    expect(total.json().data.totalScore).toBe(8);
    const pts = await aiCall(app, w, w.a, 'GET', `${A}/point/list?startTime=2000-01-01&endTime=2100-01-01`);
    expect(pts.json().data.total).toBe(4);
    expect((await aiCall(app, w, w.a, 'GET', `${A}/point/list?startTime=abc`)).json().msg).toContain(
      '时间格式有误',
    );
    expect((await aiCall(app, w, w.b, 'GET', `${A}/point/list`)).statusCode).toBe(404);
  });

  it('reports: list, both forms, prescriptions, records; a resident sees only their own', async () => {
    const rep = await addReport(w, r1, 'report', '2026年度健康体检报告');
    await addReport(w, r1, 'prescription', '高血压长处方');
    await addReport(w, r1, 'health', '居民健康档案');
    await addReport(w, r1, 'medical', '门诊就诊记录');
    const foreign = await addReport(w, r2, 'report', '体检报告');
    const list = await aiCall(app, w, w.a, 'GET', `${A}/patient/report/list?idcard=${r1.idcard}`);
    expect(list.json().data.total).toBe(1);
    expect((await aiCall(app, w, w.a, 'GET', `${A}/patient/report/list`)).json().msg).toContain(
      '请输入身份证号',
    );
    expect(
      (await aiCall(app, w, w.a, 'GET', `${A}/patient/record/list?idcard=${r1.idcard}`)).json().data.total,
    ).toBe(4);
    const byId = await aiCall(app, w, w.a, 'GET', `${A}/patient/report/${rep}`);
    const merged = await aiCall(app, w, w.a, 'GET', `${A}/patient/report/merge?idcard=${r1.idcard}`);
    expect(byId.json().data.list[0].id).toBe(rep);
    expect(merged.json().data.list.map((r: { id: number }) => r.id)).toEqual([rep]);
    expect(merged.json().data.patient.idcard).toContain('*');
    for (const [path, kind] of [
      ['patient/prescription/merge', 'prescription'],
      ['patient/health/record/detail', 'health'],
      ['patient/medical/record', 'medical'],
    ]) {
      expect(
        (await aiCall(app, w, w.a, 'GET', `${A}/${path}?idcard=${r1.idcard}`)).json().data.list[0].kind,
      ).toBe(kind);
    }
    // The customer: own reports without an ID number; another's report is not found.
    expect((await aiCall(app, w, pat, 'GET', `${A}/patient/report/list`)).json().data.total).toBe(1);
    expect((await aiCall(app, w, pat, 'GET', `${A}/patient/report/${foreign}`)).statusCode).toBe(404);
    expect(
      (await aiCall(app, w, pat, 'GET', `${A}/patient/report/merge?idcard=${r2.idcard}`)).statusCode,
    ).toBe(404);
    expect((await aiCall(app, w, w.b, 'GET', `${A}/patient/report/${rep}`)).statusCode).toBe(404);
    expect((await aiCall(app, w, null, 'GET', `${A}/patient/report/list`)).statusCode).toBe(401);
  });

  it('common/download refuses traversal and files not on a record of the district', async () => {
    const trav = await aiCall(
      app,
      w,
      w.a,
      'GET',
      `${A}/common/download?filePath=${encodeURIComponent('../../etc/passwd')}`,
    );
    expect(trav.statusCode).toBe(400);
    const missing = `/api/files/${w.p.key}/${'a'.repeat(32)}.pdf`;
    expect(
      (await aiCall(app, w, w.a, 'GET', `${A}/common/download?filePath=${encodeURIComponent(missing)}`))
        .statusCode,
    ).toBe(404);
  });

  it('no-login report: only a signed, unexpired link opens it; an ID number alone, a tampered or expired token do not', async () => {
    const share = await aiCall(app, w, w.a, 'POST', `${A}/patient/report/share`, { idcard: r1.idcard });
    expect(share.statusCode, share.body).toBe(200);
    const { token, path } = share.json().data;
    expect(path).not.toContain(r1.idcard);
    for (const form of ['patient/report', 'patient/evaluate/report']) {
      const ok = await aiCall(app, w, null, 'GET', `${A}/${form}?token=${token}`);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.patient.name).toBe('王秀英');
    }
    const none = await aiCall(app, w, null, 'GET', `${A}/patient/report?idcard=${r1.idcard}`);
    expect(none.statusCode).toBe(403);
    expect(none.json().msg).toContain('报告链接无效或已过期');
    const tampered = token.replace(/^\d+/, (n: string) => String(Number(n) + 1));
    expect((await aiCall(app, w, null, 'GET', `${A}/patient/report?token=${tampered}`)).statusCode).toBe(403);
    const [id, , sig] = token.split('.');
    const expired = `${id}.${Date.now() - 1000}.${sig}`;
    expect((await aiCall(app, w, null, 'GET', `${A}/patient/report?token=${expired}`)).statusCode).toBe(403);
    expect(
      (await aiCall(app, w, null, 'GET', `/api/local/yzh/330110/patient/report?token=${token}`)).statusCode,
    ).toBe(403);
    const prints = await aiCall(app, w, w.a, 'GET', `${A}/print/record`);
    expect(prints.json().data.list[0].scanCount).toBe(2);
    expect((await aiCall(app, w, w.b, 'GET', `${A}/print/record`)).statusCode).toBe(404);
    expect(
      (await aiCall(app, w, w.b, 'POST', `${A}/patient/report/share`, { idcard: r1.idcard })).statusCode,
    ).toBe(404);
  });
});
