import { DOCTOR_QR_CODE } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, createUser, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, countRows } from '../patients/helpers.ts';

/** A servicer account without a doctor row (createUser gives every servicer one). */
async function bareServicer(p: TestProject): Promise<number> {
  const u = await createUser(p, { role: 'doctor', name: '新医生' });
  await withAdmin((c) => c.query('delete from doctors where user_id = $1', [u.id]));
  return u.id;
}

async function addDepartment(p: TestProject, orgId: number, name: string, parentId: number | null = null) {
  return withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      'insert into departments (project_id, org_id, name, parent_id) values ($1,$2,$3,$4) returning id',
      [p.id, orgId, name, parentId],
    );
    return r.rows[0]?.id ?? 0;
  });
}

function pngSize(dataUrl: string) {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('doctor profiles: create, QR card, departments, QR scans', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let doctor: Account;
  let admin: Account;
  let staff: Account;
  let patient: Account;
  let outsider: Account;
  let deptA: number;
  let deptB: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '吴医生' });
    admin = await account(app, p, { role: 'admin' });
    staff = await account(app, p, { role: 'staff' });
    patient = await account(app, p);
    outsider = await account(app, other, { role: 'admin' });
    deptA = await addDepartment(p, p.orgId, '内科');
    deptB = await addDepartment(p, p.orgId, '心内科', deptA);
  });
  afterAll(() => app.close());

  it('POST /api/doctor: admins and staff create a doctor; validation; roles; other project', async () => {
    const userId = await bareServicer(p);
    const create = (who: Account, payload: Record<string, unknown>, project = p) =>
      call(app, project, { method: 'POST', url: '/api/doctor', token: who.token, payload });
    expect(
      (await call(app, p, { method: 'POST', url: '/api/doctor', payload: { userId, name: 'x' } })).statusCode,
    ).toBe(401);
    expect((await create(doctor, { userId, name: '新医生' })).statusCode).toBe(403);
    expect((await create(patient, { userId, name: '新医生' })).statusCode).toBe(403);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ userId, name: '' }, '请填写姓名'],
      [{ name: '新医生' }, 'userId'],
      [{ userId, name: '新医生', departmentId: 2_000_000_000 }, '科室不存在'],
      [{ userId, name: '新医生', orgId: 2_000_000_000 }, '机构不存在'],
      [{ userId: patient.id, name: '新医生' }, '只有医护账号'],
      [{ userId: 2_000_000_000, name: '新医生' }, '用户不存在'],
      [{ userId, name: '新医生', title: 'x'.repeat(51) }, '职称不能超过50个字'],
    ];
    for (const [payload, msg] of bad) {
      const res = await create(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect(await countRows('doctors', p.id, 'user_id = $2', [userId])).toBe(0);
    // The user of another project is unknown here.
    expect((await create(outsider, { userId, name: '新医生' }, other)).statusCode).toBe(400);
    const ok = await create(staff, {
      userId,
      name: '新医生',
      title: '主治医师',
      intro: '社区全科',
      goodAt: '糖尿病',
      departmentId: deptB,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      userId,
      name: '新医生',
      title: '主治医师',
      goodAt: '糖尿病',
      orgId: p.orgId,
      departmentId: deptB,
      isAssistant: false,
    });
    const dup = await create(admin, { userId, name: '新医生' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe('该用户已是医生');
  });

  it('QR card: 256x256 PNG of our doctor page; 404 elsewhere', async () => {
    await call(app, p, {
      method: 'PUT',
      url: `/api/doctor/${doctor.doctorId}`,
      token: doctor.token,
      payload: { title: '副主任医师' },
    });
    const res = await call(app, p, {
      method: 'GET',
      url: `/api/doctor/qrcode/${doctor.doctorId}`,
      token: doctor.token,
      headers: { host: 'kanghu.example.cn' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      doctorId: doctor.doctorId,
      name: '吴医生',
      title: '副主任医师',
      orgName: '测试机构',
    });
    expect(data.size).toBe(DOCTOR_QR_CODE.size);
    expect(pngSize(data.qrcode)).toEqual({ width: 256, height: 256 });
    const url = new URL(data.url);
    expect(url.origin).toBe('http://kanghu.example.cn');
    expect(url.pathname).toBe('/health/patient/reserve/doctor/info');
    expect(url.searchParams.get('doctorId')).toBe(String(doctor.doctorId));
    expect(url.searchParams.get('project')).toBe(p.key);
    expect(url.searchParams.get('from')).toBe('qrcode');
    expect(url.searchParams.get('appId')).toMatch(/^wx/);
    // Long addresses (bigger QR versions) are still exactly 256 pixels.
    const withPublicUrl = await createTestApp({
      PUBLIC_URL: 'https://a-rather-long-public-address.kanghu.example.cn/',
    });
    try {
      const long = await call(withPublicUrl, p, {
        method: 'GET',
        url: `/api/doctor/qrcode/${doctor.doctorId}`,
        token: patient.token,
      });
      expect(long.statusCode).toBe(200);
      expect(long.json().data.url).toMatch(
        /^https:\/\/a-rather-long-public-address\.kanghu\.example\.cn\/health/,
      );
      expect(pngSize(long.json().data.qrcode)).toEqual({ width: 256, height: 256 });
    } finally {
      await withPublicUrl.close();
    }
    expect(
      (await call(app, p, { method: 'GET', url: `/api/doctor/qrcode/${doctor.doctorId}` })).statusCode,
    ).toBe(401);
    const cross = await call(app, other, {
      method: 'GET',
      url: `/api/doctor/qrcode/${doctor.doctorId}`,
      token: outsider.token,
    });
    expect(cross.statusCode).toBe(404);
    expect(
      (await call(app, p, { method: 'GET', url: '/api/doctor/qrcode/abc', token: doctor.token })).statusCode,
    ).toBe(400);
  });

  it('department tree with doctor counts; library of a doctor; setting the library', async () => {
    await withAdmin((c) =>
      c.query('update doctors set department_id = $1 where id = $2', [deptA, doctor.doctorId]),
    );
    const tree = await call(app, p, {
      method: 'GET',
      url: '/api/doctor/department/custom/summary/project/tree/list',
      token: patient.token,
    });
    expect(tree.statusCode, tree.body).toBe(200);
    const [org] = tree.json().data;
    expect(org).toMatchObject({ kind: 'org', id: p.orgId, name: '测试机构' });
    const inner = org.children.find((n: { id: number }) => n.id === deptA);
    expect(inner).toMatchObject({ kind: 'department', name: '内科', doctorCount: 1 });
    expect(inner.children.map((n: { id: number }) => n.id)).toEqual([deptB]);
    expect(inner.children[0].doctorCount).toBe(1);
    expect(
      (await call(app, p, { method: 'GET', url: '/api/doctor/department/custom/summary/project/tree/list' }))
        .statusCode,
    ).toBe(401);
    const otherTree = await call(app, other, {
      method: 'GET',
      url: '/api/doctor/department/custom/summary/project/tree/list',
      token: outsider.token,
    });
    expect(JSON.stringify(otherTree.json().data)).not.toContain('内科');

    const lib = (who: Account, project = p) =>
      call(app, project, {
        method: 'GET',
        url: `/api/doctor/department/library/doctor/${doctor.doctorId}`,
        token: who.token,
      });
    expect((await lib(patient)).json().data).toEqual([
      { departmentId: deptA, name: '内科', orgId: p.orgId, orgName: '测试机构', isPrimary: true },
    ]);
    const set = (who: Account, departmentIds: number[], project = p) =>
      call(app, project, {
        method: 'PUT',
        url: `/api/doctor/department/library/doctor/${doctor.doctorId}`,
        token: who.token,
        payload: { departmentIds },
      });
    const saved = await set(doctor, [deptB]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.map((e: { departmentId: number }) => e.departmentId)).toEqual([deptA, deptB]);
    expect((await set(patient, [deptB])).statusCode).toBe(404);
    expect((await set(staff, [deptA, deptA])).statusCode).toBe(400);
    expect((await set(staff, [2_000_000_000])).statusCode).toBe(400);
    const foreignOrgDept = await withAdmin(async (c) => {
      const o = await c.query<{ id: number }>(
        `insert into orgs (project_id, code, name) values ($1, $2, '别的机构') returning id`,
        [p.id, `X${Date.now()}`],
      );
      return o.rows[0]?.id ?? 0;
    });
    const farDept = await addDepartment(p, foreignOrgDept, '外科');
    expect((await set(admin, [farDept])).statusCode).toBe(400);
    expect((await lib(outsider, other)).statusCode).toBe(404);
    expect((await set(outsider, [deptB], other)).statusCode).toBe(404);
  });

  it('QR scans: the landing page records, the last record is read back per appId', async () => {
    const scan = (who: Account, payload: Record<string, unknown>, project = p) =>
      call(app, project, {
        method: 'POST',
        url: '/api/doctor/wx/user/scan/record',
        token: who.token,
        payload,
      });
    const last = (who: Account, userId: number, query: Record<string, string> = {}, project = p) =>
      call(app, project, {
        method: 'GET',
        url: `/api/doctor/wx/user/scan/last/record/${userId}`,
        token: who.token,
        query,
      });
    expect((await last(patient, patient.id)).json().data).toBeNull();
    const first = await scan(patient, { doctorId: doctor.doctorId, appId: 'wxapp1' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await scan(patient, { doctorId: doctor.doctorId });
    expect(second.statusCode).toBe(200);
    const mine = await last(patient, patient.id, { appId: 'wxapp1' });
    expect(mine.json().data).toMatchObject({
      id: first.json().data.id,
      userId: patient.id,
      doctorId: doctor.doctorId,
      doctorName: '吴医生',
      appId: 'wxapp1',
    });
    expect((await last(patient, patient.id)).json().data.id).toBe(second.json().data.id);
    expect((await last(staff, patient.id, { appId: 'wxapp1' })).json().data.id).toBe(first.json().data.id);
    expect((await last(patient, patient.id, { appId: 'wxnone' })).json().data).toBeNull();
    expect((await last(doctor, patient.id)).statusCode).toBe(404);
    expect((await last(outsider, patient.id, {}, other)).statusCode).toBe(404);
    expect((await last(patient, patient.id, { appId: 'bad id!' })).statusCode).toBe(400);
    expect((await scan(doctor, { doctorId: doctor.doctorId })).statusCode).toBe(403);
    expect((await scan(patient, { doctorId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await scan(patient, { doctorId: 'x' })).statusCode).toBe(400);
    const otherPatient = await account(app, other);
    expect((await scan(otherPatient, { doctorId: doctor.doctorId }, other)).statusCode).toBe(404);
    expect(
      (
        await call(app, p, {
          method: 'POST',
          url: '/api/doctor/wx/user/scan/record',
          payload: { doctorId: 1 },
        })
      ).statusCode,
    ).toBe(401);
  });
});
