import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../fixtures.ts';
import { account, countRows } from '../patients/helpers.ts';
import { enrol, get, post, put, type ResearchWorld, researchWorld, womanIdcard } from './helpers.ts';

describe('research projects, enrolment of mother/child pairs, dropout', () => {
  let app: FastifyInstance;
  let w: ResearchWorld;
  let pairId: number;

  beforeAll(async () => {
    app = await createTestApp();
    w = await researchWorld(app);
  });
  afterAll(() => app.close());

  it('lists the org’s projects only, with counts; another org’s project is 404; a patient 403; no session 401', async () => {
    const res = await get(app, w.p, w.doctor, '/api/research/project');
    expect(res.statusCode, res.body).toBe(200);
    const names = (res.json().data as { name: string }[]).map((x) => x.name).sort();
    expect(names).toEqual(['出生队列研究', '已结束的研究'].sort());
    const one = await get(app, w.p, w.doctor, `/api/research/project/${w.rp}`);
    expect(one.json().data).toMatchObject({ id: w.rp, groupCount: 0, sampleCount: 0, status: 'active' });
    expect((await get(app, w.p, w.doctor, `/api/research/project/${w.rpB}`)).statusCode).toBe(404);
    expect((await get(app, w.p, w.farDoctor, `/api/research/project/${w.rp}`)).statusCode).toBe(404);
    expect((await get(app, w.other, w.otherDoctor, `/api/research/project/${w.rp}`)).statusCode).toBe(404);
    expect((await get(app, w.p, w.owner, '/api/research/project')).statusCode).toBe(403);
    expect((await get(app, w.p, null, '/api/research/project')).statusCode).toBe(401);
  });

  it('admins and staff see every org’s projects of the tenant', async () => {
    const admin = await account(app, w.p, { role: 'admin', name: '孙管理员' });
    const res = await get(app, w.p, admin, '/api/research/project');
    expect((res.json().data as { id: number }[]).map((x) => x.id).sort()).toEqual(
      [w.rp, w.closed, w.rpB].sort(),
    );
  });

  it('finds women by name, full ID number or phone, masked; men and other orgs’ patients are not found', async () => {
    const byName = await get(
      app,
      w.p,
      w.doctor,
      `/api/research/candidate?researchProjectId=${w.rp}&keyword=${encodeURIComponent('晓雯')}`,
    );
    expect(byName.statusCode, byName.body).toBe(200);
    const list = byName.json().data as {
      patientId: number;
      idcard: string;
      tel: string;
      groupUserId: number | null;
    }[];
    expect(list.map((c) => c.patientId)).toEqual([w.mother.id]);
    expect(list[0]?.idcard).not.toBe(w.mother.idcard);
    expect(list[0]?.idcard).toContain('*');
    expect(list[0]?.tel).toContain('*');
    const byId = await get(
      app,
      w.p,
      w.doctor,
      `/api/research/candidate?researchProjectId=${w.rp}&keyword=${w.mother.idcard}`,
    );
    expect((byId.json().data as unknown[]).length).toBe(1);
    const byTel = await get(
      app,
      w.p,
      w.doctor,
      `/api/research/candidate?researchProjectId=${w.rp}&keyword=${w.mother.tel}`,
    );
    expect((byTel.json().data as unknown[]).length).toBe(1);
    const man = await get(
      app,
      w.p,
      w.doctor,
      `/api/research/candidate?researchProjectId=${w.rp}&keyword=${encodeURIComponent('张大山')}`,
    );
    expect(man.json().data).toEqual([]);
    const far = await get(
      app,
      w.p,
      w.doctor,
      `/api/research/candidate?researchProjectId=${w.rp}&keyword=${encodeURIComponent('外机构孕妇')}`,
    );
    expect(far.json().data).toEqual([]);
    const empty = await get(app, w.p, w.doctor, `/api/research/candidate?researchProjectId=${w.rp}&keyword=`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('请输入姓名、身份证号或手机号');
  });

  it('enrols a woman once; refuses a man, a closed project, another org’s project or patient; nothing stored', async () => {
    const before = await countRows('research_group_users', w.p.id);
    const bad = await post(app, w.p, w.doctor, '/api/research/into/group', { researchProjectId: w.rp });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const man = await post(app, w.p, w.doctor, '/api/research/into/group', {
      researchProjectId: w.rp,
      patientId: w.man.id,
    });
    expect(man.json()).toMatchObject({ success: false, msg: '只有女性可以作为母亲入组' });
    const closed = await post(app, w.p, w.doctor, '/api/research/into/group', {
      researchProjectId: w.closed,
      patientId: w.mother.id,
    });
    expect(closed.json().msg).toBe('研究项目已结束，不能入组');
    const farProject = await post(app, w.p, w.doctor, '/api/research/into/group', {
      researchProjectId: w.rpB,
      patientId: w.mother.id,
    });
    expect(farProject.statusCode).toBe(404);
    const farPatient = await post(app, w.p, w.doctor, '/api/research/into/group', {
      researchProjectId: w.rp,
      patientId: w.motherB.id,
    });
    expect(farPatient.statusCode).toBe(404);
    expect(
      (
        await post(app, w.p, null, '/api/research/into/group', {
          researchProjectId: w.rp,
          patientId: w.mother.id,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await post(app, w.p, w.owner, '/api/research/into/group', {
          researchProjectId: w.rp,
          patientId: w.mother.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(await countRows('research_group_users', w.p.id)).toBe(before);

    const pair = await enrol(app, w.p, w.doctor, w.rp, w.mother);
    pairId = pair.id;
    expect(pair.mother.patientId).toBe(w.mother.id);
    const again = await post(app, w.p, w.doctor2, '/api/research/into/group', {
      researchProjectId: w.rp,
      patientId: w.mother.id,
    });
    expect(again.json()).toMatchObject({ success: false, msg: '该孕产妇已在本项目中' });
    const found = await get(
      app,
      w.p,
      w.doctor,
      `/api/research/candidate?researchProjectId=${w.rp}&keyword=${w.mother.tel}`,
    );
    expect(found.json().data[0]).toMatchObject({ groupUserId: pairId, groupStatus: 'enrolled' });
  });

  it('registers a new mother and enrols her; a known ID number or a man’s is refused', async () => {
    const idcard = womanIdcard();
    const res = await post(app, w.p, w.doctor, '/api/patient/research/group/user', {
      researchProjectId: w.rp,
      motherName: '陈静怡',
      motherIdcard: idcard,
      motherTel: '13657100123',
      expectedDeliveryDate: '2026-12-20',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'enrolled',
      expectedDeliveryDate: '2026-12-20',
      child: null,
    });
    expect(res.json().data.mother.idcard).toContain('*');
    const before = await countRows('patients', w.p.id);
    const dup = await post(app, w.p, w.doctor, '/api/patient/research/group/user', {
      researchProjectId: w.rp,
      motherName: '陈静怡',
      motherIdcard: idcard,
      motherTel: '13657100123',
    });
    expect(dup.json()).toMatchObject({ success: false, msg: '该身份证号已建档，请通过搜索入组' });
    const missing = await post(app, w.p, w.doctor, '/api/patient/research/group/user', {
      researchProjectId: w.rp,
      motherName: '某',
    });
    expect(missing.statusCode).toBe(400);
    expect(await countRows('patients', w.p.id)).toBe(before);
  });

  it('lists the pairs with search; detail; another org cannot see them', async () => {
    const list = await get(app, w.p, w.doctor, `/api/patient/research/group/user?researchProjectId=${w.rp}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.total).toBe(2);
    const searched = await get(
      app,
      w.p,
      w.doctor,
      `/api/patient/research/group/user?keyword=${encodeURIComponent('林')}`,
    );
    expect(searched.json().data.list.map((x: { id: number }) => x.id)).toEqual([pairId]);
    expect((await get(app, w.p, w.farDoctor, '/api/patient/research/group/user')).json().data.total).toBe(0);
    const detail = await get(app, w.p, w.doctor, `/api/patient/research/group/user/${pairId}`);
    expect(detail.json().data).toMatchObject({ id: pairId, samples: [], projectName: '出生队列研究' });
    expect((await get(app, w.p, w.farDoctor, `/api/patient/research/group/user/${pairId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(app, w.other, w.otherDoctor, `/api/patient/research/group/user/${pairId}`)).statusCode,
    ).toBe(404);
    expect((await get(app, w.p, null, `/api/patient/research/group/user/${pairId}`)).statusCode).toBe(401);
  });

  it('adds the child once born, then keeps it up; bad input stores nothing', async () => {
    const half = await put(app, w.p, w.doctor, `/api/patient/research/group/user/${pairId}`, {
      childName: '林子墨',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().msg).toContain('请填写孩子姓名和出生日期');
    const before = await countRows('patients', w.p.id);
    const res = await put(app, w.p, w.doctor, `/api/patient/research/group/user/${pairId}`, {
      childName: '林子墨',
      childSex: 1,
      childBirthday: '2026-10-01',
      remark: '顺产',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      remark: '顺产',
      child: { name: '林子墨', sex: 1, birthday: '2026-10-01' },
    });
    expect(await countRows('patients', w.p.id)).toBe(before + 1);
    const renamed = await put(app, w.p, w.doctor, `/api/patient/research/group/user/${pairId}`, {
      childName: '林子默',
      childBirthday: '2026-10-01',
    });
    expect(renamed.json().data.child.name).toBe('林子默');
    expect(await countRows('patients', w.p.id)).toBe(before + 1);
    expect(
      (await put(app, w.p, w.farDoctor, `/api/patient/research/group/user/${pairId}`, { remark: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('drops a pair out with a reason, once; lists the dropouts', async () => {
    const other = await post(app, w.p, w.doctor, '/api/patient/research/group/user', {
      researchProjectId: w.rp,
      motherName: '黄欣然',
      motherIdcard: womanIdcard(),
      motherTel: '13657100456',
    });
    const id = other.json().data.id as number;
    const noReason = await post(app, w.p, w.doctor, '/api/research/dropout', { groupUserId: id });
    expect(noReason.json().msg).toContain('请输入退出原因');
    expect(
      (await post(app, w.p, w.farDoctor, '/api/research/dropout', { groupUserId: id, reason: '迁居' }))
        .statusCode,
    ).toBe(404);
    const res = await post(app, w.p, w.doctor, '/api/research/dropout', {
      groupUserId: id,
      reason: '迁居外省',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'dropped', dropoutReason: '迁居外省' });
    const twice = await post(app, w.p, w.doctor, '/api/research/dropout', {
      groupUserId: id,
      reason: '迁居外省',
    });
    expect(twice.json().msg).toBe('该母子已退出项目');
    const list = await get(app, w.p, w.doctor, '/api/research/dropout');
    expect(list.json().data.list.map((x: { id: number }) => x.id)).toEqual([id]);
    expect((await get(app, w.p, w.owner, '/api/research/dropout')).statusCode).toBe(403);
    const project = await get(app, w.p, w.doctor, `/api/research/project/${w.rp}`);
    expect(project.json().data).toMatchObject({ groupCount: 2, droppedCount: 1 });
  });
});
