import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import {
  type Account,
  account,
  type CreatedPatient,
  countRows,
  createPatient,
  otherOrgDoctor,
} from '../patients/helpers.ts';

const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

describe('patient care: home sickbed, services and comments, pre-sign, health path', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let farDoctor: Account;
  let otherProjectUser: Account;
  let patient: CreatedPatient;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '钱医生' });
    farDoctor = await otherOrgDoctor(app, p);
    otherProjectUser = await account(app, other);
    patient = await createPatient(app, p, owner, { name: '孙七', doctorId: doctor.doctorId });
  });
  afterAll(() => app.close());

  const bed = (extra: Record<string, unknown> = {}) => ({
    patientId: patient.id,
    address: '杭州市西湖区文三路1号',
    tel: patient.tel,
    diseaseCategory: 1,
    diseaseCategoryName: '高血压',
    contactsName: '孙小七',
    contactsTel: '13800001111',
    contactsRelation: '子女',
    remark: '卧床，行动不便',
    ...extra,
  });

  describe('home sickbed applications (patient side)', () => {
    let bedId: number;

    it('the account applies and sees it pending; a second pending application is refused', async () => {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/sickbed',
        token: owner.token,
        payload: bed(),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        state: 0,
        stateLabel: '待审核',
        doctorName: '钱医生',
        orgName: '测试机构',
        tel: patient.tel,
      });
      bedId = res.json().data.id;
      const again = await call(app, p, {
        method: 'POST',
        url: '/api/patient/sickbed',
        token: owner.token,
        payload: bed(),
      });
      expect(again.statusCode).toBe(409);
      const list = await call(app, p, {
        method: 'GET',
        url: `/api/patient/sickbed?patientId=${patient.id}`,
        token: owner.token,
      });
      expect(list.json().data.list.map((b: { id: number }) => b.id)).toEqual([bedId]);
      const byPatient = await call(app, p, {
        method: 'GET',
        url: `/api/patient/sickbed/patient/${patient.id}`,
        token: doctor.token,
      });
      expect(byPatient.json().data.total).toBe(1);
      expect(byPatient.json().data.list[0].tel).toContain('****');
    });

    it('edits while pending; strangers, other orgs and projects get 404; bad values 400', async () => {
      const edit = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/sickbed/${bedId}`,
        token: owner.token,
        payload: bed({ address: '杭州市西湖区文三路2号' }),
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().data.address).toBe('杭州市西湖区文三路2号');
      for (const who of [stranger, farDoctor]) {
        const res = await call(app, p, {
          method: 'GET',
          url: `/api/patient/sickbed/${bedId}`,
          token: who.token,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().msg).toBe('申请不存在');
      }
      const otherProject = await call(app, other, {
        method: 'GET',
        url: `/api/patient/sickbed/${bedId}`,
        token: otherProjectUser.token,
      });
      expect(otherProject.statusCode).toBe(404);
      const strangerApply = await call(app, p, {
        method: 'POST',
        url: '/api/patient/sickbed',
        token: stranger.token,
        payload: bed(),
      });
      expect(strangerApply.statusCode).toBe(404);
      const n = await countRows('sickbed_applications', p.id);
      for (const extra of [
        { tel: '12345' },
        { address: '' },
        { diseaseCategory: 9 },
        { latitude: '200' },
        { doctorId: farDoctor.doctorId },
      ]) {
        const bad = await call(app, p, {
          method: 'POST',
          url: '/api/patient/sickbed',
          token: owner.token,
          payload: bed(extra),
        });
        expect(bad.statusCode, bad.body).toBe(400);
      }
      expect(await countRows('sickbed_applications', p.id)).toBe(n);
    });

    it('the applicant withdraws (state 3); it cannot move again; a doctor approves a new one', async () => {
      const notYours = await call(app, p, {
        method: 'DELETE',
        url: `/api/patient/sickbed/${bedId}`,
        token: doctor.token,
      });
      expect(notYours.statusCode).toBe(403);
      const withdraw = await call(app, p, {
        method: 'DELETE',
        url: `/api/patient/sickbed/${bedId}`,
        token: owner.token,
      });
      expect(withdraw.json().data).toMatchObject({ state: 3, stateLabel: '已撤回' });
      const again = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/sickbed/state/${bedId}`,
        token: owner.token,
        payload: { state: 3 },
      });
      expect(again.statusCode).toBe(400);
      const fresh = await call(app, p, {
        method: 'POST',
        url: '/api/patient/sickbed',
        token: owner.token,
        payload: bed(),
      });
      expect(fresh.statusCode).toBe(200);
      const ownerApproves = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/sickbed/state/${fresh.json().data.id}`,
        token: owner.token,
        payload: { state: 1 },
      });
      expect(ownerApproves.statusCode).toBe(403);
      const approve = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/sickbed/state/${fresh.json().data.id}`,
        token: doctor.token,
        payload: { state: 1, remark: '同意建床' },
      });
      expect(approve.json().data).toMatchObject({ state: 1, stateRemark: '同意建床' });
      const pending = await call(app, p, {
        method: 'GET',
        url: `/api/patient/sickbed?patientId=${patient.id}&state=0`,
        token: owner.token,
      });
      expect(pending.json().data.total).toBe(0);
    });
  });

  describe('services received and comments', () => {
    let accompanyId: number;

    it('a completed accompany visit is listed without comment; the account rates it once', async () => {
      const order = await call(app, p, {
        method: 'POST',
        url: '/api/patient/accompany/order',
        token: owner.token,
        payload: {
          patientId: patient.id,
          hospital: '省人民医院',
          appointTime: minutesFromNow(90),
          tel: patient.tel,
        },
      });
      accompanyId = order.json().data.id;
      const early = await call(app, p, {
        method: 'POST',
        url: '/api/patient/service/comment',
        token: owner.token,
        payload: { serviceType: 'accompany', serviceId: accompanyId, rating: 5 },
      });
      expect(early.statusCode).toBe(400);
      expect(early.json().msg).toBe('服务完成后才能评价');
      await call(app, p, {
        method: 'PUT',
        url: `/api/patient/accompany/order/receive/${accompanyId}`,
        token: doctor.token,
      });
      for (const state of ['serving', 'completed'])
        await call(app, p, {
          method: 'PUT',
          url: `/api/patient/accompany/order/state/${accompanyId}`,
          token: doctor.token,
          payload: { state },
        });

      const list = await call(app, p, {
        method: 'GET',
        url: `/api/patient/service/manage?patientId=${patient.id}`,
        token: owner.token,
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.list).toEqual([
        expect.objectContaining({
          serviceType: 'accompany',
          serviceId: accompanyId,
          typeLabel: '陪诊服务',
          providerName: '钱医生',
          comment: null,
        }),
      ]);

      const bad = await call(app, p, {
        method: 'POST',
        url: '/api/patient/service/comment',
        token: owner.token,
        payload: { serviceType: 'accompany', serviceId: accompanyId, rating: 6 },
      });
      expect(bad.statusCode).toBe(400);
      const byStranger = await call(app, p, {
        method: 'POST',
        url: '/api/patient/service/comment',
        token: stranger.token,
        payload: { serviceType: 'accompany', serviceId: accompanyId, rating: 1 },
      });
      expect(byStranger.statusCode).toBe(404);
      const ok = await call(app, p, {
        method: 'POST',
        url: '/api/patient/service/comment',
        token: owner.token,
        payload: { serviceType: 'accompany', serviceId: accompanyId, rating: 5, content: '陪诊很耐心' },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const twice = await call(app, p, {
        method: 'POST',
        url: '/api/patient/service/comment',
        token: owner.token,
        payload: { serviceType: 'accompany', serviceId: accompanyId, rating: 4 },
      });
      expect(twice.statusCode).toBe(409);
      const commented = await call(app, p, {
        method: 'GET',
        url: `/api/patient/service/manage?patientId=${patient.id}&commented=1`,
        token: owner.token,
      });
      expect(commented.json().data.list[0].comment).toMatchObject({ rating: 5, content: '陪诊很耐心' });
      const open = await call(app, p, {
        method: 'GET',
        url: `/api/patient/service/manage?patientId=${patient.id}&commented=0`,
        token: owner.token,
      });
      expect(open.json().data.total).toBe(0);
      const one = await call(app, p, {
        method: 'GET',
        url: `/api/patient/service/comment?serviceType=accompany&serviceId=${accompanyId}`,
        token: doctor.token,
      });
      expect(one.json().data.rating).toBe(5);
      const hidden = await call(app, p, {
        method: 'GET',
        url: `/api/patient/service/manage?patientId=${patient.id}`,
        token: stranger.token,
      });
      expect(hidden.statusCode).toBe(404);
    });
    it('lists completed inquiry orders and reservations too (unfinished ones are left out)', async () => {
      const ids = await withAdmin(async (c) => {
        const q = async (sql: string, params: unknown[]) =>
          (await c.query<{ id: number }>(sql, params)).rows[0]?.id ?? 0;
        const inquiry = await q(
          `insert into inquiry_orders (project_id, order_no, user_id, patient_id, doctor_id, inquiry_type, describe, price, state, finished_at)
           values ($1, $2, $3, $4, $5, 2, '头晕', 2000, 'completed', now()) returning id`,
          [p.id, `E2E${Date.now()}`, owner.id, patient.id, doctor.doctorId],
        );
        await q(
          `insert into inquiry_orders (project_id, order_no, user_id, patient_id, doctor_id, inquiry_type, describe, price, state)
           values ($1, $2, $3, $4, $5, 1, '咨询', 0, 'paid') returning id`,
          [p.id, `E2F${Date.now()}`, owner.id, patient.id, doctor.doctorId],
        );
        const reservation = await q(
          `insert into reservations (project_id, user_id, patient_id, doctor_id, appoint_date, segment, slot, price, state)
           values ($1, $2, $3, $4, '2026-11-01', '08:00-12:00', 1, 1500, 'completed') returning id`,
          [p.id, owner.id, patient.id, doctor.doctorId],
        );
        return { inquiry, reservation };
      });
      const list = await call(app, p, {
        method: 'GET',
        url: `/api/patient/service/manage?patientId=${patient.id}&commented=0`,
        token: owner.token,
      });
      expect(list.statusCode, list.body).toBe(200);
      const items = list.json().data.list as Array<Record<string, unknown>>;
      expect(items).toHaveLength(2);
      expect(items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            serviceType: 'inquiry',
            serviceId: ids.inquiry,
            title: '电话问诊',
            price: 2000,
          }),
          expect.objectContaining({
            serviceType: 'reservation',
            serviceId: ids.reservation,
            title: '2026-11-01 08:00-12:00',
            providerName: '钱医生',
          }),
        ]),
      );
      const rate = await call(app, p, {
        method: 'POST',
        url: '/api/patient/service/comment',
        token: owner.token,
        payload: { serviceType: 'reservation', serviceId: ids.reservation, rating: 3 },
      });
      expect(rate.statusCode, rate.body).toBe(200);
    });
  });

  describe('family-doctor pre-sign', () => {
    it('applies with the patient doctor by default, one open at a time, cancels', async () => {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/pre/sign',
        token: owner.token,
        payload: { patientId: patient.id, servicePack: '高血压服务包' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        state: 0,
        stateLabel: '待签约',
        doctorName: '钱医生',
        orgName: '测试机构',
      });
      const again = await call(app, p, {
        method: 'POST',
        url: '/api/patient/pre/sign',
        token: owner.token,
        payload: { patientId: patient.id, servicePack: '基础服务包' },
      });
      expect(again.statusCode).toBe(409);
      const badPack = await call(app, p, {
        method: 'POST',
        url: '/api/patient/pre/sign',
        token: owner.token,
        payload: { patientId: patient.id, servicePack: '不存在的包' },
      });
      expect(badPack.statusCode).toBe(400);
      const farDoc = await call(app, p, {
        method: 'POST',
        url: '/api/patient/pre/sign',
        token: owner.token,
        payload: { patientId: patient.id, servicePack: '基础服务包', doctorId: farDoctor.doctorId },
      });
      expect(farDoc.statusCode).toBe(400);
      const list = await call(app, p, {
        method: 'GET',
        url: `/api/patient/pre/sign?patientId=${patient.id}`,
        token: owner.token,
      });
      expect(list.json().data).toHaveLength(1);
      const strangerList = await call(app, p, {
        method: 'GET',
        url: `/api/patient/pre/sign?patientId=${patient.id}`,
        token: stranger.token,
      });
      expect(strangerList.statusCode).toBe(404);
      const detail = await call(app, other, {
        method: 'GET',
        url: `/api/patient/pre/sign/${res.json().data.id}`,
        token: otherProjectUser.token,
      });
      expect(detail.statusCode).toBe(404);
      const cancel = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/pre/sign/cancel/${res.json().data.id}`,
        token: owner.token,
      });
      expect(cancel.json().data.state).toBe(3);
      const renew = await call(app, p, {
        method: 'POST',
        url: '/api/patient/pre/sign',
        token: owner.token,
        payload: { patientId: patient.id, servicePack: '基础服务包' },
      });
      expect(renew.statusCode).toBe(200);
    });
  });

  describe('health-management path', () => {
    it('is a timeline of real events: archive, sign, sickbed, measurement milestones, services', async () => {
      for (let i = 0; i < 10; i++) {
        const m = await call(app, p, {
          method: 'POST',
          url: '/api/patient/life/measurement',
          token: owner.token,
          payload: {
            patientId: patient.id,
            type: 'bp',
            values: { systolic: 120 + i, diastolic: 80 },
            measureTime: minutesFromNow(-100 + i),
          },
        });
        expect(m.statusCode, m.body).toBe(200);
      }
      const res = await call(app, p, {
        method: 'GET',
        url: `/api/patient/health/manage/path?patientId=${patient.id}`,
        token: owner.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      const titles = res.json().data.events.map((e: { title: string }) => e.title);
      expect(titles).toContain('建立健康档案');
      expect(titles).toEqual(
        expect.arrayContaining([
          '提交家庭医生签约申请',
          '申请家庭病床',
          '家庭病床申请通过',
          '首次记录血压',
          '累计记录血压10次',
          '完成陪诊服务',
        ]),
      );
      const times = res.json().data.events.map((e: { time: string }) => e.time);
      expect([...times].sort()).toEqual(times);
      const hidden = await call(app, p, {
        method: 'GET',
        url: `/api/patient/health/manage/path?patientId=${patient.id}`,
        token: farDoctor.token,
      });
      expect(hidden.statusCode).toBe(404);
    });
  });
});
