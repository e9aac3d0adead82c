import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIdcard } from '../auth/helpers.ts';
import { call, createProject, createTestApp, randomTel, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows, createPatient, otherOrgDoctor } from './helpers.ts';

const BASE = '/api/patient/yzh/family/member';

describe('family members and babies', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '审核医生' });
  });
  afterAll(() => app.close());

  async function addMember(fields: Record<string, unknown> = {}) {
    const res = await call(app, p, {
      method: 'POST',
      url: BASE,
      token: owner.token,
      payload: { name: '周母', idcard: randomIdcard(), relation: '母亲', tel: randomTel(), ...fields },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; idcard: string; auditStatus: number };
  }

  it('pending -> approved binds the patient to the owner; revoking ends the binding', async () => {
    const m = await addMember();
    expect(m.auditStatus).toBe(0);
    const list = await call(app, p, {
      method: 'GET',
      url: BASE,
      token: doctor.token,
      query: { auditStatus: '0' },
    });
    const row = list.json().data.list.find((x: { id: number }) => x.id === m.id);
    expect(row.idcard).toContain('*');
    const byOwner = await call(app, p, {
      method: 'PUT',
      url: `${BASE}/audit/state/${m.id}`,
      token: owner.token,
      payload: { auditStatus: 1 },
    });
    expect(byOwner.statusCode).toBe(403);
    const far = await otherOrgDoctor(app, p);
    const byFar = await call(app, p, {
      method: 'PUT',
      url: `${BASE}/audit/state/${m.id}`,
      token: far.token,
      payload: { auditStatus: 1 },
    });
    expect(byFar.statusCode).toBe(404);
    const approve = await call(app, p, {
      method: 'PUT',
      url: `${BASE}/audit/state/${m.id}`,
      token: doctor.token,
      payload: { auditStatus: 1, auditRemark: '资料齐全' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const approved = approve.json().data;
    expect(approved).toMatchObject({ auditStatus: 1, auditRemark: '资料齐全', auditUserName: '审核医生' });
    expect(approved.patientId).toBeGreaterThan(0);
    const mine = await call(app, p, { method: 'GET', url: '/api/user/mine', token: owner.token });
    expect(mine.json().data.patientList.map((x: { id: number }) => x.id)).toContain(approved.patientId);

    const again = await call(app, p, {
      method: 'PUT',
      url: `${BASE}/audit/state/${m.id}`,
      token: doctor.token,
      payload: { auditStatus: 1 },
    });
    expect(again.statusCode).toBe(400);
    const revoke = await call(app, p, {
      method: 'PUT',
      url: `${BASE}/audit/state/${m.id}`,
      token: doctor.token,
      payload: { auditStatus: 2, auditRemark: '关系不属实' },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const gone = await call(app, p, {
      method: 'GET',
      url: `/api/patient/${approved.patientId}`,
      token: owner.token,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('rejected members go back to pending when edited; approved ones keep name and ID', async () => {
    const m = await addMember();
    await call(app, p, {
      method: 'PUT',
      url: `${BASE}/audit/state/${m.id}`,
      token: doctor.token,
      payload: { auditStatus: 2 },
    });
    const edit = await call(app, p, {
      method: 'PUT',
      url: `${BASE}/${m.id}`,
      token: owner.token,
      payload: { name: '周母', idcard: m.idcard, relation: '岳母' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ auditStatus: 0, isReview: true, relation: '岳母' });
    await call(app, p, {
      method: 'PUT',
      url: `${BASE}/audit/state/${m.id}`,
      token: doctor.token,
      payload: { auditStatus: 1 },
    });
    const rename = await call(app, p, {
      method: 'PUT',
      url: `${BASE}/${m.id}`,
      token: owner.token,
      payload: { name: '别人', idcard: m.idcard, relation: '岳母' },
    });
    expect(rename.statusCode).toBe(400);
    const del = await call(app, p, { method: 'DELETE', url: `${BASE}/${m.id}`, token: owner.token });
    expect(del.statusCode, del.body).toBe(200);
    const after = await call(app, p, { method: 'GET', url: `${BASE}/${m.id}`, token: owner.token });
    expect(after.statusCode).toBe(404);
  });

  it('bad input 400 stores nothing; strangers and other projects get 404; no token 401', async () => {
    const before = await countRows('family_members', p.id);
    for (const payload of [
      { name: '吴', idcard: '123', relation: '父亲' },
      { name: '吴', idcard: randomIdcard(), relation: '' },
      { name: '吴', idcard: randomIdcard(), relation: '父亲', tel: 'abc' },
    ]) {
      const res = await call(app, p, { method: 'POST', url: BASE, token: owner.token, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const badAudit = await call(app, p, {
      method: 'PUT',
      url: `${BASE}/audit/state/1`,
      token: doctor.token,
      payload: { auditStatus: 5 },
    });
    expect(badAudit.statusCode).toBe(400);
    expect(await countRows('family_members', p.id)).toBe(before);
    const m = await addMember();
    const dup = await call(app, p, {
      method: 'POST',
      url: BASE,
      token: owner.token,
      payload: { name: '周母', idcard: m.idcard, relation: '母亲' },
    });
    expect(dup.statusCode).toBe(400);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(app, p, { method, url: `${BASE}/${m.id}`, token: stranger.token });
      expect(res.statusCode).toBe(404);
    }
    const other = await createProject();
    const outsider = await account(app, other, { role: 'admin' });
    const cross = await call(app, other, { method: 'GET', url: `${BASE}/${m.id}`, token: outsider.token });
    expect(cross.statusCode).toBe(404);
    const anon = await call(app, p, { method: 'GET', url: BASE });
    expect(anon.statusCode).toBe(401);
  });

  it('babies: a child patient with growth fields, bound to the caller', async () => {
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/patient/baby',
      token: owner.token,
      payload: {
        name: '小宝',
        sex: 1,
        birthday: '2022-05-01',
        height: 95.5,
        fatherHeight: 175,
        motherHeight: 162,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const baby = res.json().data;
    expect(baby).toMatchObject({
      isChild: true,
      relation: '子女',
      extra: { height: 95.5, fatherHeight: 175 },
    });
    const list = await call(app, p, { method: 'GET', url: '/api/patient/baby', token: owner.token });
    expect(list.json().data.map((x: { id: number }) => x.id)).toContain(baby.id);
    const detail = await call(app, p, {
      method: 'GET',
      url: '/api/patient/baby/detail',
      token: owner.token,
      query: { patientId: String(baby.id) },
    });
    expect(detail.statusCode).toBe(200);
    const upd = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/baby/${baby.id}`,
      token: owner.token,
      payload: { name: '小宝', sex: 1, birthday: '2022-05-01', height: 98 },
    });
    expect(upd.json().data.extra).toMatchObject({ height: 98, fatherHeight: 175 });
    const future = await call(app, p, {
      method: 'POST',
      url: '/api/patient/baby',
      token: owner.token,
      payload: { name: '未来', sex: 1, birthday: '2999-01-01' },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().msg).toContain(MSG.birthdayAfterToday);
    const notMine = await call(app, p, {
      method: 'GET',
      url: '/api/patient/baby/detail',
      token: stranger.token,
      query: { patientId: String(baby.id) },
    });
    expect(notMine.statusCode).toBe(404);
    const adult = await createPatient(app, p, owner);
    const notBaby = await call(app, p, {
      method: 'GET',
      url: '/api/patient/baby/detail',
      token: owner.token,
      query: { patientId: String(adult.id) },
    });
    expect(notBaby.statusCode).toBe(404);
  });
});
