import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  randomTel,
  TEST_PASSWORD,
  type TestProject,
  withAdmin,
} from '../fixtures.ts';
import { randomIdcard, requestCode } from './helpers.ts';

describe('logins', () => {
  let app: FastifyInstance;
  let p: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, project: TestProject = p) =>
    call(app, project, { method: 'POST', url, payload });

  describe('POST /api/user/app/login', () => {
    it('signs a customer in by username or by mobile, answering the session info', async () => {
      const u = await createUser(p);
      const byName = await post('/api/user/app/login', {
        username: u.username,
        password: TEST_PASSWORD,
        appId: 'app',
      });
      expect(byName.statusCode).toBe(200);
      const data = byName.json().data;
      expect(data.token).toMatch(/^[\w-]{40,}$/);
      expect(data.user).toMatchObject({ id: u.id, userType: 'customer', role: 'patient' });
      expect(data.user.tel).toBe(`${u.tel.slice(0, 3)}****${u.tel.slice(7)}`);
      expect(data.project).toBe(p.key);
      const byTel = await post('/api/user/app/login', { username: u.tel, password: TEST_PASSWORD });
      expect(byTel.json().data.user.id).toBe(u.id);
      const mine = await call(app, p, { method: 'GET', url: '/api/user/mine', token: data.token });
      expect(mine.json().data.user.id).toBe(u.id);
    });

    it('signs a servicer in by username too', async () => {
      const d = await createUser(p, { role: 'doctor' });
      const res = await post('/api/user/app/login', { username: d.username, password: TEST_PASSWORD });
      expect(res.json().data.user).toMatchObject({ id: d.id, userType: 'servicer' });
    });

    it('signs in with an SMS code (scene login), once', async () => {
      const u = await createUser(p);
      const code = await requestCode(app, p, u.tel, 'login');
      const res = await post('/api/user/app/login', { username: u.tel, verifyCode: code });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.id).toBe(u.id);
      const again = await post('/api/user/app/login', { username: u.tel, verifyCode: code });
      expect(again.statusCode).toBe(400);
      expect(again.json().msg).toBe(MSG.badVerifyCode);
    });

    it('wrong password and unknown account give the same 400 账号或密码错误', async () => {
      const u = await createUser(p);
      const wrong = await post('/api/user/app/login', { username: u.username, password: 'Wrong123x' });
      const unknown = await post('/api/user/app/login', { username: 'nobody-here', password: 'Wrong123x' });
      expect(wrong.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ success: false, msg: MSG.badCredentials });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('refuses bad input with 400 and a Chinese message', async () => {
      const none = await post('/api/user/app/login', { username: 'someone' });
      expect(none.statusCode).toBe(400);
      expect(none.json().msg).toContain('请输入密码或验证码');
      const empty = await post('/api/user/app/login', { username: '', password: 'x' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().msg).toContain('请输入账号');
      const junk = await call(app, p, {
        method: 'POST',
        url: '/api/user/app/login',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(junk.statusCode).toBe(400);
    });

    it('an account of project A cannot sign in to project B', async () => {
      const u = await createUser(p);
      const other = await createProject();
      const res = await post('/api/user/app/login', { username: u.username, password: TEST_PASSWORD }, other);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG.badCredentials);
    });

    it('writes every attempt to the audit table without the raw identifier', async () => {
      const q = await createProject();
      const u = await createUser(q);
      await post('/api/user/app/login', { username: u.username, password: 'Wrong123x' }, q);
      await post('/api/user/app/login', { username: u.username, password: TEST_PASSWORD }, q);
      const rows = await withAdmin((c) =>
        c.query<{ success: boolean; subject: string; user_id: number | null }>(
          'select success, subject, user_id from auth_events where project_id=$1 order by id',
          [q.id],
        ),
      );
      expect(rows.rows.map((r) => r.success)).toEqual([false, true]);
      expect(rows.rows[1]?.user_id).toBe(u.id);
      expect(rows.rows[0]?.subject).not.toContain(u.username);
    });
  });

  describe('POST /api/user/login/customer/pwd', () => {
    it('signs a customer in and refuses a servicer', async () => {
      const u = await createUser(p);
      const ok = await post('/api/user/login/customer/pwd', { username: u.tel, password: TEST_PASSWORD });
      expect(ok.json().data.user.id).toBe(u.id);
      const d = await createUser(p, { role: 'doctor' });
      const no = await post('/api/user/login/customer/pwd', {
        username: d.username,
        password: TEST_PASSWORD,
      });
      expect(no.statusCode).toBe(400);
      expect(no.json().msg).toBe(MSG.badCredentials);
      const bad = await post('/api/user/login/customer/pwd', { username: u.tel });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('请输入密码');
    });
  });

  describe('POST /api/user/login/patient', () => {
    it("signs in with the account's own name and ID number", async () => {
      const idcard = randomIdcard();
      const u = await createUser(p, { name: '张三', idcard });
      const res = await post('/api/user/login/patient', { idcard, name: '张三', tel: u.tel });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.id).toBe(u.id);
    });

    it("signs in with the name and ID number of the patient bound as 'self'", async () => {
      const u = await createUser(p);
      const idcard = randomIdcard();
      await withAdmin(async (c) => {
        const pt = await c.query<{ id: number }>(
          `insert into patients (project_id, name, idcard, tel) values ($1,'李四',$2,$3) returning id`,
          [p.id, idcard, u.tel],
        );
        await c.query(
          `insert into patient_relations (project_id, user_id, patient_id, relation) values ($1,$2,$3,'self')`,
          [p.id, u.id, pt.rows[0]?.id],
        );
      });
      const res = await post('/api/user/login/patient', { idcard, name: '李四', tel: u.tel });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.patientList[0].name).toBe('李四');
      expect(res.json().data.patientList[0].idcard).not.toBe(idcard);
    });

    it('answers 400 患者信息不匹配 for a wrong name, ID or number', async () => {
      const idcard = randomIdcard();
      const u = await createUser(p, { name: '王五', idcard });
      for (const body of [
        { idcard, name: '王六', tel: u.tel },
        { idcard: randomIdcard(), name: '王五', tel: u.tel },
        { idcard, name: '王五', tel: randomTel() },
      ]) {
        const res = await post('/api/user/login/patient', body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, msg: MSG.patientInfoMismatch });
      }
    });

    it('refuses a malformed ID number or phone with 400', async () => {
      const bad = await post('/api/user/login/patient', { idcard: '123', name: '王五', tel: randomTel() });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain(MSG.idcardInvalid);
      const tel = await post('/api/user/login/patient', { idcard: randomIdcard(), name: '王五', tel: '1' });
      expect(tel.json().msg).toContain(MSG.telInvalid);
    });
  });

  describe('doctor logins', () => {
    it('POST /api/user/login/doctor signs a servicer of the org in, with doctor.id', async () => {
      const d = await createUser(p, { role: 'doctor', name: '赵医生' });
      const res = await post('/api/user/login/doctor', {
        username: d.username,
        password: TEST_PASSWORD,
        orgCode: p.orgCode,
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.user).toMatchObject({ id: d.id, userType: 'servicer' });
      expect(data.doctor.id).toBe(d.doctorId);
      expect(data.doctor.orgCode).toBe(p.orgCode);
    });

    it('refuses another org, a customer, and a missing orgCode', async () => {
      const d = await createUser(p, { role: 'doctor' });
      const wrongOrg = await post('/api/user/login/doctor', {
        username: d.username,
        password: TEST_PASSWORD,
        orgCode: 'NOPE',
      });
      expect(wrongOrg.statusCode).toBe(400);
      expect(wrongOrg.json().msg).toBe(MSG.badCredentials);
      const c = await createUser(p);
      const customer = await post('/api/user/login/doctor', {
        username: c.username,
        password: TEST_PASSWORD,
        orgCode: p.orgCode,
      });
      expect(customer.json().msg).toBe(MSG.badCredentials);
      const missing = await post('/api/user/login/doctor', { username: d.username, password: TEST_PASSWORD });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().msg).toContain('请输入机构编码');
    });

    it('AI-platform logins need a doctor record: a doctor passes, staff without one does not', async () => {
      const d = await createUser(p, { role: 'doctor' });
      for (const url of ['/api/user/ai/doctor/login', '/api/user/ai/doctor/szjy/login']) {
        const ok = await post(url, { username: d.username, password: TEST_PASSWORD, orgCode: p.orgCode });
        expect(ok.statusCode).toBe(200);
        expect(ok.json().data.doctor.id).toBe(d.doctorId);
      }
      const staff = await createUser(p, { role: 'staff' });
      await withAdmin((c) => c.query('delete from doctors where user_id=$1', [staff.id]));
      const no = await post('/api/user/ai/doctor/login', {
        username: staff.username,
        password: TEST_PASSWORD,
        orgCode: p.orgCode,
      });
      expect(no.statusCode).toBe(400);
      const yes = await post('/api/user/login/doctor', {
        username: staff.username,
        password: TEST_PASSWORD,
        orgCode: p.orgCode,
      });
      expect(yes.statusCode).toBe(200);
    });
  });
});
