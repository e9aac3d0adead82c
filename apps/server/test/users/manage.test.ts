import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIdcard, tokenFor } from '../auth/helpers.ts';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  randomKey,
  randomTel,
  type TestProject,
  withAdmin,
} from '../fixtures.ts';

const masked = (tel: string) => `${tel.slice(0, 3)}****${tel.slice(7)}`;

describe('user management', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let adminToken: string;
  let staffToken: string;
  let doctor: Awaited<ReturnType<typeof createUser>>;
  let doctorToken: string;
  let patientToken: string;
  let patient: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    adminToken = await tokenFor(app, p, await createUser(p, { role: 'admin' }));
    staffToken = await tokenFor(app, p, await createUser(p, { role: 'staff' }));
    doctor = await createUser(p, { role: 'doctor', name: '钱医生' });
    doctorToken = await tokenFor(app, p, doctor);
    patient = await createUser(p, { name: '患者甲' });
    patientToken = await tokenFor(app, p, patient);
  });
  afterAll(() => app.close());

  describe('POST /api/user', () => {
    it('an admin creates a doctor who can then sign in at the doctor login', async () => {
      const username = randomKey('doc');
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/user',
        token: adminToken,
        payload: {
          username,
          password: 'Doctor2026',
          name: '新医生',
          roleId: 'doctor',
          userType: 'servicer',
          sex: 1,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        username,
        role: 'doctor',
        userType: 'servicer',
        orgCode: p.orgCode,
      });
      const login = await call(app, p, {
        method: 'POST',
        url: '/api/user/login/doctor',
        payload: { username, password: 'Doctor2026', orgCode: p.orgCode },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().data.doctor.name).toBe('新医生');
    });

    it('a doctor creates a customer with themselves as source doctor, but not staff', async () => {
      const tel = randomTel();
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/user',
        token: doctorToken,
        payload: { tel, name: '居民乙', idcard: randomIdcard() },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ role: 'patient', userType: 'customer', tel: masked(tel) });
      const row = await withAdmin((c) =>
        c.query<{ source_doctor_id: number }>('select source_doctor_id from users where id=$1', [
          res.json().data.id,
        ]),
      );
      expect(row.rows[0]?.source_doctor_id).toBe(doctor.doctorId);
      const staff = await call(app, p, {
        method: 'POST',
        url: '/api/user',
        token: doctorToken,
        payload: { username: randomKey('s'), roleId: 'staff' },
      });
      expect(staff.statusCode).toBe(403);
    });

    it('staff cannot create an admin; a patient cannot create anyone', async () => {
      const admin = await call(app, p, {
        method: 'POST',
        url: '/api/user',
        token: staffToken,
        payload: { username: randomKey('a'), roleId: 'admin' },
      });
      expect(admin.statusCode).toBe(403);
      const byPatient = await call(app, p, {
        method: 'POST',
        url: '/api/user',
        token: patientToken,
        payload: { tel: randomTel() },
      });
      expect(byPatient.statusCode).toBe(403);
    });

    it('refuses taken numbers, contradicting types, bad input and no token', async () => {
      const taken = await call(app, p, {
        method: 'POST',
        url: '/api/user',
        token: adminToken,
        payload: { tel: patient.tel },
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().msg).toBe(MSG.telTaken);
      const type = await call(app, p, {
        method: 'POST',
        url: '/api/user',
        token: adminToken,
        payload: { username: randomKey('x'), roleId: 'doctor', userType: 'customer' },
      });
      expect(type.statusCode).toBe(400);
      expect(type.json().msg).toBe('用户类型与角色不匹配');
      const role = await call(app, p, {
        method: 'POST',
        url: '/api/user',
        token: adminToken,
        payload: { roleId: 'king' },
      });
      expect(role.statusCode).toBe(400);
      const empty = await call(app, p, { method: 'POST', url: '/api/user', token: adminToken, payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().msg).toBe('请输入手机号或用户名');
      const org = await call(app, p, {
        method: 'POST',
        url: '/api/user',
        token: adminToken,
        payload: { username: randomKey('x'), orgCode: 'NO-ORG' },
      });
      expect(org.json().msg).toBe(MSG.orgUnknown);
      const anon = await call(app, p, { method: 'POST', url: '/api/user', payload: { tel: randomTel() } });
      expect(anon.statusCode).toBe(401);
    });
  });

  describe('PUT /api/user/:id', () => {
    it('staff changes a user; a new role signs them out', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      const res = await call(app, p, {
        method: 'PUT',
        url: `/api/user/${u.id}`,
        token: staffToken,
        payload: { name: '改名', nickName: '小改' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ name: '改名', nickName: '小改' });
      const mine = await call(app, p, { method: 'GET', url: '/api/user/mine', token });
      expect(mine.json().data.user.name).toBe('改名');
      const promote = await call(app, p, {
        method: 'PUT',
        url: `/api/user/${u.id}`,
        token: staffToken,
        payload: { roleId: 'learner' },
      });
      expect(promote.statusCode).toBe(200);
      expect((await call(app, p, { method: 'GET', url: '/api/user/mine', token })).statusCode).toBe(401);
    });

    it('staff cannot change an admin; doctors and patients cannot change users', async () => {
      const admin = await createUser(p, { role: 'admin' });
      const res = await call(app, p, {
        method: 'PUT',
        url: `/api/user/${admin.id}`,
        token: staffToken,
        payload: { name: 'x' },
      });
      expect(res.statusCode).toBe(403);
      const u = await createUser(p);
      for (const token of [doctorToken, patientToken]) {
        const no = await call(app, p, {
          method: 'PUT',
          url: `/api/user/${u.id}`,
          token,
          payload: { name: 'x' },
        });
        expect(no.statusCode).toBe(403);
      }
    });

    it('answers 404 for a user of another project and 400 for a bad id', async () => {
      const other = await createProject();
      const stranger = await createUser(other);
      const res = await call(app, p, {
        method: 'PUT',
        url: `/api/user/${stranger.id}`,
        token: adminToken,
        payload: { name: 'x' },
      });
      expect(res.statusCode).toBe(404);
      const bad = await call(app, p, { method: 'PUT', url: '/api/user/0', token: adminToken, payload: {} });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('GET /api/user', () => {
    it('lists users with role and type filters, paging and masked numbers', async () => {
      const q = await createProject();
      const admin = await createUser(q, { role: 'admin' });
      const token = await tokenFor(app, q, admin);
      const a = await createUser(q);
      await createUser(q);
      await createUser(q, { role: 'doctor' });
      const res = await call(app, q, {
        method: 'GET',
        url: '/api/user',
        token,
        query: { roleId: 'patient', pageNo: '1', pageSize: '1' },
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.total).toBe(2);
      expect(data.list).toHaveLength(1);
      expect(data.pageSize).toBe(1);
      const all = await call(app, q, {
        method: 'GET',
        url: '/api/user',
        token,
        query: { userType: 'customer' },
      });
      const found = all.json().data.list.find((x: { id: number }) => x.id === a.id);
      expect(found.tel).toBe(masked(a.tel));
      const servicers = await call(app, q, {
        method: 'GET',
        url: '/api/user',
        token,
        query: { userType: 'servicer' },
      });
      expect(servicers.json().data.total).toBe(2);
    });

    it('doctors see their org and their own customers only; patients get 403', async () => {
      const q = await createProject();
      const d = await createUser(q, { role: 'doctor' });
      const token = await tokenFor(app, q, d);
      const created = await call(app, q, {
        method: 'POST',
        url: '/api/user',
        token,
        payload: { tel: randomTel() },
      });
      const customer = await createUser(q);
      await withAdmin((c) => c.query('update users set org_id = null where id=$1', [customer.id]));
      const res = await call(app, q, {
        method: 'GET',
        url: '/api/user',
        token,
        query: { userType: 'customer' },
      });
      const ids = res.json().data.list.map((x: { id: number }) => x.id);
      expect(ids).toContain(created.json().data.id);
      expect(ids).not.toContain(customer.id);
      const byPatient = await call(app, p, { method: 'GET', url: '/api/user', token: patientToken });
      expect(byPatient.statusCode).toBe(403);
    });

    it('refuses bad filters with 400 and no token with 401', async () => {
      const bad = await call(app, p, {
        method: 'GET',
        url: '/api/user',
        token: adminToken,
        query: { pageSize: '1000' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('每页条数不能超过100');
      expect((await call(app, p, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    });

    it('never lists users of another project', async () => {
      const other = await createProject();
      const stranger = await createUser(other);
      const res = await call(app, p, {
        method: 'GET',
        url: '/api/user',
        token: adminToken,
        query: { pageSize: '100' },
      });
      expect(res.json().data.list.map((x: { id: number }) => x.id)).not.toContain(stranger.id);
    });
  });

  describe('PUT /api/user/:id/password/reset', () => {
    it('staff sets a new password and every session of the user ends', async () => {
      const u = await createUser(p);
      const token = await tokenFor(app, p, u);
      const res = await call(app, p, {
        method: 'PUT',
        url: `/api/user/${u.id}/password/reset`,
        token: staffToken,
        payload: { password: 'Reset2026x' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await call(app, p, { method: 'GET', url: '/api/user/mine', token })).statusCode).toBe(401);
      await tokenFor(app, p, { username: u.username, password: 'Reset2026x' });
    });

    it('refuses doctors, weak passwords, admins for staff, other projects, no token', async () => {
      const u = await createUser(p);
      const url = `/api/user/${u.id}/password/reset`;
      expect(
        (await call(app, p, { method: 'PUT', url, token: doctorToken, payload: { password: 'Reset2026x' } }))
          .statusCode,
      ).toBe(403);
      const weak = await call(app, p, { method: 'PUT', url, token: staffToken, payload: { password: '1' } });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().msg).toContain(MSG.passwordWeak);
      const admin = await createUser(p, { role: 'admin' });
      const onAdmin = await call(app, p, {
        method: 'PUT',
        url: `/api/user/${admin.id}/password/reset`,
        token: staffToken,
        payload: { password: 'Reset2026x' },
      });
      expect(onAdmin.statusCode).toBe(403);
      const stranger = await createUser(await createProject());
      const cross = await call(app, p, {
        method: 'PUT',
        url: `/api/user/${stranger.id}/password/reset`,
        token: adminToken,
        payload: { password: 'Reset2026x' },
      });
      expect(cross.statusCode).toBe(404);
      expect(
        (await call(app, p, { method: 'PUT', url, payload: { password: 'Reset2026x' } })).statusCode,
      ).toBe(401);
    });
  });

  describe('GET /api/user/:id', () => {
    it("answers id, name and type to a user the caller shares a context with (the patient's doctor)", async () => {
      await withAdmin(async (c) => {
        const r = await c.query<{ id: number }>(
          `insert into patients (project_id, name, doctor_id) values ($1, '患者甲', $2) returning id`,
          [p.id, doctor.doctorId],
        );
        await c.query(
          `insert into patient_relations (project_id, user_id, patient_id, relation) values ($1, $2, $3, 'self')`,
          [p.id, patient.id, r.rows[0]?.id],
        );
      });
      const res = await call(app, p, { method: 'GET', url: `/api/user/${doctor.id}`, token: patientToken });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ id: doctor.id, name: '钱医生', userType: 'servicer' });
    });

    it('answers 404 for a user of another project, 400 for a bad id, 401 without a token', async () => {
      const stranger = await createUser(await createProject());
      const cross = await call(app, p, {
        method: 'GET',
        url: `/api/user/${stranger.id}`,
        token: patientToken,
      });
      expect(cross.statusCode).toBe(404);
      expect(cross.json()).toEqual({ success: false, msg: MSG.userNotFound });
      expect(
        (await call(app, p, { method: 'GET', url: '/api/user/-5', token: patientToken })).statusCode,
      ).toBe(400);
      expect((await call(app, p, { method: 'GET', url: `/api/user/${doctor.id}` })).statusCode).toBe(401);
    });
  });

  describe('GET /api/user/findUser/idcard/:idcard', () => {
    it('finds the account of an ID number for a servicer, masked', async () => {
      const idcard = randomIdcard();
      const u = await createUser(p, { idcard });
      const res = await call(app, p, {
        method: 'GET',
        url: `/api/user/findUser/idcard/${idcard}`,
        token: doctorToken,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: u.id, tel: masked(u.tel) });
      expect(res.json().data.idcard).toBe(`${idcard.slice(0, 3)}${'*'.repeat(12)}${idcard.slice(15)}`);
    });

    it('answers 404 when unknown or in another project, 403 for a customer, 400 for a bad number', async () => {
      const idcard = randomIdcard();
      await createUser(await createProject(), { idcard });
      const none = await call(app, p, {
        method: 'GET',
        url: `/api/user/findUser/idcard/${idcard}`,
        token: doctorToken,
      });
      expect(none.statusCode).toBe(404);
      const byPatient = await call(app, p, {
        method: 'GET',
        url: `/api/user/findUser/idcard/${idcard}`,
        token: patientToken,
      });
      expect(byPatient.statusCode).toBe(403);
      const bad = await call(app, p, {
        method: 'GET',
        url: '/api/user/findUser/idcard/12345',
        token: doctorToken,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain(MSG.idcardInvalid);
      expect(
        (await call(app, p, { method: 'GET', url: `/api/user/findUser/idcard/${idcard}` })).statusCode,
      ).toBe(401);
    });
  });

  describe('POST /api/user/mcn/zdcs/register', () => {
    it('stores a registration without a token, once per number', async () => {
      const tel = randomTel();
      for (let i = 0; i < 2; i++) {
        const res = await call(app, p, {
          method: 'POST',
          url: '/api/user/mcn/zdcs/register',
          payload: { name: '报名人', tel, remark: '想参加' },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const rows = await withAdmin((c) =>
        c.query<{ program: string; name: string }>(
          'select program, name from registrations where project_id=$1 and tel=$2',
          [p.id, tel],
        ),
      );
      expect(rows.rows).toEqual([{ program: 'mcn-zdcs', name: '报名人' }]);
    });

    it('refuses a bad number or a missing name with 400', async () => {
      const bad = await call(app, p, {
        method: 'POST',
        url: '/api/user/mcn/zdcs/register',
        payload: { name: 'x', tel: '1' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain(MSG.telInvalid);
      const noName = await call(app, p, {
        method: 'POST',
        url: '/api/user/mcn/zdcs/register',
        payload: { tel: randomTel() },
      });
      expect(noName.json().msg).toContain('请输入姓名');
    });
  });
});
