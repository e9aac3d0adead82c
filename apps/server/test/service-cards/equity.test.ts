import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, patientAccount } from '../inquiry/helpers.ts';
import { otherOrgDoctor } from '../patients/helpers.ts';

const BASE = '/api/patient/yk/yuan/meng';

describe('元梦 equity card (development partner provider)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Awaited<ReturnType<typeof patientAccount>>;
  let stranger: Account;
  let farDoctor: Account;
  let admin: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await patientAccount(app, p);
    stranger = await account(app, p);
    farDoctor = await otherOrgDoctor(app, p);
    admin = await account(app, p, { role: 'admin' });
  });
  afterAll(() => app.close());

  const get = (url: string, who: Account) => call(app, p, { method: 'GET', url, token: who.token });

  it('opens on the labelled partner page, shows the state, and refunds once', async () => {
    const id = owner.patient.id;
    const none = await get(`${BASE}/card/${id}`, owner.user);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({
      patientId: id,
      state: 'none',
      stateText: '未开通',
      cardNo: null,
      simulated: true,
    });
    const noRefund = await get(`${BASE}/card/refund/${id}`, owner.user);
    expect(noRefund.statusCode).toBe(400);
    expect(noRefund.json().msg).toBe('权益卡当前状态不能退款');

    const page = await get(`${BASE}/page/url/${id}`, owner.user);
    expect(page.statusCode, page.body).toBe(200);
    const { url, simulated } = page.json().data as { url: string; simulated: boolean };
    expect(simulated).toBe(true);
    expect(url).toMatch(/^\/api\/equity\/yuanmeng\/dev\/page\?ticket=/);
    const html = await call(app, p, { method: 'GET', url });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('开发模拟页面');
    expect(html.body).toContain('开通元梦权益卡');
    const ticket = new URL(url, 'http://x').searchParams.get('ticket') ?? '';
    const open = await call(app, p, {
      method: 'POST',
      url: `/api/equity/yuanmeng/dev/open?ticket=${encodeURIComponent(ticket)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('开通成功');

    const active = await get(`${BASE}/card/${id}`, owner.user);
    const card = active.json().data as { state: string; cardNo: string; expireAt: string };
    expect(card.state).toBe('active');
    expect(card.cardNo).toMatch(/^YM\d+/);
    expect(Date.parse(card.expireAt)).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    expect((await call(app, p, { method: 'GET', url })).body).toContain('已开通');

    const refund = await get(`${BASE}/card/refund/${id}`, owner.user);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data).toMatchObject({ state: 'refunded', stateText: '已退款' });
    const twice = await get(`${BASE}/card/refund/${id}`, owner.user);
    expect(twice.statusCode).toBe(400);
  });

  it('forged or altered tickets open nothing', async () => {
    const page = await get(`${BASE}/page/url/${owner.patient.id}`, owner.user);
    const ticket = new URL(page.json().data.url, 'http://x').searchParams.get('ticket') ?? '';
    const [proj, payload, sig] = ticket.split('.');
    // Another patient than the ticket's (on a fresh database the owner's patient may be id 1).
    const signed = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { patientId: number };
    const other = Buffer.from(JSON.stringify({ ...signed, patientId: signed.patientId + 1 })).toString(
      'base64url',
    );
    for (const bad of [`${proj}.${other}.${sig}`, 'garbage', `${proj}.${payload}.${'A'.repeat(43)}`]) {
      const res = await call(app, p, {
        method: 'POST',
        url: `/api/equity/yuanmeng/dev/open?ticket=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('链接已失效');
    }
  });

  it('follows patient visibility: strangers and other-org doctors get 404, doctors cannot open or refund', async () => {
    const id = owner.patient.id;
    for (const path of ['page/url', 'card', 'card/refund']) {
      expect((await get(`${BASE}/${path}/${id}`, stranger)).statusCode, path).toBe(404);
      expect((await get(`${BASE}/${path}/${id}`, farDoctor)).statusCode, path).toBe(404);
    }
    // Admins see every patient of the project but only the patient's account opens a card.
    expect((await get(`${BASE}/card/${id}`, admin)).statusCode).toBe(200);
    expect((await get(`${BASE}/page/url/${id}`, admin)).statusCode).toBe(403);
    expect((await call(app, p, { method: 'GET', url: `${BASE}/card/${id}` })).statusCode).toBe(401);
    const bad = await get(`${BASE}/card/abc`, owner.user);
    expect(bad.statusCode).toBe(400);
  });
});
