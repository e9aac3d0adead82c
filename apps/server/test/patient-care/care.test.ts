import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_1PX } from '../files/helpers.ts';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import {
  type Account,
  account,
  type CreatedPatient,
  countRows,
  createPatient,
  otherOrgDoctor,
} from '../patients/helpers.ts';

const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

describe('patient care: lookup, medication, accompany, check orders, physical signs', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let farDoctor: Account;
  let otherProjectUser: Account;
  let patient: CreatedPatient;
  let photoUrl: string;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    farDoctor = await otherOrgDoctor(app, p);
    otherProjectUser = await account(app, other);
    patient = await createPatient(app, p, owner, { name: '赵六', doctorId: doctor.doctorId });
    const { payload, headers } = multipart({ name: '陪诊.png', type: 'image/png', body: PNG_1PX });
    const up = await call(app, p, {
      method: 'POST',
      url: '/api/upload/file',
      payload,
      headers,
      token: doctor.token,
    });
    expect(up.statusCode, up.body).toBe(200);
    photoUrl = up.json().data.url;
  });
  afterAll(() => app.close());

  describe('POST /api/patient/find/local/patient', () => {
    it('answers the masked patient only when all three match; any mismatch is the same 404', async () => {
      const seeker = await account(app, p);
      const ok = await call(app, p, {
        method: 'POST',
        url: '/api/patient/find/local/patient',
        token: seeker.token,
        payload: { idcard: patient.idcard, name: patient.name, tel: patient.tel },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ id: patient.id, bound: false });
      expect(ok.json().data.idcard).not.toBe(patient.idcard);
      expect(ok.json().data.tel).toContain('****');

      const mine = await call(app, p, {
        method: 'POST',
        url: '/api/patient/find/local/patient',
        token: owner.token,
        payload: { idcard: patient.idcard, name: patient.name, tel: patient.tel },
      });
      expect(mine.json().data.bound).toBe(true);

      const wrongName = await call(app, p, {
        method: 'POST',
        url: '/api/patient/find/local/patient',
        token: seeker.token,
        payload: { idcard: patient.idcard, name: '别人', tel: patient.tel },
      });
      const wrongTel = await call(app, p, {
        method: 'POST',
        url: '/api/patient/find/local/patient',
        token: seeker.token,
        payload: { idcard: patient.idcard, name: patient.name, tel: '13900000000' },
      });
      expect(wrongName.statusCode).toBe(404);
      expect(wrongTel.statusCode).toBe(404);
      expect(wrongName.json().msg).toBe(wrongTel.json().msg);
      expect(JSON.stringify(wrongName.json())).not.toContain(String(patient.id));

      const otherProject = await call(app, other, {
        method: 'POST',
        url: '/api/patient/find/local/patient',
        token: otherProjectUser.token,
        payload: { idcard: patient.idcard, name: patient.name, tel: patient.tel },
      });
      expect(otherProject.statusCode).toBe(404);
    });

    it('refuses a bad ID number with 400 and locks an account after 5 misses (429 even when right)', async () => {
      const guesser = await account(app, p);
      const bad = await call(app, p, {
        method: 'POST',
        url: '/api/patient/find/local/patient',
        token: guesser.token,
        payload: { idcard: '123', name: 'x', tel: patient.tel },
      });
      expect(bad.statusCode).toBe(400);
      for (let i = 0; i < 5; i++) {
        const miss = await call(app, p, {
          method: 'POST',
          url: '/api/patient/find/local/patient',
          token: guesser.token,
          payload: { idcard: patient.idcard, name: `猜${i}`, tel: patient.tel },
        });
        expect(miss.statusCode).toBe(404);
      }
      const locked = await call(app, p, {
        method: 'POST',
        url: '/api/patient/find/local/patient',
        token: guesser.token,
        payload: { idcard: patient.idcard, name: patient.name, tel: patient.tel },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().msg).toBe('查询次数过多，请15分钟后再试');
    }, 30_000);
  });

  describe('medication records and multivariate flags', () => {
    it('the account adds and lists medication records; flags show the medicine area', async () => {
      const before = await call(app, p, {
        method: 'POST',
        url: `/api/multivariate/data/related/show?patientId=${patient.id}`,
        token: owner.token,
      });
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json().data.flags.medicine).toBe(false);

      const add = await call(app, p, {
        method: 'POST',
        url: '/api/patient/medicine/record',
        token: owner.token,
        payload: {
          patientId: patient.id,
          name: '苯磺酸氨氯地平片',
          dosage: '5mg',
          frequency: '每日一次',
          startDate: '2026-01-01',
        },
      });
      expect(add.statusCode, add.body).toBe(200);
      const list = await call(app, p, {
        method: 'GET',
        url: `/api/patient/medicine/record?patientId=${patient.id}`,
        token: doctor.token,
      });
      expect(list.json().data.total).toBe(1);
      expect(list.json().data.list[0]).toMatchObject({ name: '苯磺酸氨氯地平片', dosage: '5mg' });

      const after = await call(app, p, {
        method: 'POST',
        url: `/api/multivariate/data/related/show?patientId=${patient.id}`,
        token: owner.token,
      });
      const item = after.json().data.items.find((i: { key: string }) => i.key === 'medicine');
      expect(item).toMatchObject({ show: true, count: 1, label: '用药记录' });
    });

    it('bad dates answer 400 in Chinese and store nothing; others see 404', async () => {
      const n = await countRows('medicine_records', p.id);
      for (const payload of [
        { patientId: patient.id, name: '药', startDate: '2026-13-01' },
        { patientId: patient.id, name: '药', startDate: '2026-02-01', endDate: '2026-01-01' },
        { patientId: patient.id, name: '', startDate: '2026-02-01' },
        { patientId: patient.id, name: '药', startDate: '2099-01-01' },
      ]) {
        const res = await call(app, p, {
          method: 'POST',
          url: '/api/patient/medicine/record',
          token: owner.token,
          payload,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
      }
      expect(await countRows('medicine_records', p.id)).toBe(n);
      for (const who of [stranger, farDoctor]) {
        const res = await call(app, p, {
          method: 'GET',
          url: `/api/patient/medicine/record?patientId=${patient.id}`,
          token: who.token,
        });
        expect(res.statusCode).toBe(404);
      }
      const res = await call(app, other, {
        method: 'POST',
        url: `/api/multivariate/data/related/show?patientId=${patient.id}`,
        token: otherProjectUser.token,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('accompany orders', () => {
    let orderId: number;
    const body = () => ({
      patientId: patient.id,
      hospital: '市第一人民医院',
      department: '心内科',
      appointTime: minutesFromNow(24 * 60),
      tel: patient.tel,
    });

    it('the account orders; the patient doctor receives; a second receive loses', async () => {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/accompany/order',
        token: owner.token,
        payload: body(),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ state: 'created', stateLabel: '待接单', price: 0 });
      orderId = res.json().data.id;

      const far = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/accompany/order/receive/${orderId}`,
        token: farDoctor.token,
      });
      expect(far.statusCode).toBe(404);
      const byOwner = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/accompany/order/receive/${orderId}`,
        token: owner.token,
      });
      expect(byOwner.statusCode).toBe(403);

      const [a, b] = await Promise.all([
        call(app, p, {
          method: 'PUT',
          url: `/api/patient/accompany/order/receive/${orderId}`,
          token: doctor.token,
        }),
        call(app, p, {
          method: 'PUT',
          url: `/api/patient/accompany/order/receive/${orderId}`,
          token: doctor.token,
        }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
      const detail = await call(app, p, {
        method: 'GET',
        url: `/api/patient/accompany/order/${orderId}`,
        token: owner.token,
      });
      expect(detail.json().data).toMatchObject({ state: 'received', servicerName: '王医生' });
    });

    it('the receiver serves, uploads photos and completes; the owner cannot move it', async () => {
      const ownerServe = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/accompany/order/state/${orderId}`,
        token: owner.token,
        payload: { state: 'serving' },
      });
      expect(ownerServe.statusCode).toBe(403);
      const skip = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/accompany/order/state/${orderId}`,
        token: doctor.token,
        payload: { state: 'completed' },
      });
      expect(skip.statusCode).toBe(400);
      const serve = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/accompany/order/state/${orderId}`,
        token: doctor.token,
        payload: { state: 'serving' },
      });
      expect(serve.json().data.state).toBe('serving');
      const photo = await call(app, p, {
        method: 'POST',
        url: `/api/patient/accompany/order/schedule/photo/${orderId}`,
        token: doctor.token,
        payload: { photos: [{ url: photoUrl, name: '陪诊.png' }] },
      });
      expect(photo.statusCode, photo.body).toBe(200);
      expect(photo.json().data.photos).toHaveLength(1);
      const foreign = await call(app, p, {
        method: 'POST',
        url: `/api/patient/accompany/order/schedule/photo/${orderId}`,
        token: doctor.token,
        payload: { photos: [{ url: `/api/files/${p.key}/${'a'.repeat(32)}.png`, name: 'x.png' }] },
      });
      expect(foreign.statusCode).toBe(400);
      const done = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/accompany/order/state/${orderId}`,
        token: doctor.token,
        payload: { state: 'completed' },
      });
      expect(done.json().data).toMatchObject({ state: 'completed', stateLabel: '已完成' });
      const cancel = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/accompany/order/state/${orderId}`,
        token: owner.token,
        payload: { state: 'cancelled' },
      });
      expect(cancel.statusCode).toBe(400);
    });

    it('the owner cancels a created order; lists are scoped; bad input is 400', async () => {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/accompany/order',
        token: owner.token,
        payload: body(),
      });
      const id = res.json().data.id;
      const cancel = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/accompany/order/state/${id}`,
        token: owner.token,
        payload: { state: 'cancelled' },
      });
      expect(cancel.json().data.state).toBe('cancelled');
      const mine = await call(app, p, {
        method: 'GET',
        url: '/api/patient/accompany/order',
        token: owner.token,
      });
      expect(mine.json().data.total).toBe(2);
      const theirs = await call(app, p, {
        method: 'GET',
        url: '/api/patient/accompany/order',
        token: stranger.token,
      });
      expect(theirs.json().data.total).toBe(0);
      const detail = await call(app, p, {
        method: 'GET',
        url: `/api/patient/accompany/order/${id}`,
        token: stranger.token,
      });
      expect(detail.statusCode).toBe(404);
      const n = await countRows('accompany_orders', p.id);
      for (const extra of [{ appointTime: minutesFromNow(-120) }, { tel: '123' }, { hospital: '' }]) {
        const bad = await call(app, p, {
          method: 'POST',
          url: '/api/patient/accompany/order',
          token: owner.token,
          payload: { ...body(), ...extra },
        });
        expect(bad.statusCode, bad.body).toBe(400);
      }
      expect(await countRows('accompany_orders', p.id)).toBe(n);
    });
  });

  describe('check/inspection orders and curves', () => {
    it('the account books items; the curve plots numeric results over time', async () => {
      const order = await call(app, p, {
        method: 'POST',
        url: '/api/patient/check/inspection/order',
        token: owner.token,
        payload: {
          patientId: patient.id,
          kind: 'inspection',
          items: ['空腹血糖', '糖化血红蛋白'],
          appointTime: minutesFromNow(60 * 24),
        },
      });
      expect(order.statusCode, order.body).toBe(200);
      expect(order.json().data).toMatchObject({ state: 0, stateLabel: '已提交' });
      const orders = await call(app, p, {
        method: 'GET',
        url: `/api/patient/check/inspection/order?patientId=${patient.id}`,
        token: owner.token,
      });
      expect(orders.json().data.total).toBe(1);
      const badOrder = await call(app, p, {
        method: 'POST',
        url: '/api/patient/check/inspection/order',
        token: owner.token,
        payload: { patientId: patient.id, kind: 'inspection', items: [], appointTime: minutesFromNow(60) },
      });
      expect(badOrder.statusCode).toBe(400);

      const results = [
        ['7.8 %', 300],
        ['7.1%', 200],
        ['未见异常', 150],
        ['6.5', 100],
      ] as const;
      for (const [result, minutesAgo] of results) {
        const res = await call(app, p, {
          method: 'POST',
          url: '/api/patient/check/inspection/record',
          token: owner.token,
          payload: {
            patientId: patient.id,
            kind: 'inspection',
            itemName: '糖化血红蛋白',
            checkTime: minutesFromNow(-minutesAgo),
            result,
            abnormal: result.startsWith('7.8'),
          },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const curve = await call(app, p, {
        method: 'GET',
        url: `/api/patient/check/inspection/curve?patientId=${patient.id}&itemName=${encodeURIComponent('糖化血红蛋白')}`,
        token: doctor.token,
      });
      expect(curve.statusCode, curve.body).toBe(200);
      expect(curve.json().data.points.map((pt: { value: number }) => pt.value)).toEqual([7.8, 7.1, 6.5]);
      expect(curve.json().data.skipped).toBe(1);
      const hidden = await call(app, p, {
        method: 'GET',
        url: `/api/patient/check/inspection/curve?patientId=${patient.id}&itemName=x`,
        token: stranger.token,
      });
      expect(hidden.statusCode).toBe(404);
    });
  });

  describe('physical signs saved by a servicer', () => {
    it('stores measurements with source doctor, flags the abnormal ones and lists the set', async () => {
      const before = await countRows('measurements', p.id, 'patient_id = $2', [patient.id]);
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/physical/sign/save',
        token: doctor.token,
        payload: {
          idcard: patient.idcard,
          name: patient.name,
          sbp: 185,
          dbp: 112,
          heart: 80,
          bg: 5.2,
          mbg: '8.1',
          weight: 70,
          height: 170,
          temperature: 36.6,
          time: minutesFromNow(-10),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.measurementIds).toHaveLength(5);
      expect(data.abnormal).toBe(true);
      expect(await countRows('measurements', p.id, 'patient_id = $2', [patient.id])).toBe(before + 5);
      expect(
        await countRows(
          'measurements',
          p.id,
          `patient_id = $2 and source = 'doctor' and type = 'bp' and abnormal`,
          [patient.id],
        ),
      ).toBe(1);
      const history = await call(app, p, {
        method: 'GET',
        url: `/api/patient/physical/sign/list?patientId=${patient.id}`,
        token: owner.token,
      });
      expect(history.json().data.list[0]).toMatchObject({
        patientName: '赵六',
        servicerName: '王医生',
        abnormal: true,
      });
    });

    it('refuses customers, strangers, a wrong name and bad values (nothing stored)', async () => {
      const base = { idcard: patient.idcard, name: patient.name, sbp: 120, dbp: 80 };
      const asOwner = await call(app, p, {
        method: 'POST',
        url: '/api/patient/physical/sign/save',
        token: owner.token,
        payload: base,
      });
      expect(asOwner.statusCode).toBe(403);
      const far = await call(app, p, {
        method: 'POST',
        url: '/api/patient/physical/sign/save',
        token: farDoctor.token,
        payload: base,
      });
      expect(far.statusCode).toBe(404);
      const wrongName = await call(app, p, {
        method: 'POST',
        url: '/api/patient/physical/sign/save',
        token: doctor.token,
        payload: { ...base, name: '别人' },
      });
      expect(wrongName.statusCode).toBe(400);
      const n = await countRows('measurements', p.id);
      for (const extra of [
        { sbp: -120 },
        { sbp: 'abc' },
        { dbp: undefined },
        { time: minutesFromNow(60) },
        { sbp: undefined, dbp: undefined },
      ]) {
        const bad = await call(app, p, {
          method: 'POST',
          url: '/api/patient/physical/sign/save',
          token: doctor.token,
          payload: { ...base, ...extra },
        });
        expect(bad.statusCode, bad.body).toBe(400);
        expect(bad.json().msg).toMatch(/[\u4e00-\u9fa5]/);
      }
      expect(await countRows('measurements', p.id)).toBe(n);
    });
  });
});
