import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_1PX } from '../files/helpers.ts';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import {
  type Account,
  account,
  createOrder,
  forceState,
  patientAccount,
  setFunction,
} from '../inquiry/helpers.ts';

const recipe = (orderId: number, extra: Record<string, unknown> = {}) => ({
  orderId,
  kind: 'recipe',
  diagnosis: '上呼吸道感染',
  items: [{ name: '连花清瘟胶囊', spec: '0.35g*24粒', usage: '一次4粒，一日3次', quantity: '2盒' }],
  advice: '多饮水，注意休息',
  ...extra,
});

describe('inquiry extras: prescriptions, test orders, added photos', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let otherDoctor: Account;
  let owner: Awaited<ReturnType<typeof patientAccount>>;
  let stranger: Account;
  let orderId: number;
  let imageUrl: string;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    otherDoctor = await account(app, p, { role: 'doctor' });
    await setFunction(p, doctor, { isFree: true, price: 0 });
    owner = await patientAccount(app, p);
    stranger = await account(app, p);
    orderId = (
      await createOrder(app, p, owner.user, {
        doctorId: doctor.doctorId,
        patientId: owner.patient.id,
        price: 0,
      })
    ).id;
    const { payload, headers } = multipart({ name: '舌苔.png', type: 'image/png', body: PNG_1PX });
    const up = await call(app, p, {
      method: 'POST',
      url: '/api/upload/file?path=inquiry',
      payload,
      headers,
      token: owner.user.token,
    });
    expect(up.statusCode, up.body).toBe(200);
    imageUrl = up.json().data.url;
  });
  afterAll(() => app.close());

  const read = (kind: string, who: Account, id = orderId) =>
    call(app, p, {
      method: 'GET',
      url: `/api/patient/inquiry/order/prescription/${id}/${kind}`,
      token: who.token,
    });
  const write = (who: Account, body: Record<string, unknown>) =>
    call(app, p, {
      method: 'POST',
      url: '/api/doctor/inquiry/order/prescription',
      token: who.token,
      payload: body,
    });

  it('the order’s doctor writes a prescription after accepting; patient and doctor read it', async () => {
    const early = await write(doctor, recipe(orderId));
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe('接诊后才能开具');
    await forceState(orderId, 'accepted');
    expect((await read('recipe', owner.user)).json().data).toBeNull();
    const saved = await write(doctor, recipe(orderId));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      kind: 'recipe',
      diagnosis: '上呼吸道感染',
      doctorName: '王医生',
    });
    const again = await write(doctor, recipe(orderId, { diagnosis: '急性咽炎' }));
    expect(again.json().data.id).toBe(saved.json().data.id);
    const mine = await read('recipe', owner.user);
    expect(mine.json().data).toMatchObject({ diagnosis: '急性咽炎', advice: '多饮水，注意休息' });
    expect((await read('recipe', doctor)).statusCode).toBe(200);
    const test = await write(
      doctor,
      recipe(orderId, { kind: 'test', diagnosis: '发热待查', items: [{ name: '血常规' }] }),
    );
    expect(test.statusCode).toBe(200);
    expect((await read('test', owner.user)).json().data.items).toEqual([{ name: '血常规' }]);
  });

  it('refuses others and bad input with Chinese messages', async () => {
    expect((await write(otherDoctor, recipe(orderId))).statusCode).toBe(404);
    expect((await write(owner.user, recipe(orderId))).statusCode).toBe(403);
    expect((await read('recipe', stranger)).statusCode).toBe(404);
    expect((await read('recipe', otherDoctor)).statusCode).toBe(404);
    expect((await read('other', owner.user)).statusCode).toBe(400);
    for (const [extra, msg] of [
      [{ diagnosis: '' }, '请填写诊断'],
      [{ items: [] }, '请至少填写一项'],
      [{ items: [{ name: '' }] }, '请填写名称'],
      [{ kind: 'x' }, '类型有误'],
    ] as const) {
      const res = await write(doctor, recipe(orderId, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
  });

  it('the patient adds uploaded photos to an open order, at most 9 in all', async () => {
    const url = `/api/patient/inquiry/order/images/${orderId}`;
    const put = (who: Account, imageList: string[]) =>
      call(app, p, { method: 'PUT', url, token: who.token, payload: { imageList } });
    const ok = await put(owner.user, [imageUrl]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual([imageUrl]);
    const made = await put(owner.user, ['/api/files/x/0000.png']);
    expect(made.statusCode).toBe(400);
    expect(made.json().msg).toContain('附件不存在');
    expect((await put(stranger, [imageUrl])).statusCode).toBe(404);
    expect((await put(doctor, [imageUrl])).statusCode).toBe(403);
    const many = await put(owner.user, Array(9).fill(imageUrl));
    expect(many.statusCode).toBe(400);
    expect(many.json().msg).toBe('最多上传9张图片');
    await forceState(orderId, 'completed');
    const closed = await put(owner.user, [imageUrl]);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().msg).toBe('订单当前状态不能上传照片');
  });
});
