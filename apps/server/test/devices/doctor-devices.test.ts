import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, randomKey, type TestProject } from '../fixtures.ts';
import { type Account, account, createPatient, otherOrgDoctor } from '../patients/helpers.ts';

const LIST = '/api/iot/family/doctor/device';
const RECORDS = '/api/iot/family/doctor/device/record';
const INGEST = '/iotapi/mobile/collect/family/doctor';

describe("the doctor's device management: devices of the org's patients and their readings", () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let colleague: Account;
  let stranger: Account;
  let family: Account;
  let patientA: { id: number; name: string; tel: string };
  let patientB: { id: number; name: string };
  let outsider: { id: number };
  let bp: { id: number; serial: string; secret: string };
  let foreignDevice: { id: number };

  const get = (who: Account | null, url: string) =>
    call(app, p, { method: 'GET', url, ...(who ? { token: who.token } : {}) });

  async function bind(who: Account, patientId: number, type = 'bp') {
    const serial = randomKey('SN').toUpperCase();
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/iot/family/doctor/device/bind',
      token: who.token,
      payload: { serial, patientId, deviceMeasureType: type, deviceBrand: '鱼跃', bindType: 'nb' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { id: number; secret: string };
    return { id: data.id, serial, secret: data.secret };
  }

  async function upload(
    d: { serial: string; secret: string },
    values: Record<string, number>,
    minutesAgo: number,
  ) {
    const res = await call(app, p, {
      method: 'POST',
      url: INGEST,
      headers: { 'x-device-secret': d.secret },
      payload: {
        serial: d.serial,
        type: 'bp',
        values,
        measureTime: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    colleague = await account(app, p, { role: 'assistant', name: '赵助理' });
    stranger = await otherOrgDoctor(app, p);
    family = await account(app, p);
    patientA = await createPatient(app, p, doctor, { name: '孙秀英', tel: '13912345678' });
    patientB = await createPatient(app, p, doctor, { name: '钱卫国' });
    outsider = await createPatient(app, p, stranger, { name: '外院患者' });
    bp = await bind(doctor, patientA.id);
    await upload(bp, { systolic: 128, diastolic: 82, heartRate: 70 }, 120);
    await upload(bp, { systolic: 168, diastolic: 102, heartRate: 88 }, 60);
    // A reading entered by hand is not a device reading.
    const manual = await call(app, p, {
      method: 'POST',
      url: '/api/patient/life/measurement',
      token: doctor.token,
      payload: {
        patientId: patientA.id,
        type: 'bp',
        values: { systolic: 120, diastolic: 80 },
        measureTime: new Date().toISOString(),
      },
    });
    expect(manual.statusCode, manual.body).toBe(200);
    foreignDevice = await bind(stranger, outsider.id, 'bg');
  });
  afterAll(() => app.close());

  it("lists the org's devices with the patient masked, the newest reading and 30-day counts", async () => {
    const res = await get(doctor, LIST);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(1);
    const row = page.list[0];
    expect(row).toMatchObject({
      id: bp.id,
      serial: bp.serial,
      patientId: patientA.id,
      patientName: '孙秀英',
      patientTel: '139****5678',
      recentReadings: 2,
      recentAbnormal: 1,
    });
    expect(row.lastReading).toMatchObject({ values: { systolic: 168 }, level: 'grade2', abnormal: true });
    expect(JSON.stringify(page)).not.toContain(patientA.tel);
    expect(JSON.stringify(page)).not.toContain('secret');
    // The assistant of the org sees the same; the other org's doctor sees only their own device.
    expect((await get(colleague, LIST)).json().data.total).toBe(1);
    const theirs = (await get(stranger, LIST)).json().data;
    expect(theirs.list.map((d: { id: number }) => d.id)).toEqual([foreignDevice.id]);
  });

  it('searches by patient name or the start of a serial, and filters by measure type', async () => {
    const byName = (await get(doctor, `${LIST}?search=${encodeURIComponent('秀英')}`)).json().data;
    expect(byName.total).toBe(1);
    const bySerial = (await get(doctor, `${LIST}?search=${bp.serial.slice(0, 8)}`)).json().data;
    expect(bySerial.list[0].id).toBe(bp.id);
    expect((await get(doctor, `${LIST}?search=${foreignDevice.id}ZZ`)).json().data.total).toBe(0);
    expect((await get(doctor, `${LIST}?measureType=bg`)).json().data.total).toBe(0);
    expect((await get(doctor, `${LIST}?deviceId=${bp.id}`)).json().data.list[0].id).toBe(bp.id);
    expect((await get(doctor, `${LIST}?deviceId=${foreignDevice.id}`)).json().data.total).toBe(0);
    // Wildcards are text, not patterns.
    expect((await get(doctor, `${LIST}?search=%25`)).json().data.total).toBe(0);
  });

  it('answers 400 with a Chinese message for a bad filter, 401 without a session, 403 for a customer', async () => {
    const bad = await get(doctor, `${LIST}?measureType=xyz`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect(bad.json().msg).toContain('设备测量类型有误');
    expect((await get(doctor, `${LIST}?pageSize=0`)).json().msg).toContain('每页条数须大于0');
    expect((await get(null, LIST)).statusCode).toBe(401);
    expect((await get(family, LIST)).statusCode).toBe(403);
    expect((await get(null, `${RECORDS}?patientId=${patientA.id}`)).statusCode).toBe(401);
    expect((await get(family, `${RECORDS}?patientId=${patientA.id}`)).statusCode).toBe(403);
  });

  it("answers a patient's device readings, graded, without hand-entered ones, with the patient masked", async () => {
    const res = await get(doctor, `${RECORDS}?patientId=${patientA.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(2);
    expect(data.abnormal).toBe(1);
    expect(data.list.map((m: { levelLabel: string; source: string }) => [m.levelLabel, m.source])).toEqual([
      ['2级高血压（中度）', 'iot'],
      ['正常高值', 'iot'],
    ]);
    expect(data.patient).toMatchObject({ id: patientA.id, name: '孙秀英', tel: '139****5678' });
    expect(data.patient.idcard).toMatch(/\*{4,}/);
    expect(data.devices).toEqual([expect.objectContaining({ id: bp.id, current: true })]);
    const one = (
      await get(doctor, `${RECORDS}?patientId=${patientA.id}&deviceId=${bp.id}&pageSize=1`)
    ).json();
    expect(one.data).toMatchObject({ total: 2, pageSize: 1, abnormal: 1 });
    expect(one.data.list).toHaveLength(1);
    const bg = (await get(doctor, `${RECORDS}?patientId=${patientA.id}&type=bg`)).json().data;
    expect(bg).toMatchObject({ total: 0, abnormal: 0, list: [] });
  });

  it('refuses records without a patient (400) and hides another org’s patient or device (404)', async () => {
    const missing = await get(doctor, RECORDS);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().success).toBe(false);
    expect((await get(doctor, `${RECORDS}?patientId=abc`)).statusCode).toBe(400);
    expect((await get(doctor, `${RECORDS}?patientId=${patientA.id}&type=xyz`)).json().msg).toContain(
      '测量类型有误',
    );
    const foreignPatient = await get(doctor, `${RECORDS}?patientId=${outsider.id}`);
    expect(foreignPatient.statusCode).toBe(404);
    const foreign = await get(doctor, `${RECORDS}?patientId=${patientA.id}&deviceId=${foreignDevice.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, msg: '设备不存在' });
    expect((await get(doctor, `${RECORDS}?patientId=${patientA.id}&deviceId=999999999`)).statusCode).toBe(
      404,
    );
    expect((await get(stranger, `${RECORDS}?patientId=${patientA.id}&deviceId=${bp.id}`)).statusCode).toBe(
      404,
    );
  });

  it('identifying another patient for the device: new readings go to them; the old ones stay with the first', async () => {
    const moved = await call(app, p, {
      method: 'POST',
      url: `/api/iot/patient/bind/${bp.id}`,
      token: doctor.token,
      payload: { patientId: patientB.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await upload(bp, { systolic: 142, diastolic: 91 }, 5);
    const b = (await get(doctor, `${RECORDS}?patientId=${patientB.id}&deviceId=${bp.id}`)).json().data;
    expect(b.list.map((m: { values: { systolic: number } }) => m.values.systolic)).toEqual([142]);
    const a = (await get(doctor, `${RECORDS}?patientId=${patientA.id}&deviceId=${bp.id}`)).json().data;
    expect(a.total).toBe(2);
    expect(a.devices).toEqual([expect.objectContaining({ id: bp.id, current: false })]);
    expect(a.devices[0]).not.toHaveProperty('patientName');
    const listed = (await get(doctor, LIST)).json().data.list[0];
    expect(listed).toMatchObject({ patientId: patientB.id, patientName: '钱卫国', recentReadings: 1 });
    // Another org's doctor can neither move the device nor take it to their patient.
    const theirs = await call(app, p, {
      method: 'POST',
      url: `/api/iot/patient/bind/${bp.id}`,
      token: stranger.token,
      payload: { patientId: outsider.id },
    });
    expect(theirs.statusCode).toBe(404);
    const toOutsider = await call(app, p, {
      method: 'POST',
      url: `/api/iot/patient/bind/${bp.id}`,
      token: doctor.token,
      payload: { patientId: outsider.id },
    });
    expect(toOutsider.statusCode).toBe(404);
  });
});
