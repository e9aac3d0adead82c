import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { createOrder, patientAccount, setFunction } from '../inquiry/helpers.ts';
import { type Account, account, otherOrgDoctor } from '../patients/helpers.ts';

describe('chat rooms of an inquiry order and of a doctor with an assistant', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let doctor: Account;
  let farDoctor: Account;
  let assistant: Account;
  let farAssistant: Account;
  let admin: Account;
  let stranger: Account;
  let otherProjectDoctor: Account;
  let owner: Awaited<ReturnType<typeof patientAccount>>;
  let orderId: number;
  let poolOrderId: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    farDoctor = await otherOrgDoctor(app, p);
    assistant = await account(app, p, { role: 'assistant', name: '小助理' });
    farAssistant = await account(app, p, { role: 'assistant', name: '别的助理' });
    admin = await account(app, p, { role: 'admin' });
    stranger = await account(app, p);
    otherProjectDoctor = await account(app, other, { role: 'doctor' });
    owner = await patientAccount(app, p);
    await setFunction(p, doctor, { price: 0, isFree: true });
    orderId = (
      await createOrder(app, p, owner.user, {
        patientId: owner.patient.id,
        doctorId: doctor.doctorId,
        price: 0,
      })
    ).id;
    poolOrderId = (await createOrder(app, p, owner.user, { patientId: owner.patient.id, price: 0 })).id;
    // The far assistant belongs to the far doctor's org.
    await withAdmin((c) =>
      c.query('update users set org_id = (select org_id from users where id = $1) where id = $2', [
        farDoctor.id,
        farAssistant.id,
      ]),
    );
  });
  afterAll(() => app.close());

  const inquiryAsk = (who: Account, id: number | string, project: TestProject = p) =>
    call(app, project, {
      method: 'GET',
      url: '/api/doctor/inquiry/function/create/ask',
      query: { orderId: String(id) },
      token: who.token,
    });

  describe('GET /api/doctor/inquiry/function/create/ask', () => {
    it('the doctor and the patient account get the same room, made once', async () => {
      const a = await inquiryAsk(doctor, orderId);
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().data.room.other.userId).toBe(owner.user.id);
      const b = await inquiryAsk(owner.user, orderId);
      expect(b.statusCode, b.body).toBe(200);
      expect(b.json().data.askId).toBe(a.json().data.askId);
      expect(b.json().data.room.other.userId).toBe(doctor.id);
      const again = await inquiryAsk(doctor, orderId);
      expect(again.json().data.askId).toBe(a.json().data.askId);
    });

    it('a pool order has no doctor yet: 400; others’ orders 404; bad id 400; no session 401', async () => {
      const pool = await inquiryAsk(owner.user, poolOrderId);
      expect(pool.statusCode).toBe(400);
      expect(pool.json().msg).toBe('订单尚未被医生接诊');
      expect((await inquiryAsk(stranger, orderId)).statusCode).toBe(404);
      expect((await inquiryAsk(farDoctor, orderId)).statusCode).toBe(404);
      expect((await inquiryAsk(otherProjectDoctor, orderId, other)).statusCode).toBe(404);
      expect((await inquiryAsk(doctor, 'abc')).statusCode).toBe(400);
      expect((await inquiryAsk(doctor, 99_999_999)).statusCode).toBe(404);
      const anon = await call(app, p, {
        method: 'GET',
        url: '/api/doctor/inquiry/function/create/ask',
        query: { orderId: String(orderId) },
      });
      expect(anon.statusCode).toBe(401);
    });
  });

  describe('assistant binding and room', () => {
    const bind = (who: Account, payload: Record<string, unknown>) =>
      call(app, p, { method: 'POST', url: '/api/doctor/bind/assistant', token: who.token, payload });
    const list = (who: Account, assistantUserId?: number) =>
      call(app, p, {
        method: 'GET',
        url: '/api/doctor/bind/assistant',
        query: assistantUserId ? { assistantUserId: String(assistantUserId) } : {},
        token: who.token,
      });
    const ask = (who: Account, query: Record<string, string> = {}, project: TestProject = p) =>
      call(app, project, {
        method: 'GET',
        url: '/api/doctor/bind/assistant/create/ask',
        query,
        token: who.token,
      });

    it('no binding yet: the room answers 404', async () => {
      const res = await ask(doctor);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('未绑定助理');
      expect((await ask(assistant)).json().msg).toBe('未绑定医生');
    });

    it('a doctor binds an assistant of the org (idempotent); others are refused', async () => {
      const a = await bind(doctor, { assistantUserId: assistant.id });
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().data).toMatchObject({
        doctorId: doctor.doctorId,
        assistantUserId: assistant.id,
        doctorName: '王医生',
      });
      const again = await bind(doctor, { assistantUserId: assistant.id });
      expect(again.json().data.id).toBe(a.json().data.id);
      expect((await bind(doctor, { assistantUserId: farAssistant.id })).statusCode).toBe(404);
      expect((await bind(doctor, { assistantUserId: stranger.id })).statusCode).toBe(404);
      expect((await bind(doctor, { assistantUserId: 'x' })).statusCode).toBe(400);
      expect((await bind(doctor, {})).statusCode).toBe(400);
      expect((await bind(assistant, { assistantUserId: assistant.id })).statusCode).toBe(403);
      expect((await bind(stranger, { assistantUserId: assistant.id })).statusCode).toBe(403);
      expect(
        (await bind(farDoctor, { assistantUserId: assistant.id, doctorId: doctor.doctorId })).statusCode,
      ).toBe(404);
    });

    it('GET lists the assistant’s doctors and the doctor’s assistants', async () => {
      const mine = await list(assistant);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().data.map((b: { doctorId: number }) => b.doctorId)).toEqual([doctor.doctorId]);
      expect((await list(assistant, farAssistant.id)).json().data).toEqual([]);
      const byDoctor = await list(doctor, assistant.id);
      expect(byDoctor.json().data).toHaveLength(1);
      expect((await list(farDoctor)).json().data).toEqual([]);
      expect((await list(admin, assistant.id)).json().data).toHaveLength(1);
      expect((await list(stranger)).statusCode).toBe(403);
      expect((await call(app, p, { method: 'GET', url: '/api/doctor/bind/assistant' })).statusCode).toBe(401);
    });

    it('the doctor and the assistant get the same room; strangers and other projects cannot', async () => {
      const d = await ask(doctor);
      expect(d.statusCode, d.body).toBe(200);
      expect(d.json().data.other.userId).toBe(assistant.id);
      const a = await ask(assistant, { doctorId: String(doctor.doctorId) });
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().data.id).toBe(d.json().data.id);
      expect((await ask(farDoctor)).statusCode).toBe(404);
      expect((await ask(farAssistant)).statusCode).toBe(404);
      expect((await ask(assistant, { doctorId: String(farDoctor.doctorId) })).statusCode).toBe(404);
      expect((await ask(stranger)).statusCode).toBe(403);
      expect((await ask(otherProjectDoctor, {}, other)).statusCode).toBe(404);
      expect((await ask(doctor, { assistantUserId: 'x' })).statusCode).toBe(400);
    });

    it('unbinding: only the doctor (or admins); afterwards the room call is 404', async () => {
      const [binding] = (await list(doctor)).json().data as Array<{ id: number }>;
      const id = binding?.id ?? 0;
      expect(
        (
          await call(app, p, {
            method: 'DELETE',
            url: `/api/doctor/bind/assistant/${id}`,
            token: farDoctor.token,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call(app, p, {
            method: 'DELETE',
            url: `/api/doctor/bind/assistant/${id}`,
            token: assistant.token,
          })
        ).statusCode,
      ).toBe(403);
      const ok = await call(app, p, {
        method: 'DELETE',
        url: `/api/doctor/bind/assistant/${id}`,
        token: doctor.token,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await ask(assistant)).statusCode).toBe(404);
    });
  });
});
