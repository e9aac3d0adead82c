import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIdcard } from '../auth/helpers.ts';
import { multipart, PNG_1PX } from '../files/helpers.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, countRows } from '../patients/helpers.ts';

const CARD = '6222020200112233446';

async function upload(app: FastifyInstance, p: TestProject, who: Account): Promise<string> {
  const { payload, headers } = multipart({ name: '证件.png', type: 'image/png', body: PNG_1PX });
  const res = await call(app, p, {
    method: 'POST',
    url: '/api/upload/file',
    payload,
    headers,
    token: who.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url as string;
}

describe('doctor sign-up and licence audit with review', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let doctor: Account;
  let otherDoctor: Account;
  let admin: Account;
  let staff: Account;
  let patient: Account;
  let outsider: Account;
  let img: string;
  let img2: string;
  let foreignImg: string;
  const idcard = randomIdcard();

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '钱医生' });
    otherDoctor = await account(app, p, { role: 'doctor', name: '周医生' });
    admin = await account(app, p, { role: 'admin', name: '管理员' });
    staff = await account(app, p, { role: 'staff', name: '运营' });
    patient = await account(app, p);
    outsider = await account(app, other, { role: 'admin' });
    img = await upload(app, p, doctor);
    img2 = await upload(app, p, doctor);
    foreignImg = await upload(app, other, outsider);
  });
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    doctorId: doctor.doctorId,
    autograph: img,
    bank: '中国工商银行',
    bankName: '杭州西湖支行',
    bankAddress: '浙江省杭州市',
    bankCard: '6222 0202 0011 2233 446',
    bankUserName: '钱医生',
    idcard,
    idcardImgList: [img, img2],
    ...extra,
  });
  const submit = (who: Account, payload: Record<string, unknown>, project = p) =>
    call(app, project, { method: 'POST', url: '/api/doctor/sign/up', token: who.token, payload });

  it('submits a sign-up: stored in full, answered masked, pending', async () => {
    const res = await submit(doctor, body());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      doctorId: doctor.doctorId,
      userId: doctor.id,
      state: 0,
      stateText: '待审核',
      bank: '中国工商银行',
      bankName: '杭州西湖支行',
      bankCard: '**** **** **** 3446',
      idcard: `${idcard.slice(0, 3)}${'*'.repeat(12)}${idcard.slice(-3)}`,
      idcardImgList: [img, img2],
      autograph: img,
    });
    expect(res.body).not.toContain(CARD);
    expect(res.body).not.toContain(idcard);
    const stored = await withAdmin(async (c) => {
      const r = await c.query('select bank_card, idcard from doctor_sign_ups where id = $1', [data.id]);
      return r.rows[0];
    });
    expect(stored).toEqual({ bank_card: CARD, idcard });
    const get = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/sign/up/doctor/${doctor.doctorId}`,
      token: doctor.token,
    });
    expect(get.statusCode).toBe(200);
    expect(get.json().data).toMatchObject({ id: data.id, bankCard: '**** **** **** 3446', state: 0 });
    expect(get.body).not.toContain(CARD);
  });

  it('refuses bad fields with 400 and stores nothing', async () => {
    const before = await countRows('doctor_sign_ups', p.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bankCard: '6222020200112233447' }, '银行卡号有误'],
      [{ bankCard: '12345' }, '银行卡号有误'],
      [{ bankCard: '' }, '请填写银行卡号'],
      [{ idcard: '330106198001011234' }, '身份证'],
      [{ bank: '' }, '请填写开户银行'],
      [{ bankUserName: undefined }, '请填写持卡人'],
      [{ idcardImgList: [] }, '请上传身份证照片'],
      [{ idcardImgList: [img, img, img] }, '身份证照片最多2张'],
      [{ autograph: 'https://evil.example/x.png' }, '电子签名地址有误'],
      [{ autograph: foreignImg }, '附件不存在'],
      [{ idcardImgList: ['/api/files/x/0123456789abcdef0123456789abcdef.png'] }, '附件不存在'],
    ];
    for (const [extra, msg] of cases) {
      const res = await submit(doctor, body(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect(await countRows('doctor_sign_ups', p.id)).toBe(before);
  });

  it('401 without a session; customers 403; other doctors and other projects 404', async () => {
    expect(
      (await call(app, p, { method: 'POST', url: '/api/doctor/sign/up', payload: body() })).statusCode,
    ).toBe(401);
    expect(
      (await call(app, p, { method: 'GET', url: `/api/doctor/sign/up/doctor/${doctor.doctorId}` }))
        .statusCode,
    ).toBe(401);
    expect((await submit(patient, body())).statusCode).toBe(403);
    const peek = (who: Account, project = p) =>
      call(app, project, {
        method: 'GET',
        url: `/api/doctor/sign/up/doctor/${doctor.doctorId}`,
        token: who.token,
      });
    expect((await peek(patient)).statusCode).toBe(403);
    expect((await peek(otherDoctor)).statusCode).toBe(404);
    expect((await submit(otherDoctor, body())).statusCode).toBe(404);
    expect((await peek(outsider, other)).statusCode).toBe(404);
    expect(
      (await submit(outsider, body({ autograph: foreignImg, idcardImgList: [foreignImg] }), other))
        .statusCode,
    ).toBe(404);
    expect((await peek(staff)).json().data.bankCard).toBe('**** **** **** 3446');
    const none = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/sign/up/doctor/${otherDoctor.doctorId}`,
      token: otherDoctor.token,
    });
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();
  });

  it('review: admins and staff only; pending -> approved once; a resubmission is pending again', async () => {
    const id = (await submit(doctor, body())).json().data.id as number;
    const review = (who: Account, payload: Record<string, unknown>, project = p, target = id) =>
      call(app, project, {
        method: 'PUT',
        url: `/api/doctor/sign/up/${target}/review`,
        token: who.token,
        payload,
      });
    expect((await review(doctor, { state: 1 })).statusCode).toBe(403);
    expect((await review(patient, { state: 1 })).statusCode).toBe(403);
    expect((await review(outsider, { state: 1 }, other)).statusCode).toBe(404);
    expect((await review(admin, { state: 1 }, p, 2_000_000_000)).statusCode).toBe(404);
    const noReason = await review(admin, { state: 2 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain('请填写不通过原因');
    expect((await review(admin, { state: 0 })).statusCode).toBe(400);
    const [a, b] = await Promise.all([
      review(admin, { state: 1 }),
      review(staff, { state: 2, reason: '照片模糊' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const winner = a.statusCode === 200 ? a : b;
    expect(winner.json().data.bankCard).toBe('**** **** **** 3446');
    const again = await review(admin, { state: 2, reason: '重复' });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该申请已审核，请勿重复操作');
    const resubmit = await submit(doctor, body({ bankName: '杭州滨江支行' }));
    expect(resubmit.json().data).toMatchObject({ id, state: 0, reason: null, bankName: '杭州滨江支行' });
    const rejected = await review(staff, { state: 2, reason: '身份证照片模糊' });
    expect(rejected.json().data).toMatchObject({
      state: 2,
      stateText: '审核不通过',
      reason: '身份证照片模糊',
    });
    // An admin may submit for a doctor.
    const byAdmin = await submit(admin, body({ doctorId: otherDoctor.doctorId, bankUserName: '周医生' }));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().data.userId).toBe(otherDoctor.id);
  });

  it('licence audit: submit, read by user id, review; access rules', async () => {
    const read = (who: Account, userId = doctor.id, project = p) =>
      call(app, project, {
        method: 'GET',
        url: `/api/doctor/license/audit/user/${userId}`,
        token: who.token,
      });
    const empty = await read(doctor);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toBeNull();
    const sub = await call(app, p, {
      method: 'POST',
      url: '/api/doctor/license/audit',
      token: doctor.token,
      payload: { imageList: [img], licenseNo: '110330100000123' },
    });
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json().data).toMatchObject({ state: 0, imageList: [img], licenseNo: '110330100000123' });
    const id = sub.json().data.id as number;
    expect((await read(doctor)).json().data).toMatchObject({ id, state: 0, doctorId: doctor.doctorId });
    expect((await read(admin)).json().data.id).toBe(id);
    expect((await read(otherDoctor)).statusCode).toBe(404);
    expect((await read(patient)).statusCode).toBe(403);
    expect((await read(outsider, doctor.id, other)).statusCode).toBe(404);
    expect((await read(admin, patient.id)).statusCode).toBe(404);
    expect(
      (await call(app, p, { method: 'GET', url: `/api/doctor/license/audit/user/${doctor.id}` })).statusCode,
    ).toBe(401);
    const bad = await call(app, p, {
      method: 'POST',
      url: '/api/doctor/license/audit',
      token: doctor.token,
      payload: { imageList: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('请上传执业证书照片');
    const foreign = await call(app, p, {
      method: 'POST',
      url: '/api/doctor/license/audit',
      token: doctor.token,
      payload: { imageList: [foreignImg] },
    });
    expect(foreign.statusCode).toBe(400);
    const review = (who: Account, payload: Record<string, unknown>) =>
      call(app, p, {
        method: 'PUT',
        url: `/api/doctor/license/audit/${id}/review`,
        token: who.token,
        payload,
      });
    expect((await review(doctor, { state: 1 })).statusCode).toBe(403);
    const ok = await review(admin, { state: 1 });
    expect(ok.json().data).toMatchObject({ state: 1, stateText: '审核通过' });
    expect((await review(admin, { state: 2, reason: 'x' })).statusCode).toBe(400);
    expect((await read(doctor)).json().data.state).toBe(1);
  });
});
