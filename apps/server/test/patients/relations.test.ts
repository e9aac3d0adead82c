import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSmsCode, randomIdcard } from '../auth/helpers.ts';
import { call, createProject, createTestApp, randomTel, type TestProject, withAdmin } from '../fixtures.ts';
import {
  type Account,
  account,
  type CreatedPatient,
  countRows,
  createPatient,
  otherOrgDoctor,
} from './helpers.ts';

const ids = (res: { json(): { data: { list: Array<{ patientId: number }> } } }) =>
  res.json().data.list.map((x) => x.patientId);

describe('patient relations', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let relative: Account;
  let doctor: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p, { name: '户主' });
    relative = await account(app, p, { name: '女儿' });
    doctor = await account(app, p, { role: 'doctor' });
  });
  afterAll(() => app.close());

  it('bind by code: the relative sees the patient until the owner removes the relation', async () => {
    const patient = await createPatient(app, p, owner, { relation: '本人' });
    const issued = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation/bind/code',
      token: owner.token,
      payload: { patientId: patient.id, relation: '女儿' },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const { code } = issued.json().data as { code: string };
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);

    const before = await call(app, p, {
      method: 'GET',
      url: `/api/patient/${patient.id}`,
      token: relative.token,
    });
    expect(before.statusCode).toBe(404);
    const bind = await call(app, p, {
      method: 'GET',
      url: `/api/patient/relation/bind/code/${code.toLowerCase()}`,
      token: relative.token,
    });
    expect(bind.statusCode, bind.body).toBe(200);
    expect(bind.json().data).toMatchObject({ id: patient.id, relation: '女儿' });
    const seen = await call(app, p, {
      method: 'GET',
      url: `/api/patient/${patient.id}`,
      token: relative.token,
    });
    expect(seen.statusCode).toBe(200);
    const mine = await call(app, p, { method: 'GET', url: '/api/user/mine', token: relative.token });
    expect(mine.json().data.patientList.map((x: { id: number }) => x.id)).toContain(patient.id);

    const reuse = await call(app, p, {
      method: 'GET',
      url: `/api/patient/relation/bind/code/${code}`,
      token: owner.token,
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().msg).toBe('绑定码无效或已过期');

    // The relative cannot remove the owner; the owner removes the relative.
    const denied = await call(app, p, {
      method: 'DELETE',
      url: '/api/patient/relation',
      token: relative.token,
      query: { patientId: String(patient.id), userId: String(owner.id) },
    });
    expect(denied.statusCode).toBe(403);
    const removed = await call(app, p, {
      method: 'DELETE',
      url: '/api/patient/relation',
      token: owner.token,
      query: { patientId: String(patient.id), userId: String(relative.id) },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const url of [`/api/patient/${patient.id}`, `/api/patient/${patient.id}/tag`]) {
      const after = await call(app, p, { method: 'GET', url, token: relative.token });
      expect(after.statusCode, url).toBe(404);
    }
    const list = await call(app, p, { method: 'GET', url: '/api/patient/relation', token: relative.token });
    expect(ids(list)).not.toContain(patient.id);
    const mineAfter = await call(app, p, { method: 'GET', url: '/api/user/mine', token: relative.token });
    expect(mineAfter.json().data.patientList.map((x: { id: number }) => x.id)).not.toContain(patient.id);
  });

  it('refuses malformed, unknown and expired codes; another account cannot issue one', async () => {
    const patient = await createPatient(app, p, owner);
    const bad = await call(app, p, {
      method: 'GET',
      url: '/api/patient/relation/bind/code/abc',
      token: relative.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('绑定码有误');
    const unknown = await call(app, p, {
      method: 'GET',
      url: '/api/patient/relation/bind/code/ABCDEFGH',
      token: relative.token,
    });
    expect(unknown.statusCode).toBe(400);
    const stranger = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation/bind/code',
      token: relative.token,
      payload: { patientId: patient.id },
    });
    expect(stranger.statusCode).toBe(404);
    const issued = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation/bind/code',
      token: doctor.token,
      payload: { patientId: patient.id },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    await withAdmin((c) =>
      c.query(
        `update patient_bind_codes set expires_at = now() - interval '1 second' where patient_id = $1`,
        [patient.id],
      ),
    );
    const expired = await call(app, p, {
      method: 'GET',
      url: `/api/patient/relation/bind/code/${issued.json().data.code}`,
      token: relative.token,
    });
    expect(expired.statusCode).toBe(400);
    const other = await createProject();
    const outsider = await account(app, other);
    const cross = await call(app, other, {
      method: 'POST',
      url: '/api/patient/relation/bind/code',
      token: outsider.token,
      payload: { patientId: patient.id },
    });
    expect(cross.statusCode).toBe(404);
  });

  it('lists relations with paging, search and sort', async () => {
    const who = await account(app, p);
    const made: CreatedPatient[] = [];
    for (const name of ['甲一', '乙二', '丙三']) made.push(await createPatient(app, p, who, { name }));
    const page1 = await call(app, p, {
      method: 'GET',
      url: '/api/patient/relation',
      token: who.token,
      query: { pageNo: '1', pageSize: '2' },
    });
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().data.total).toBe(3);
    expect(ids(page1)).toEqual([made[2]?.id, made[1]?.id]);
    const asc = await call(app, p, {
      method: 'GET',
      url: '/api/patient/relation',
      token: who.token,
      query: { sortType: 'ctime_asc' },
    });
    expect(ids(asc)).toEqual(made.map((m) => m.id));
    const search = await call(app, p, {
      method: 'GET',
      url: '/api/patient/relation',
      token: who.token,
      query: { search: '乙' },
    });
    expect(ids(search)).toEqual([made[1]?.id]);
    expect(search.json().data.list[0].patient.tel).toContain('****');
    const byTel = await call(app, p, {
      method: 'GET',
      url: '/api/patient/relation',
      token: who.token,
      query: { search: made[2]?.tel ?? '' },
    });
    expect(ids(byTel)).toEqual([made[2]?.id]);
    const badSort = await call(app, p, {
      method: 'GET',
      url: '/api/patient/relation',
      token: who.token,
      query: { sortType: 'name' },
    });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().msg).toContain('排序方式有误');
    // A servicer sees the relations of this account; the customer's userId filter cannot widen scope.
    const byDoctor = await call(app, p, {
      method: 'GET',
      url: '/api/patient/relation',
      token: doctor.token,
      query: { userId: String(who.id) },
    });
    expect(byDoctor.json().data.total).toBe(3);
    const widened = await call(app, p, {
      method: 'GET',
      url: '/api/patient/relation',
      token: relative.token,
      query: { userId: String(who.id) },
    });
    expect(ids(widened).some((id) => made.some((m) => m.id === id))).toBe(false);
    const rel = await call(app, p, {
      method: 'GET',
      url: `/api/patient/relation/patient/${made.map((m) => m.id).join(',')}`,
      token: doctor.token,
    });
    expect(rel.statusCode, rel.body).toBe(200);
    expect(rel.json().data).toHaveLength(3);
    expect(rel.json().data[0].tel).toContain('****');
  });

  it('servicers bind a patient to an account; customers cannot; another org cannot', async () => {
    const patient = await createPatient(app, p, doctor);
    const target = await account(app, p);
    const byCustomer = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation',
      token: owner.token,
      payload: { patientId: patient.id, userId: owner.id, relation: '本人' },
    });
    expect(byCustomer.statusCode).toBe(403);
    const far = await otherOrgDoctor(app, p);
    const byFar = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation',
      token: far.token,
      payload: { patientId: patient.id, userId: target.id, relation: '本人' },
    });
    expect(byFar.statusCode).toBe(404);
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation',
      token: doctor.token,
      payload: { patientId: patient.id, userId: target.id, relation: '本人' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await call(app, p, { method: 'GET', url: '/api/user/mine', token: target.token });
    expect(mine.json().data.patientList.map((x: { id: number }) => x.id)).toContain(patient.id);
    const toDoctor = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation',
      token: doctor.token,
      payload: { patientId: patient.id, userId: doctor.id, relation: '本人' },
    });
    expect(toDoctor.statusCode).toBe(400);
    expect(toDoctor.json().msg).toBe(MSG.userNotFound);
  });

  it("binds through an SMS code to the patient's phone; wrong code or mismatching data store nothing", async () => {
    const patient = await createPatient(app, p, doctor, { name: '赵六' });
    const who = await account(app, p);
    const send = await call(app, p, {
      method: 'GET',
      url: '/api/patient/relation/user/bind/verify/code',
      token: who.token,
      query: { tel: patient.tel },
    });
    expect(send.statusCode, send.body).toBe(200);
    const code = lastSmsCode(app, patient.tel);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const base = { name: '赵六', idcard: patient.idcard, relation: '儿子', tel: patient.tel };
    const before = await countRows('patient_relations', p.id);
    const wrong = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation/user',
      token: who.token,
      payload: { ...base, verifyCode: wrongCode },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(MSG.badVerifyCode);
    const badInput = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation/user',
      token: who.token,
      payload: { ...base, idcard: '123', verifyCode: code },
    });
    expect(badInput.statusCode).toBe(400);
    expect(await countRows('patient_relations', p.id)).toBe(before);
    const ok = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation/user',
      token: who.token,
      payload: { ...base, verifyCode: code },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ id: patient.id, relation: '儿子' });
    const seen = await call(app, p, { method: 'GET', url: `/api/patient/${patient.id}`, token: who.token });
    expect(seen.statusCode).toBe(200);

    // Name not matching the record: 患者信息不匹配, nothing bound.
    const second = await createPatient(app, p, doctor, { name: '孙九' });
    const other = await account(app, p);
    await call(app, p, {
      method: 'GET',
      url: '/api/patient/relation/user/bind/verify/code',
      token: other.token,
      query: { tel: second.tel },
    });
    const mismatch = await call(app, p, {
      method: 'POST',
      url: '/api/patient/user/create/verify',
      token: other.token,
      payload: {
        ...base,
        idcard: second.idcard,
        tel: second.tel,
        name: '孙十',
        verifyCode: lastSmsCode(app, second.tel),
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().msg).toBe(MSG.patientInfoMismatch);
    const notSeen = await call(app, p, {
      method: 'GET',
      url: `/api/patient/${second.id}`,
      token: other.token,
    });
    expect(notSeen.statusCode).toBe(404);

    // A new patient (unknown ID) is created and bound.
    const tel = randomTel();
    const fresh = await account(app, p);
    await call(app, p, {
      method: 'GET',
      url: '/api/patient/relation/user/bind/verify/code',
      token: fresh.token,
      query: { tel },
    });
    const created = await call(app, p, {
      method: 'POST',
      url: '/api/patient/relation/user',
      token: fresh.token,
      payload: {
        name: '钱八',
        idcard: randomIdcard(),
        relation: '母亲',
        tel,
        verifyCode: lastSmsCode(app, tel),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
  });
});
