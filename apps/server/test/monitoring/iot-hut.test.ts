import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIdcard } from '../auth/helpers.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import {
  type Account,
  account,
  type CreatedPatient,
  countRows,
  createPatient,
  otherOrgDoctor,
} from '../patients/helpers.ts';

const CLIENT = '/api/iot/hut/client/health';
const REG = '/api/iot/hut/regulatory';

describe('health huts', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let admin: Account;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let farDoctor: Account;
  let otherProjectUser: Account;
  let patient: CreatedPatient;
  let secret: string;
  let hutCode: string;
  let subOrgCode: string;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    admin = await account(app, p, { role: 'admin' });
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor' });
    farDoctor = await otherOrgDoctor(app, p);
    otherProjectUser = await account(app, other);
    patient = await createPatient(app, p, owner, { doctorId: doctor.doctorId, relation: 'self' });
    subOrgCode = `SUB${Date.now()}`;
    await withAdmin((c) =>
      c.query(`insert into orgs (project_id, parent_id, code, name) values ($1,$2,$3,'社区服务站')`, [
        p.id,
        p.orgId,
        subOrgCode,
      ]),
    );
  });
  afterAll(() => app.close());

  const upload = (payload: Record<string, unknown>, key = secret, project: TestProject = p) =>
    call(app, project, {
      method: 'POST',
      url: `${CLIENT}/upload`,
      payload: { hutCode, idcard: patient.idcard, measureTime: new Date().toISOString(), ...payload },
      headers: { 'x-hut-secret': key },
    });

  it('admins register huts (secret answered once); others may not', async () => {
    const res = await call(app, p, {
      method: 'POST',
      url: `${REG}/hut`,
      token: admin.token,
      payload: { code: 'HUT-T-1', name: '社区健康小屋', orgCode: subOrgCode, address: '幸福路1号' },
    });
    expect(res.statusCode, res.body).toBe(200);
    secret = res.json().data.secret;
    hutCode = res.json().data.code;
    expect(secret.length).toBeGreaterThan(30);
    const dup = await call(app, p, {
      method: 'POST',
      url: `${REG}/hut`,
      token: admin.token,
      payload: { code: 'HUT-T-1', name: '重复', orgCode: p.orgCode },
    });
    expect(dup.statusCode).toBe(409);
    const byDoctor = await call(app, p, {
      method: 'POST',
      url: `${REG}/hut`,
      token: doctor.token,
      payload: { code: 'HUT-T-2', name: '小屋', orgCode: p.orgCode },
    });
    expect(byDoctor.statusCode).toBe(403);
  });

  it('the org tree counts huts of sub-orgs; the list filters by org subtree and keyword', async () => {
    const tree = await call(app, p, { method: 'GET', url: `${REG}/org/findTree/code`, token: owner.token });
    expect(tree.statusCode, tree.body).toBe(200);
    const root = tree.json().data.find((n: { code: string }) => n.code === p.orgCode);
    expect(root.hutCount).toBe(1);
    expect(root.children[0]).toMatchObject({ code: subOrgCode, hutCount: 1 });
    const sub = await call(app, p, {
      method: 'GET',
      url: `${REG}/org/findTree/code?code=${subOrgCode}`,
      token: owner.token,
    });
    expect(sub.json().data).toHaveLength(1);
    const missing = await call(app, p, {
      method: 'GET',
      url: `${REG}/org/findTree/code?code=NOPE`,
      token: owner.token,
    });
    expect(missing.statusCode).toBe(404);
    const list = await call(app, p, {
      method: 'GET',
      url: `${REG}/org/findAllHutList?orgCode=${p.orgCode}`,
      token: owner.token,
    });
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({ code: 'HUT-T-1', orgName: '社区服务站', state: 'online' });
    const none = await call(app, p, {
      method: 'GET',
      url: `${REG}/org/findAllHutList?keyword=${encodeURIComponent('不存在')}`,
      token: owner.token,
    });
    expect(none.json().data).toHaveLength(0);
    const far = await call(app, other, {
      method: 'GET',
      url: `${REG}/org/findAllHutList`,
      token: otherProjectUser.token,
    });
    expect(far.json().data).toHaveLength(0);
  });

  it('uploads need the hut secret and a known resident; bad values store nothing', async () => {
    const before = await countRows('measurements', p.id);
    expect((await upload({ bp: { systolic: 130, diastolic: 80 } }, 'wrong')).statusCode).toBe(401);
    expect((await upload({ bp: { systolic: 130, diastolic: 80 } }, secret, other)).statusCode).toBe(401);
    const unknown = await upload({ idcard: randomIdcard(), bp: { systolic: 130, diastolic: 80 } });
    expect(unknown.statusCode).toBe(404);
    const bad = await upload({ bp: { systolic: -5, diastolic: 80 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('收缩压不能小于40');
    const empty = await upload({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('请至少上传一项测量数据');
    expect(await countRows('measurements', p.id)).toBe(before);
    expect(await countRows('hut_visits', p.id)).toBe(0);
  });

  let visitId: number;
  it('a visit is stored as iot measurements linked to the hut', async () => {
    const res = await upload({
      bp: { systolic: 165, diastolic: 102, heartRate: 80 },
      bg: { glucose: 5.2, period: 'fasting' },
      weight: { weight: 70, height: 170 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.readings).toBe(3);
    visitId = res.json().data.visitId;
    expect(await countRows('measurements', p.id, `source = 'iot' and patient_id = $2`, [patient.id])).toBe(3);
    const history = await call(app, p, {
      method: 'GET',
      url: `/api/patient/blood/pressure?patientId=${patient.id}`,
      token: owner.token,
    });
    expect(history.json().data.list[0]).toMatchObject({ source: 'iot', level: 'grade2', abnormal: true });
  });

  it('the patient sees latest data, the visit page and the appraisal report', async () => {
    const data = await call(app, p, { method: 'GET', url: `${CLIENT}/findHealthData`, token: owner.token });
    expect(data.statusCode, data.body).toBe(200);
    const d = data.json().data;
    expect(d).toMatchObject({ patientId: patient.id, visitCount: 1 });
    expect(d.latest.map((r: { type: string }) => r.type)).toEqual(['bp', 'bg', 'weight']);
    expect(d.latest[0].hutName).toBe('社区健康小屋');
    expect(d.lastVisit.id).toBe(visitId);
    const page = await call(app, p, {
      method: 'GET',
      url: `${CLIENT}/findHealthDataPage?pageSize=5&patientId=${patient.id}`,
      token: owner.token,
    });
    expect(page.json().data).toMatchObject({ total: 1, pageSize: 5 });
    expect(page.json().data.list[0].abnormalCount).toBe(1);
    const report = await call(app, p, {
      method: 'GET',
      url: `${CLIENT}/findAppraisalReport?id=${visitId}`,
      token: owner.token,
    });
    expect(report.statusCode, report.body).toBe(200);
    const r = report.json().data;
    // grade 2 hypertension -15, overweight (BMI 24.2) -5.
    expect(r.score).toBe(80);
    expect(r.conclusion).toContain('1项异常');
    expect(r.items[0].advice).toContain('2级');
    const byDoctor = await call(app, p, {
      method: 'GET',
      url: `${CLIENT}/findAppraisalReport?idcard=${patient.idcard}`,
      token: doctor.token,
    });
    expect(byDoctor.json().data.visit.id).toBe(visitId);
  });

  it('others get 404; servicers must name the patient', async () => {
    for (const who of [stranger, farDoctor]) {
      const r = await call(app, p, {
        method: 'GET',
        url: `${CLIENT}/findAppraisalReport?id=${visitId}`,
        token: who.token,
      });
      expect(r.statusCode).toBe(404);
      const d = await call(app, p, {
        method: 'GET',
        url: `${CLIENT}/findHealthData?patientId=${patient.id}`,
        token: who.token,
      });
      expect(d.statusCode).toBe(404);
    }
    const far = await call(app, other, {
      method: 'GET',
      url: `${CLIENT}/findAppraisalReport?id=${visitId}`,
      token: otherProjectUser.token,
    });
    expect(far.statusCode).toBe(404);
    const unnamed = await call(app, p, {
      method: 'GET',
      url: `${CLIENT}/findHealthData`,
      token: doctor.token,
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().msg).toBe('请指定患者');
  });
});
