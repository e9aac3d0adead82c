import { idCardCheckChar } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TOPIC } from '../../src/realtime/hub.ts';
import { randomIdcard } from '../auth/helpers.ts';
import {
  call,
  createProject,
  createTestApp,
  randomKey,
  randomTel,
  type TestProject,
  withAdmin,
} from '../fixtures.ts';
import { type Account, account, countRows, createPatient } from '../patients/helpers.ts';

const INGEST = '/iotapi/mobile/collect/family/doctor';

describe('devices and IoT collection', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let patientId: number;
  const pushed: Array<{ userId: number; message: { action: string; data: Record<string, unknown> } }> = [];

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor' });
    patientId = (await createPatient(app, p, owner, { doctorId: doctor.doctorId })).id;
    app.services.bus.subscribe(USER_TOPIC, (m) => {
      pushed.push(m as (typeof pushed)[number]);
    });
  });
  afterAll(() => app.close());

  async function bind(type = 'bp', who: Account = owner, pid = patientId) {
    const serial = randomKey('SN').toUpperCase();
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/iot/device/bind',
      token: who.token,
      payload: {
        serial,
        patientId: pid,
        deviceMeasureType: type,
        deviceBrand: '鱼跃',
        macAddress: 'a1:b2:c3:d4:e5:f6',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { id: number; secret: string };
    return { serial, id: data.id, secret: data.secret };
  }

  const reading = (serial: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    serial,
    type: 'bp',
    values,
    measureTime: new Date(Date.now() - 30_000).toISOString(),
    ...extra,
  });

  it('binds a device, ingests an IoT reading with its secret (bare answer) and tells the doctor', async () => {
    const d = await bind();
    expect(d.secret.length).toBeGreaterThanOrEqual(40);
    const res = await call(app, p, {
      method: 'POST',
      url: INGEST,
      headers: { 'x-device-secret': d.secret },
      payload: reading(d.serial, { systolic: 182, diastolic: 100, heartRate: 80 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('success');
    expect(body).toMatchObject({ level: 'grade3', abnormal: true });
    expect(pushed.find((m) => m.userId === doctor.id)?.message).toEqual({
      action: 'FAMILY_DOCTOR_MEASURE_DATA',
      data: { patientId, measurementId: body.id, type: 'bp', level: 'grade3' },
    });
    const last = await call(app, p, {
      method: 'GET',
      url: `/iotapi/mobile/collect/bp/${d.serial}/last`,
      token: owner.token,
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({
      id: body.id,
      source: 'iot',
      deviceId: d.id,
      values: { systolic: 182 },
    });
    const noBg = await call(app, p, {
      method: 'GET',
      url: `/iotapi/mobile/collect/bg/${d.serial}/last`,
      token: owner.token,
    });
    expect(noBg.json()).toBeNull();
    const history = await call(app, p, {
      method: 'GET',
      url: '/api/patient/blood/pressure',
      token: owner.token,
      query: { patientId: String(patientId) },
    });
    expect(history.json().data.list[0].id).toBe(body.id);
    const forDoctor = await call(app, p, { method: 'GET', url: INGEST, token: doctor.token });
    expect(forDoctor.json().map((m: { id: number }) => m.id)).toContain(body.id);
    const forCustomer = await call(app, p, { method: 'GET', url: INGEST, token: owner.token });
    expect(forCustomer.statusCode).toBe(403);
  });

  it('refuses readings without the right secret, of the wrong type, or with bad values; stores nothing', async () => {
    const d = await bind();
    const before = await countRows('measurements', p.id);
    const ok = reading(d.serial, { systolic: 120, diastolic: 80 });
    const auth: Array<[Record<string, string>, unknown, TestProject | string]> = [
      [{}, ok, p],
      [{ 'x-device-secret': 'x'.repeat(43) }, ok, p],
      [{ 'x-device-secret': d.secret }, { ...ok, serial: 'UNKNOWN-1' }, p],
      [{ 'x-device-secret': d.secret }, ok, (await createProject()).key],
    ];
    for (const [headers, payload, project] of auth) {
      const res = await call(app, project, {
        method: 'POST',
        url: INGEST,
        headers,
        payload: payload as Record<string, unknown>,
      });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().msg).toBe('设备认证失败');
    }
    const bad: Array<[unknown, string]> = [
      [reading(d.serial, { systolic: -10, diastolic: 80 }), '收缩压不能小于40'],
      [reading(d.serial, { systolic: 'high', diastolic: 80 }), '收缩压须为数字'],
      [
        reading(
          d.serial,
          { systolic: 120, diastolic: 80 },
          { measureTime: new Date(Date.now() + 3_600_000).toISOString() },
        ),
        '测量时间不能晚于当前时间',
      ],
      [reading(d.serial, { glucose: 5 }, { type: 'bg' }), '测量类型与设备不符'],
      [{ serial: '', type: 'bp', values: {} }, '请输入设备序列号'],
    ];
    for (const [payload, msg] of bad) {
      const res = await call(app, p, {
        method: 'POST',
        url: INGEST,
        headers: { 'x-device-secret': d.secret },
        payload: payload as Record<string, unknown>,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect(await countRows('measurements', p.id)).toBe(before);
  });

  it('unbinding ends the device secret at once; only someone who sees the patient may bind or unbind', async () => {
    const d = await bind();
    const first = await call(app, p, {
      method: 'POST',
      url: INGEST,
      headers: { 'x-device-secret': d.secret },
      payload: reading(d.serial, { systolic: 120, diastolic: 80 }),
    });
    expect(first.statusCode).toBe(200);
    const byStranger = await call(app, p, {
      method: 'DELETE',
      url: '/api/iot/device/unbind',
      token: stranger.token,
      query: { id: String(d.id) },
    });
    expect(byStranger.statusCode).toBe(404);
    const strangerBind = await call(app, p, {
      method: 'POST',
      url: '/api/iot/device/bind',
      token: stranger.token,
      payload: { serial: randomKey('SN'), patientId, deviceMeasureType: 'bp' },
    });
    expect(strangerBind.statusCode).toBe(404);
    const unbind = await call(app, p, {
      method: 'DELETE',
      url: '/api/iot/device/unbind',
      token: owner.token,
      query: { serial: d.serial },
    });
    expect(unbind.statusCode, unbind.body).toBe(200);
    const after = await call(app, p, {
      method: 'POST',
      url: INGEST,
      headers: { 'x-device-secret': d.secret },
      payload: reading(d.serial, { systolic: 120, diastolic: 80 }),
    });
    expect(after.statusCode).toBe(401);
    const mine = await call(app, p, { method: 'GET', url: '/api/iot/device/mine', token: owner.token });
    expect(mine.json().data.map((x: { serial: string }) => x.serial)).not.toContain(d.serial);
    const noAuth = await call(app, p, { method: 'GET', url: '/api/iot/device/mine' });
    expect(noAuth.statusCode).toBe(401);
    const badQuery = await call(app, p, {
      method: 'DELETE',
      url: '/api/iot/device/unbind',
      token: owner.token,
    });
    expect(badQuery.statusCode).toBe(400);
  });

  it("a device of another patient needs a servicer's force bind; devices move between visible patients", async () => {
    const d = await bind();
    const otherOwner = await account(app, p);
    const otherPatient = (await createPatient(app, p, otherOwner)).id;
    const taken = await call(app, p, {
      method: 'POST',
      url: '/api/iot/device/bind',
      token: otherOwner.token,
      payload: { serial: d.serial, patientId: otherPatient, deviceMeasureType: 'bp', isForceBind: true },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toBe('设备已被其他患者绑定');
    const forced = await call(app, p, {
      method: 'POST',
      url: '/api/iot/device/bind',
      token: doctor.token,
      payload: { serial: d.serial, patientId: otherPatient, deviceMeasureType: 'bp', isForceBind: 1 },
    });
    expect(forced.statusCode, forced.body).toBe(200);
    const oldSecret = await call(app, p, {
      method: 'POST',
      url: INGEST,
      headers: { 'x-device-secret': d.secret },
      payload: reading(d.serial, { systolic: 120, diastolic: 80 }),
    });
    expect(oldSecret.statusCode).toBe(401);
    const second = (await createPatient(app, p, otherOwner)).id;
    const move = await call(app, p, {
      method: 'POST',
      url: `/api/iot/patient/bind/${d.id}`,
      token: otherOwner.token,
      payload: { patientId: second },
    });
    expect(move.statusCode, move.body).toBe(200);
    expect(move.json().data.patientId).toBe(second);
    const moveToForeign = await call(app, p, {
      method: 'POST',
      url: '/api/iot/patient/bind',
      token: otherOwner.token,
      payload: { serial: d.serial, patientId },
    });
    expect(moveToForeign.statusCode).toBe(404);
  });

  it('IoT family calls answer bare data; applications and specs', async () => {
    const serial = randomKey('SN');
    const bound = await call(app, p, {
      method: 'POST',
      url: '/iotapi/mobile/collect/family/bind/device',
      token: owner.token,
      payload: { serial, patientId, deviceMeasureType: 'weight' },
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json()).toMatchObject({ serial, patientId });
    const list = await call(app, p, {
      method: 'GET',
      url: '/iotapi/mobile/collect/family/device',
      token: owner.token,
    });
    expect(Array.isArray(list.json())).toBe(true);
    expect(list.json().map((x: { serial: string }) => x.serial)).toContain(serial);
    const weigh = await call(app, p, {
      method: 'POST',
      url: INGEST,
      headers: { 'x-device-secret': bound.json().secret },
      payload: { serial, type: 'weight', values: { weight: 70, height: 175 } },
    });
    expect(weigh.statusCode, weigh.body).toBe(200);
    const last = await call(app, p, {
      method: 'GET',
      url: `/iotapi/mobile/collect/bmi/${serial}/last`,
      token: owner.token,
    });
    expect(last.json().values).toEqual({ weight: 70, height: 175, bmi: 22.9 });
    const foreign = await call(app, p, {
      method: 'GET',
      url: `/iotapi/mobile/collect/bmi/${serial}/last`,
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
    const anon = await call(app, p, { method: 'GET', url: '/iotapi/mobile/collect/family/device' });
    expect(anon.statusCode).toBe(401);

    const apply = await call(app, p, {
      method: 'POST',
      url: '/api/iot/device/apply',
      token: owner.token,
      payload: {
        idcard: randomIdcard(),
        name: '申请人',
        tel: randomTel(),
        deviceType: 'bp',
        reason: '居家监测',
      },
    });
    expect(apply.statusCode, apply.body).toBe(200);
    expect(apply.json().data).toMatchObject({ state: 0 });
    expect(apply.json().data.idcard).toContain('*');
    const badApply = await call(app, p, {
      method: 'POST',
      url: '/api/iot/device/apply',
      token: owner.token,
      payload: { idcard: 'x', name: '申请人', tel: randomTel(), deviceType: 'bp' },
    });
    expect(badApply.statusCode).toBe(400);

    await withAdmin((c) =>
      c.query(
        `insert into device_specs (project_id, name, type, brand, model, measure_type) values ($1, '臂式血压计', 'ble', '鱼跃', 'YE660', 'bp')`,
        [p.id],
      ),
    );
    const specs = await call(app, p, {
      method: 'POST',
      url: '/api/iot/spec',
      token: owner.token,
      payload: { measureType: 'bp' },
    });
    expect(specs.statusCode, specs.body).toBe(200);
    expect(specs.json().data).toHaveLength(1);
    const other = await createProject();
    const outsider = await account(app, other);
    const noSpecs = await call(app, other, {
      method: 'POST',
      url: '/api/iot/spec',
      token: outsider.token,
      payload: {},
    });
    expect(noSpecs.json().data).toEqual([]);
  });

  it("a child's IoT reading is graded on the children's ranges", async () => {
    const year = new Date().getUTCFullYear();
    // An 8-year-old girl (the 17th character of the ID is even: female).
    const first17 = `330106${year - 8}0101002`;
    const idcard = first17 + idCardCheckChar(first17);
    const child = (await createPatient(app, p, owner, { idcard, birthday: `${year - 8}-01-01`, sex: 2 })).id;
    const d = await bind('bp', owner, child);
    const res = await call(app, p, {
      method: 'POST',
      url: INGEST,
      headers: { 'x-device-secret': d.secret },
      payload: reading(d.serial, { systolic: 118, diastolic: 76 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    // 118/76 is normal for an adult, above the P95 cut-off of an 8-year-old girl (112/73).
    expect(res.json()).toMatchObject({ level: 'child_high', abnormal: true });
  });
});
