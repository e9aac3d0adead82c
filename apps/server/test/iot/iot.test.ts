import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, randomKey, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, countRows, createPatient, otherOrgDoctor } from '../patients/helpers.ts';

const INGEST = '/iotapi/mobile/collect/family/doctor';
const POSITION = '/iotapi/mobile/collect/position';

describe('IoT device kinds, device use, cooperating orgs and family-doctor binding', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let patientId: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor' });
    patientId = (await createPatient(app, p, owner, { doctorId: doctor.doctorId })).id;
  });
  afterAll(() => app.close());

  async function bind(payload: Record<string, unknown>, who: Account = owner) {
    const serial = randomKey('SN').toUpperCase();
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/iot/device/bind',
      token: who.token,
      payload: { serial, patientId, ...payload },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { serial, ...(res.json().data as { id: number; secret: string }) };
  }

  it('GET /api/iot/ble/bp: the Bluetooth monitors and the latest Bluetooth reading; GET /api/iot/nb/bg: NB meters', async () => {
    const empty = await call(app, p, {
      method: 'GET',
      url: `/api/iot/ble/bp?patientId=${patientId}`,
      token: owner.token,
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toEqual({ devices: [], last: null });

    const ble = await bind({ deviceMeasureType: 'bp', bindType: 'ble', macAddress: 'a1:b2:c3:d4:e5:f6' });
    await bind({ deviceMeasureType: 'bp', bindType: 'nb', imsi: '460001234567890' });
    const nb = await bind({ deviceMeasureType: 'bg', bindType: 'nb', imsi: '460001234567891' });
    // A Bluetooth reading saved by the app, and an NB-IoT glucose reading from the gateway.
    const saved = await call(app, p, {
      method: 'POST',
      url: '/api/patient/life/measurement',
      token: owner.token,
      payload: {
        patientId,
        type: 'bp',
        values: { systolic: 128, diastolic: 82, heartRate: 70 },
        measureTime: new Date(Date.now() - 60_000).toISOString(),
        source: 'bluetooth',
        deviceSerial: ble.serial,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ingest = await call(app, p, {
      method: 'POST',
      url: INGEST,
      headers: { 'x-device-secret': nb.secret },
      payload: { serial: nb.serial, type: 'bg', values: { glucose: 6.1 }, period: 'fasting' },
    });
    expect(ingest.statusCode, ingest.body).toBe(200);

    const bp = await call(app, p, {
      method: 'GET',
      url: `/api/iot/ble/bp?patientId=${patientId}`,
      token: owner.token,
    });
    const bpData = bp.json().data;
    expect(bpData.devices.map((d: { serial: string }) => d.serial)).toEqual([ble.serial]);
    expect(bpData.last).toMatchObject({ type: 'bp', source: 'bluetooth', values: { systolic: 128 } });

    const bg = await call(app, p, {
      method: 'GET',
      url: `/api/iot/nb/bg?patientId=${patientId}`,
      token: doctor.token,
    });
    const bgData = bg.json().data;
    expect(bgData.devices.map((d: { serial: string }) => d.serial)).toEqual([nb.serial]);
    expect(bgData.last).toMatchObject({ type: 'bg', source: 'iot', values: { glucose: 6.1 } });

    // Someone who does not see the patient: 404, like a missing one; bad id: 400.
    const hidden = await call(app, p, {
      method: 'GET',
      url: `/api/iot/nb/bg?patientId=${patientId}`,
      token: stranger.token,
    });
    expect(hidden.statusCode).toBe(404);
    const bad = await call(app, p, {
      method: 'GET',
      url: '/api/iot/ble/bp?patientId=abc',
      token: owner.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/id/);
  });

  it('POST /api/iot/use/device records the device in use; it comes first; only a device bound to that patient', async () => {
    const a = await bind({ deviceMeasureType: 'bp', bindType: 'ble' });
    const b = await bind({ deviceMeasureType: 'bp', bindType: 'ble' });
    const used = await call(app, p, {
      method: 'POST',
      url: '/api/iot/use/device',
      token: owner.token,
      payload: { patientId, serial: a.serial },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().data.lastUsedAt).toEqual(expect.any(String));
    const list = await call(app, p, {
      method: 'GET',
      url: `/api/iot/ble/bp?patientId=${patientId}`,
      token: owner.token,
    });
    expect(list.json().data.devices[0].serial).toBe(a.serial);
    expect(list.json().data.devices.map((d: { serial: string }) => d.serial)).toContain(b.serial);

    const other = (await createPatient(app, p, owner)).id;
    const wrong = await call(app, p, {
      method: 'POST',
      url: '/api/iot/use/device',
      token: owner.token,
      payload: { patientId: other, serial: a.serial },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('该设备未绑定到此就诊人');
    const hidden = await call(app, p, {
      method: 'POST',
      url: '/api/iot/use/device',
      token: stranger.token,
      payload: { patientId, serial: a.serial },
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('GET /api/iot/cooperation/org lists the cooperating orgs; only project admins add them', async () => {
    const before = await call(app, p, { method: 'GET', url: '/api/iot/cooperation/org', token: owner.token });
    expect(before.json().data).toEqual([]);
    const refused = await call(app, p, {
      method: 'POST',
      url: '/api/iot/cooperation/org',
      token: doctor.token,
      payload: { orgCode: p.orgCode },
    });
    expect(refused.statusCode).toBe(403);
    const admin = await account(app, p, { role: 'admin' });
    const added = await call(app, p, {
      method: 'POST',
      url: '/api/iot/cooperation/org',
      token: admin.token,
      payload: { orgCode: p.orgCode, measureTypes: ['bp', 'bg'], remark: '血压血糖设备' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const unknown = await call(app, p, {
      method: 'POST',
      url: '/api/iot/cooperation/org',
      token: admin.token,
      payload: { orgCode: 'NOPE' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('机构不存在');
    const list = await call(app, p, { method: 'GET', url: '/api/iot/cooperation/org', token: owner.token });
    expect(list.json().data).toEqual([
      expect.objectContaining({ orgCode: p.orgCode, orgName: '测试机构', measureTypes: ['bp', 'bg'] }),
    ]);
    // Another project sees none of them.
    const q = await createProject();
    const outsider = await account(app, q);
    const theirs = await call(app, q, {
      method: 'GET',
      url: '/api/iot/cooperation/org',
      token: outsider.token,
    });
    expect(theirs.json().data).toEqual([]);
  });

  it('POST /api/iot/family/doctor/device/bind: a doctor binds a device to a patient of their org; customers 403, other orgs 404', async () => {
    const serial = randomKey('FD').toUpperCase();
    const payload = { serial, patientId, deviceMeasureType: 'bp', bindType: 'nb', imsi: '460009999999999' };
    const bound = await call(app, p, {
      method: 'POST',
      url: '/api/iot/family/doctor/device/bind',
      token: doctor.token,
      payload,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().data).toMatchObject({ serial, patientId, secret: expect.any(String) });
    const byCustomer = await call(app, p, {
      method: 'POST',
      url: '/api/iot/family/doctor/device/bind',
      token: owner.token,
      payload: { ...payload, serial: randomKey('FD') },
    });
    expect(byCustomer.statusCode).toBe(403);
    const outsider = await otherOrgDoctor(app, p);
    const byOther = await call(app, p, {
      method: 'POST',
      url: '/api/iot/family/doctor/device/bind',
      token: outsider.token,
      payload: { ...payload, serial: randomKey('FD') },
    });
    expect(byOther.statusCode).toBe(404);
    const bad = await call(app, p, {
      method: 'POST',
      url: '/api/iot/family/doctor/device/bind',
      token: doctor.token,
      payload: { ...payload, serial: randomKey('FD'), deviceMeasureType: 'coffee' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('设备测量类型有误');
  });
});

describe('device applications: servicer approval and rejection', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let applicant: Account;
  let doctor: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    applicant = await account(app, p);
    doctor = await account(app, p, { role: 'doctor' });
  });
  afterAll(() => app.close());

  async function apply(idcard: string, tel: string) {
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/iot/device/apply',
      token: applicant.token,
      payload: { idcard, name: '张三', deviceType: '血压计', deviceBrand: '鱼跃', tel, reason: '家中测量' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; state: number };
  }

  it('pending -> approved binds the device to the applicant patient; pending -> rejected keeps the reason', async () => {
    const patient = await createPatient(app, p, applicant);
    const first = await apply(patient.idcard, patient.tel);
    expect(first.state).toBe(0);

    // The applicant sees their own, masked; a doctor of the org sees it pending.
    const mine = await call(app, p, { method: 'GET', url: '/api/iot/device/apply', token: applicant.token });
    expect(mine.json().data.list[0]).toMatchObject({
      id: first.id,
      state: 0,
      tel: expect.stringContaining('****'),
    });
    const pending = await call(app, p, {
      method: 'GET',
      url: '/api/iot/device/apply?state=0',
      token: doctor.token,
    });
    expect(pending.json().data.list.map((a: { id: number }) => a.id)).toContain(first.id);

    // Customers cannot decide (403); another org's doctor does not see it (404).
    const serial = randomKey('AP').toUpperCase();
    const approveBody = { serial, deviceMeasureType: 'bp', remark: '已发放' };
    const byApplicant = await call(app, p, {
      method: 'PUT',
      url: `/api/iot/device/apply/${first.id}/approve`,
      token: applicant.token,
      payload: approveBody,
    });
    expect(byApplicant.statusCode).toBe(403);
    const outsider = await otherOrgDoctor(app, p);
    const byOutsider = await call(app, p, {
      method: 'PUT',
      url: `/api/iot/device/apply/${first.id}/approve`,
      token: outsider.token,
      payload: approveBody,
    });
    expect(byOutsider.statusCode).toBe(404);

    const approved = await call(app, p, {
      method: 'PUT',
      url: `/api/iot/device/apply/${first.id}/approve`,
      token: doctor.token,
      payload: approveBody,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      state: 1,
      patientId: patient.id,
      reviewRemark: '已发放',
      secret: expect.any(String),
    });
    const devices = await call(app, p, {
      method: 'GET',
      url: `/api/iot/device/mine?patientId=${patient.id}`,
      token: applicant.token,
    });
    expect(devices.json().data.map((d: { serial: string }) => d.serial)).toContain(serial);
    // Decided once: 409.
    const again = await call(app, p, {
      method: 'PUT',
      url: `/api/iot/device/apply/${first.id}/reject`,
      token: doctor.token,
      payload: { reason: '重复' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该申请已处理');

    const second = await apply(patient.idcard, patient.tel);
    const noReason = await call(app, p, {
      method: 'PUT',
      url: `/api/iot/device/apply/${second.id}/reject`,
      token: doctor.token,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain('请填写驳回原因');
    const rejected = await call(app, p, {
      method: 'PUT',
      url: `/api/iot/device/apply/${second.id}/reject`,
      token: doctor.token,
      payload: { reason: '库存不足' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ state: 2, reviewRemark: '库存不足', deviceId: null });
    const after = await call(app, p, {
      method: 'GET',
      url: '/api/iot/device/apply?state=2',
      token: applicant.token,
    });
    expect(after.json().data.list).toEqual([
      expect.objectContaining({ id: second.id, reviewRemark: '库存不足' }),
    ]);
  });

  it('approval without a patient record of that ID number: 400, nothing bound, still pending', async () => {
    const { randomIdcard } = await import('../auth/helpers.ts');
    const a = await apply(randomIdcard(), '13912345678');
    const serial = randomKey('AP').toUpperCase();
    const res = await call(app, p, {
      method: 'PUT',
      url: `/api/iot/device/apply/${a.id}/approve`,
      token: doctor.token,
      payload: { serial, deviceMeasureType: 'bp' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('未找到申请人的就诊人档案，请先建档');
    expect(await countRows('devices', p.id, 'serial = $2', [serial])).toBe(0);
    const state = await withAdmin((c) =>
      c.query('select state from device_applications where id = $1', [a.id]),
    );
    expect(state.rows[0]?.state).toBe(0);
  });
});

describe('watch binding and positions', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let stranger: Account;
  let patientId: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    patientId = (await createPatient(app, p, owner)).id;
  });
  afterAll(() => app.close());

  const watchBody = (extra: Record<string, unknown> = {}) => ({
    deviceSn: randomKey('W').toUpperCase(),
    deviceSecret: 'watch-secret-0123456789',
    emergencyName: '李四',
    emergencyTel: '13912345678',
    height: 170,
    weight: 65,
    patientId,
    ...extra,
  });

  it('binds a watch (secret hashed, phone masked), shows it with its latest position and heart rate', async () => {
    const none = await call(app, p, {
      method: 'GET',
      url: `/api/patient/yk/fuyun/watch?patientId=${patientId}`,
      token: owner.token,
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toBeNull();

    const body = watchBody();
    const bound = await call(app, p, {
      method: 'POST',
      url: '/api/patient/yk/fuyun/watch/bind',
      token: owner.token,
      payload: body,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().data).toMatchObject({
      deviceSn: body.deviceSn,
      provider: 'dev',
      providerLabel: expect.stringContaining('开发环境'),
      emergencyName: '李四',
      emergencyTel: '139****5678',
      height: 170,
      weight: 65,
      lastPosition: null,
      lastHeartRate: null,
    });
    expect(bound.body).not.toContain(body.deviceSecret);
    const stored = await withAdmin((c) =>
      c.query('select secret_hash from devices where serial = $1', [body.deviceSn]),
    );
    expect(stored.rows[0]?.secret_hash).toMatch(/^[0-9a-f]{64}$/);

    // The vendor gateway uploads a position and a heart rate, signed with the watch secret.
    const wrong = await call(app, p, {
      method: 'POST',
      url: POSITION,
      headers: { 'x-device-secret': 'not-the-watch-secret-000' },
      payload: { serial: body.deviceSn, lng: 120.15, lat: 30.28 },
    });
    expect(wrong.statusCode).toBe(401);
    const pos = await call(app, p, {
      method: 'POST',
      url: POSITION,
      headers: { 'x-device-secret': body.deviceSecret },
      payload: { serial: body.deviceSn, lng: 120.155, lat: 30.274, accuracy: 15, address: '杭州市西湖区' },
    });
    expect(pos.statusCode, pos.body).toBe(200);
    expect(pos.json()).toEqual({ id: expect.any(Number) });
    const badPos = await call(app, p, {
      method: 'POST',
      url: POSITION,
      headers: { 'x-device-secret': body.deviceSecret },
      payload: { serial: body.deviceSn, lng: 200, lat: 30.274 },
    });
    expect(badPos.statusCode).toBe(400);
    expect(badPos.json().msg).toContain('经度有误');
    const hr = await call(app, p, {
      method: 'POST',
      url: INGEST,
      headers: { 'x-device-secret': body.deviceSecret },
      payload: { serial: body.deviceSn, type: 'hr', values: { heartRate: 76 } },
    });
    expect(hr.statusCode, hr.body).toBe(200);

    const watch = await call(app, p, {
      method: 'GET',
      url: `/api/patient/yk/fuyun/watch?patientId=${patientId}`,
      token: owner.token,
    });
    expect(watch.json().data).toMatchObject({
      lastPosition: { lng: 120.155, lat: 30.274, address: '杭州市西湖区' },
      lastHeartRate: { type: 'hr', source: 'iot', values: { heartRate: 76 } },
    });

    const positions = await call(app, p, {
      method: 'GET',
      url: `/api/patient/life/position?patientId=${patientId}&startTime=${Date.now() - 3_600_000}`,
      token: owner.token,
    });
    expect(positions.statusCode, positions.body).toBe(200);
    expect(positions.json().data).toEqual([expect.objectContaining({ lng: 120.155, accuracy: 15 })]);
    const later = await call(app, p, {
      method: 'GET',
      url: `/api/patient/life/position?patientId=${patientId}&startTime=${Date.now() + 60_000}`,
      token: owner.token,
    });
    expect(later.json().data).toEqual([]);

    // Others see nothing: 404 like a missing patient.
    for (const url of [
      `/api/patient/life/position?patientId=${patientId}`,
      `/api/patient/yk/fuyun/watch?patientId=${patientId}`,
    ]) {
      const res = await call(app, p, { method: 'GET', url, token: stranger.token });
      expect(res.statusCode).toBe(404);
    }

    // Unbinding the watch ends its secret and its binding.
    const unbound = await call(app, p, {
      method: 'DELETE',
      url: `/api/iot/device/unbind?serial=${body.deviceSn}`,
      token: owner.token,
    });
    expect(unbound.statusCode, unbound.body).toBe(200);
    const gone = await call(app, p, {
      method: 'GET',
      url: `/api/patient/yk/fuyun/watch?patientId=${patientId}`,
      token: owner.token,
    });
    expect(gone.json().data).toBeNull();
    const dead = await call(app, p, {
      method: 'POST',
      url: POSITION,
      headers: { 'x-device-secret': body.deviceSecret },
      payload: { serial: body.deviceSn, lng: 120.1, lat: 30.2 },
    });
    expect(dead.statusCode).toBe(401);
  });

  it('refuses bad watch input with Chinese messages and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ emergencyTel: '12345' }, '紧急联系人电话格式有误'],
      [{ deviceSecret: 'short' }, '设备密钥至少16位'],
      [{ height: 'tall' }, '身高须为数字'],
      [{ weight: 500 }, '体重须在10-300公斤之间'],
      [{ deviceSn: 'a b' }, '设备编号格式有误'],
      [{ emergencyName: '' }, '请输入姓名'],
    ];
    for (const [extra, msg] of cases) {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/yk/fuyun/watch/bind',
        token: owner.token,
        payload: watchBody(extra),
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const hidden = await call(app, p, {
      method: 'POST',
      url: '/api/patient/yk/fuyun/watch/bind',
      token: stranger.token,
      payload: watchBody(),
    });
    expect(hidden.statusCode).toBe(404);
    expect(await countRows('watch_bindings', p.id)).toBe(0);
  });
});
