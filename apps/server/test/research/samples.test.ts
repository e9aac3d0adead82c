import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { countRows } from '../patients/helpers.ts';
import { enrol, get, post, put, type ResearchWorld, researchWorld, sampleBody } from './helpers.ts';

describe('research samples: collection, tube codes, status lifecycle, visibility', () => {
  let app: FastifyInstance;
  let w: ResearchWorld;
  let pairId: number;
  let childId: number;
  let sampleId: number;
  let encode: string;

  beforeAll(async () => {
    app = await createTestApp();
    w = await researchWorld(app);
    pairId = (await enrol(app, w.p, w.doctor, w.rp, w.mother)).id;
    const born = await put(app, w.p, w.doctor, `/api/patient/research/group/user/${pairId}`, {
      childName: '林子墨',
      childSex: 1,
      childBirthday: '2026-10-01',
    });
    childId = born.json().data.child.patientId as number;
  });
  afterAll(() => app.close());

  it('records a sample of the mother; the code is kept upper-case; it shows in the list and the pair', async () => {
    const body = sampleBody(w.rp, w.mother.id);
    const res = await post(app, w.p, w.doctor, '/api/research/sample', body);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    sampleId = s.id;
    encode = s.encode;
    expect(encode).toBe(body.encode.toUpperCase());
    expect(s).toMatchObject({
      subject: 'mother',
      patientName: '林晓雯',
      sampleTypeName: '外周静脉血',
      phaseName: '孕早期',
      status: 0,
      statusName: '已采集',
      branchNum: 4,
      branchCapacity: 1.5,
      collectUserName: '钱医生',
      orgId: w.p.orgId,
      groupUserId: pairId,
    });
    const list = await get(app, w.p, w.doctor, `/api/research/sample?researchProjectId=${w.rp}&status=0`);
    expect(list.json().data.list.map((x: { id: number }) => x.id)).toEqual([sampleId]);
    const pair = await get(app, w.p, w.doctor, `/api/patient/research/group/user/${pairId}`);
    expect(pair.json().data).toMatchObject({ sampleCount: 1, samples: [{ id: sampleId }] });
    const byCode = await get(app, w.p, w.doctor, `/api/research/sample/encode/${encode.toLowerCase()}`);
    expect(byCode.json().data.id).toBe(sampleId);
    expect((await get(app, w.p, w.doctor, `/api/research/sample/${sampleId}`)).json().data.encode).toBe(
      encode,
    );
  });

  it('refuses a duplicate code in the project with a clear message; nothing stored', async () => {
    const before = await countRows('research_samples', w.p.id);
    const dup = await post(
      app,
      w.p,
      w.doctor2,
      '/api/research/sample',
      sampleBody(w.rp, w.mother.id, { encode }),
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ success: false, msg: '该样本编码在本项目中已存在，请核对条码' });
    expect(await countRows('research_samples', w.p.id)).toBe(before);
  });

  it('refuses bad input and schedule errors with Chinese messages; nothing stored', async () => {
    const before = await countRows('research_samples', w.p.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ encode: '' }, '请输入样本编码'],
      [{ encode: 'AB' }, '样本编码为4-32位字母、数字或“-”'],
      [{ branchNum: 0 }, '分装数量须在1-20之间'],
      [{ branchCapacity: 80 }, '每份容量须在0.1-50mL之间'],
      [{ preserveAddress: '' }, '请输入存放位置'],
      [{ collectTime: new Date(Date.now() + 86_400_000).toISOString() }, '采集时间不能晚于当前时间'],
      [{ collectPhase: 'X' }, '请选择采集阶段'],
      [{ sampleType: 'cord_blood' }, '脐带血只能采集孩子'],
      [{ status: 3 }, '新样本的状态只能是已采集或已入库'],
      [{ samplePatient: w.man.id }, '采集对象未入组本项目'],
      [{ orgId: w.orgB }, '机构与研究项目不符'],
    ];
    for (const [extra, msg] of cases) {
      const res = await post(
        app,
        w.p,
        w.doctor,
        '/api/research/sample',
        sampleBody(w.rp, w.mother.id, extra),
      );
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().msg, JSON.stringify(extra)).toContain(msg);
    }
    const childT1 = await post(app, w.p, w.doctor, '/api/research/sample', sampleBody(w.rp, childId));
    expect(childT1.json().msg).toBe('孕早期样本只能采集母亲');
    expect(await countRows('research_samples', w.p.id)).toBe(before);
    const cord = await post(
      app,
      w.p,
      w.doctor,
      '/api/research/sample',
      sampleBody(w.rp, childId, { collectPhase: 'DELIVERY', sampleType: 'cord_blood', status: 1 }),
    );
    expect(cord.statusCode, cord.body).toBe(200);
    expect(cord.json().data).toMatchObject({ subject: 'child', patientName: '林子墨', status: 1 });
  });

  it('401 without a session, 403 for a patient’s account, 404 for another org or project', async () => {
    expect(
      (await post(app, w.p, null, '/api/research/sample', sampleBody(w.rp, w.mother.id))).statusCode,
    ).toBe(401);
    expect((await get(app, w.p, null, '/api/research/sample')).statusCode).toBe(401);
    expect(
      (await post(app, w.p, w.owner, '/api/research/sample', sampleBody(w.rp, w.mother.id))).statusCode,
    ).toBe(403);
    expect((await get(app, w.p, w.owner, `/api/research/sample/${sampleId}`)).statusCode).toBe(403);
    expect((await get(app, w.p, w.farDoctor, `/api/research/sample/${sampleId}`)).statusCode).toBe(404);
    expect((await get(app, w.p, w.farDoctor, `/api/research/sample/encode/${encode}`)).statusCode).toBe(404);
    expect(
      (await put(app, w.p, w.farDoctor, `/api/research/sample/${sampleId}`, { status: 1 })).statusCode,
    ).toBe(404);
    expect((await get(app, w.other, w.otherDoctor, `/api/research/sample/${sampleId}`)).statusCode).toBe(404);
    expect((await get(app, w.p, w.farDoctor, '/api/research/sample')).json().data.total).toBe(0);
    const far = await post(app, w.p, w.farDoctor, '/api/research/sample', sampleBody(w.rp, w.mother.id));
    expect(far.statusCode).toBe(404);
  });

  it('moves along the lifecycle: collected → stored → out → used; illegal moves and edits of a used sample 400', async () => {
    const skip = await put(app, w.p, w.doctor, `/api/research/sample/${sampleId}`, { status: 3 });
    expect(skip.json()).toEqual({ success: false, msg: '样本状态不能从已采集变为已使用' });
    const stored = await put(app, w.p, w.doctor, `/api/research/sample/${sampleId}`, {
      status: 1,
      preserveAddress: '-80°C冰箱B-第1层-冻存盒02',
    });
    expect(stored.json().data).toMatchObject({
      status: 1,
      statusName: '已入库',
      preserveAddress: '-80°C冰箱B-第1层-冻存盒02',
    });
    expect(
      (await put(app, w.p, w.doctor, `/api/research/sample/${sampleId}`, { status: 2 })).json().data.status,
    ).toBe(2);
    expect(
      (await put(app, w.p, w.doctor, `/api/research/sample/${sampleId}`, { status: 1 })).json().data.status,
    ).toBe(1);
    expect(
      (await put(app, w.p, w.doctor, `/api/research/sample/${sampleId}`, { status: 2 })).json().data.status,
    ).toBe(2);
    expect(
      (await put(app, w.p, w.doctor, `/api/research/sample/${sampleId}`, { status: 3 })).json().data.status,
    ).toBe(3);
    const after = await put(app, w.p, w.doctor, `/api/research/sample/${sampleId}`, { branchNum: 2 });
    expect(after.json()).toEqual({ success: false, msg: '样本已使用，不能修改' });
  });

  it('corrects a record: a new code must be free; project and person cannot change', async () => {
    const res = await post(
      app,
      w.p,
      w.doctor,
      '/api/research/sample',
      sampleBody(w.rp, w.mother.id, { collectPhase: 'T2' }),
    );
    const id = res.json().data.id as number;
    const taken = await put(app, w.p, w.doctor, `/api/research/sample/${id}`, { encode });
    expect(taken.json().msg).toBe('该样本编码在本项目中已存在，请核对条码');
    const move = await put(app, w.p, w.doctor, `/api/research/sample/${id}`, { samplePatient: childId });
    expect(move.json().msg).toBe('样本所属项目和采集对象不能修改');
    const bad = await put(app, w.p, w.doctor, `/api/research/sample/${id}`, { branchCapacity: 'abc' });
    expect(bad.statusCode).toBe(400);
    const ok = await put(app, w.p, w.doctor, `/api/research/sample/${id}`, {
      encode: 'bc26-new-01',
      branchNum: 6,
      collectUserId: w.doctor2.id,
    });
    expect(ok.json().data).toMatchObject({ encode: 'BC26-NEW-01', branchNum: 6, collectUserName: '孙医生' });
    const far = await put(app, w.p, w.doctor, `/api/research/sample/${id}`, {
      collectUserId: w.farDoctor.id,
    });
    expect(far.json().msg).toBe('采集人不存在');
    const project = await get(app, w.p, w.doctor, `/api/research/project/${w.rp}`);
    const counts = project.json().data;
    expect(counts.sampleCount).toBe(3);
    expect(counts.phaseCounts).toEqual(
      expect.arrayContaining([
        { key: 'T1', count: 1 },
        { key: 'T2', count: 1 },
        { key: 'DELIVERY', count: 1 },
      ]),
    );
  });

  it('the database keeps the code unique per research project (a race of two inserts)', async () => {
    const copy = withAdmin((c) =>
      c.query(
        `insert into research_samples (project_id, research_project_id, group_user_id, patient_id, subject, org_id, encode,
           sample_type, collect_phase, collect_time, collect_user_id, preserve_address, branch_num, branch_capacity_ul, created_by_user_id)
         select project_id, research_project_id, group_user_id, patient_id, subject, org_id, encode,
           sample_type, collect_phase, collect_time, collect_user_id, preserve_address, branch_num, branch_capacity_ul, created_by_user_id
         from research_samples where id = $1`,
        [sampleId],
      ),
    );
    await expect(copy).rejects.toThrow(/research_samples_encode_uq/);
  });

  it('no new samples after the pair dropped out', async () => {
    await post(app, w.p, w.doctor, '/api/research/dropout', { groupUserId: pairId, reason: '失访' });
    const res = await post(app, w.p, w.doctor, '/api/research/sample', sampleBody(w.rp, w.mother.id));
    expect(res.json()).toEqual({ success: false, msg: '该母子已退出项目，不能再采集样本' });
  });
});
