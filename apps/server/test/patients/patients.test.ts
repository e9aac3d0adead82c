import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIdcard } from '../auth/helpers.ts';
import { call, createProject, createTestApp, randomTel, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows, createPatient, otherOrgDoctor } from './helpers.ts';

describe('patient records', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let farDoctor: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p, { name: '户主' });
    stranger = await account(app, p, { name: '路人' });
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    farDoctor = await otherOrgDoctor(app, p);
  });
  afterAll(() => app.close());

  it('a customer creates a patient: bound to them, sex and birthday from the ID, listed masked', async () => {
    const idcard = randomIdcard();
    const tel = randomTel();
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/patient',
      token: owner.token,
      payload: { name: '李四', idcard, tel, relation: '父亲', height: 172, doctorId: doctor.doctorId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({ name: '李四', idcard, tel, relation: '父亲', doctorName: '王医生' });
    expect(detail.birthday).toBe(`${idcard.slice(6, 10)}-${idcard.slice(10, 12)}-${idcard.slice(12, 14)}`);
    expect(detail.sex).toBe(Number(idcard[16]) % 2 === 1 ? 1 : 2);
    expect(detail.extra).toEqual({ height: 172 });

    const list = await call(app, p, { method: 'GET', url: '/api/patient', token: owner.token });
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().data.list.find((x: { id: number }) => x.id === detail.id);
    expect(item.idcard).toBe(`${idcard.slice(0, 3)}${'*'.repeat(12)}${idcard.slice(15)}`);
    expect(item.tel).toBe(`${tel.slice(0, 3)}****${tel.slice(7)}`);
    expect(list.body).not.toContain(idcard);

    const mine = await call(app, p, { method: 'GET', url: '/api/user/mine', token: owner.token });
    expect(mine.json().data.patientList.map((x: { id: number }) => x.id)).toContain(detail.id);
  });

  it('the doctor of the org sees the patient in full; another org, another account and another project do not', async () => {
    const patient = await createPatient(app, p, owner);
    const byDoctor = await call(app, p, {
      method: 'GET',
      url: `/api/patient/${patient.id}`,
      token: doctor.token,
    });
    expect(byDoctor.statusCode, byDoctor.body).toBe(200);
    expect(byDoctor.json().data.idcard).toBe(patient.idcard);
    for (const who of [stranger, farDoctor]) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call(app, p, {
          method,
          url: `/api/patient/${patient.id}`,
          token: who.token,
          ...(method === 'PUT' ? { payload: { name: '篡改' } } : {}),
        });
        expect(res.statusCode, `${method} ${res.body}`).toBe(404);
        expect(res.json().msg).toBe(MSG.notFound);
      }
    }
    const other = await createProject();
    const outsider = await account(app, other, { role: 'admin' });
    const cross = await call(app, other, {
      method: 'GET',
      url: `/api/patient/${patient.id}`,
      token: outsider.token,
    });
    expect(cross.statusCode).toBe(404);
    const list = await call(app, other, { method: 'GET', url: '/api/patient', token: outsider.token });
    expect(list.json().data.total).toBe(0);
    const farList = await call(app, p, { method: 'GET', url: '/api/patient', token: farDoctor.token });
    expect(farList.json().data.list.map((x: { id: number }) => x.id)).not.toContain(patient.id);
  });

  it('refuses bad input with 400 and a Chinese message, storing nothing', async () => {
    const before = await countRows('patients', p.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '王五', idcard: '330106198001011234' }, MSG.idcardInvalid],
      [{ name: '', idcard: randomIdcard() }, '请输入姓名'],
      [{ name: '王五', tel: '12345' }, MSG.telInvalid],
      [{ name: '王五', birthday: '2999-01-01' }, MSG.birthdayAfterToday],
      [{ name: '王五', height: 'abc' }, '身高须为数字'],
      [{ name: '王五', height: -5 }, '身高不能小于30'],
    ];
    for (const [payload, msg] of cases) {
      const res = await call(app, p, { method: 'POST', url: '/api/patient', token: owner.token, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const dup = await createPatient(app, p, owner);
    const again = await call(app, p, {
      method: 'POST',
      url: '/api/patient',
      token: stranger.token,
      payload: { name: dup.name, idcard: dup.idcard },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toContain('已建档');
    expect(await countRows('patients', p.id)).toBe(before + 1);
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/patient'],
      ['POST', '/api/patient'],
      ['GET', '/api/patient/1'],
      ['GET', '/api/patient/relation'],
      ['GET', '/api/patient/tag'],
    ] as const) {
      const res = await call(app, p, { method, url, payload: method === 'POST' ? { name: 'x' } : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('only servicers set disease categories; the detail lists them and counts follow', async () => {
    const patient = await createPatient(app, p, owner);
    const denied = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/${patient.id}`,
      token: owner.token,
      payload: { name: patient.name, categoryList: [{ type: 1, level: 2 }] },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/${patient.id}`,
      token: doctor.token,
      payload: { name: patient.name, categoryList: [{ type: 2, level: 3 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('分组等级有误');
    const res = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/${patient.id}`,
      token: doctor.token,
      payload: { name: '张三丰', categoryList: [{ type: 1, level: 2 }, { type: 2 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('张三丰');
    expect(res.json().data.categoryList).toEqual([
      { type: 1, level: 2, name: '高血压' },
      { type: 2, level: 1, name: '糖尿病' },
    ]);
    const cats = await call(app, p, {
      method: 'GET',
      url: '/api/patient/disease/category',
      token: owner.token,
    });
    expect(cats.json().data.map((c: { code: string }) => c.code)).toEqual(['hbp', 'dm', 'copd', 'hpl']);
    const counts = await call(app, p, { method: 'GET', url: '/api/patient/all/count', token: doctor.token });
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json().data.byDisease.hbp).toBeGreaterThanOrEqual(1);
    const filtered = await call(app, p, {
      method: 'GET',
      url: '/api/patient',
      token: doctor.token,
      query: { diseaseType: '1' },
    });
    expect(filtered.json().data.list.map((x: { id: number }) => x.id)).toContain(patient.id);
  });

  it('a customer DELETE removes the patient from their account only; servicers cannot delete', async () => {
    const patient = await createPatient(app, p, owner);
    const byDoctor = await call(app, p, {
      method: 'DELETE',
      url: `/api/patient/${patient.id}`,
      token: doctor.token,
    });
    expect(byDoctor.statusCode).toBe(403);
    const res = await call(app, p, {
      method: 'DELETE',
      url: `/api/patient/${patient.id}`,
      token: owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const gone = await call(app, p, { method: 'GET', url: `/api/patient/${patient.id}`, token: owner.token });
    expect(gone.statusCode).toBe(404);
    const mine = await call(app, p, { method: 'GET', url: '/api/user/mine', token: owner.token });
    expect(mine.json().data.patientList.map((x: { id: number }) => x.id)).not.toContain(patient.id);
    const kept = await call(app, p, {
      method: 'GET',
      url: `/api/patient/${patient.id}`,
      token: doctor.token,
    });
    expect(kept.statusCode).toBe(200);
  });

  it("doctor tools: remark, assign doctor, ID lookup, today's new patients", async () => {
    const patient = await createPatient(app, p, doctor);
    const remark = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/add/remark/${patient.id}`,
      token: doctor.token,
      payload: { remark: '需要定期随访' },
    });
    expect(remark.statusCode, remark.body).toBe(200);
    const byOwner = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/add/remark/${patient.id}`,
      token: owner.token,
      payload: { remark: 'x' },
    });
    expect(byOwner.statusCode).toBe(403);
    const byFar = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/add/remark/${patient.id}`,
      token: farDoctor.token,
      payload: { remark: 'x' },
    });
    expect(byFar.statusCode).toBe(404);
    const lookup = await call(app, p, {
      method: 'GET',
      url: `/api/patient/idcard/${patient.idcard}`,
      token: doctor.token,
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().data.idcard).not.toBe(patient.idcard);
    const farLookup = await call(app, p, {
      method: 'GET',
      url: `/api/patient/idcard/${patient.idcard}`,
      token: farDoctor.token,
    });
    expect(farLookup.statusCode).toBe(404);
    const today = await call(app, p, {
      method: 'GET',
      url: '/api/patient/doctor/today/new',
      token: doctor.token,
    });
    expect(today.json().data.map((x: { id: number }) => x.id)).toContain(patient.id);
    const assignFar = await call(app, p, {
      method: 'PUT',
      url: `/api/patient/doctor/${patient.id}`,
      token: doctor.token,
      payload: { doctorId: farDoctor.doctorId },
    });
    expect(assignFar.statusCode).toBe(400);
    const detail = await call(app, p, {
      method: 'GET',
      url: `/api/patient/${patient.id}`,
      token: doctor.token,
    });
    expect(detail.json().data).toMatchObject({ remark: '需要定期随访', doctorId: doctor.doctorId });
    const badId = await call(app, p, { method: 'GET', url: '/api/patient/abc', token: doctor.token });
    expect(badId.statusCode).toBe(400);
  });
});
