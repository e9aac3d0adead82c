import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, createPatient, otherOrgDoctor } from './helpers.ts';

type Event = {
  kind: string;
  id: number;
  at: string;
  title: string;
  text: string;
  tone: string;
  by: string | null;
};

/** One row of each area for `patientId`, at fixed days of January 2026 (day n = 2026-01-0n). */
async function seedAreas(projectId: number, patientId: number, doctor: Account): Promise<void> {
  await withAdmin(async (c) => {
    const q = async (text: string, values: unknown[]) =>
      (await c.query<{ id: number }>(text, values)).rows[0]?.id;
    const org = await c.query<{ org_id: number }>('select org_id from doctors where id = $1', [
      doctor.doctorId,
    ]);
    const orgId = org.rows[0]?.org_id;
    const plan = await q(
      `insert into follow_plans (project_id, patient_id, org_id, follow_mode, follow_frequency, plan_time, state, created_by_user_id, created_at,
         actual_time, actual_person_user_id)
       values ($1,$2,$3,1,'月','2026-01-05T01:30:00Z','done',$4,'2026-01-01T02:00:00Z','2026-01-05T02:00:00Z',$4) returning id`,
      [projectId, patientId, orgId, doctor.id],
    );
    await q(
      `insert into follow_plans (project_id, patient_id, org_id, follow_mode, follow_frequency, plan_time, state, created_by_user_id, created_at)
       values ($1,$2,$3,3,'月','2026-01-09T01:30:00Z','deleted',$4,'2026-01-01T03:00:00Z') returning id`,
      [projectId, patientId, orgId, doctor.id],
    );
    await q(
      `insert into follow_records (project_id, plan_id, patient_id, org_id, doctor_user_id, follow_time, follow_mode, disease, form,
         classification, referral, reasons, rule_source, next_follow_date)
       values ($1,$2,$3,$4,$5,'2026-01-05T02:00:00Z',1,'hbp','{}'::jsonb,2,'urgent','["收缩压≥180mmHg"]'::jsonb,'test','2026-01-19')`,
      [projectId, plan, patientId, orgId, doctor.id],
    );
    await q(
      `insert into referrals (project_id, patient_id, doctor_id, from_org_id, referral_type, disease_diagnose, referral_cause, target_org_id, state, created_at)
       values ($1,$2,$3,$4,1,'高血压3级','血压控制不佳',$4,0,'2026-01-06T02:00:00Z')`,
      [projectId, patientId, doctor.doctorId, orgId],
    );
    const bed = await q(
      `insert into sickbed_applications (project_id, patient_id, applicant_user_id, org_id, address, tel, state, bed_no, disease_category_name, created_at,
         reviewed_at, reviewed_by_user_id)
       values ($1,$2,$3,$4,'幸福路1号','13800000000',1,$5,'高血压','2026-01-07T02:00:00Z','2026-01-07T03:00:00Z',$3) returning id`,
      [projectId, patientId, doctor.id, orgId, `B-${patientId}`],
    );
    await q(
      `insert into home_visits (project_id, patient_id, sickbed_id, doctor_id, recorded_by_user_id, type, content_category, remark, start_time, end_time)
       values ($1,$2,$3,$4,$5,1,'测量血压','血压平稳','2026-01-08T02:00:00Z','2026-01-08T02:30:00Z')`,
      [projectId, patientId, bed, doctor.doctorId, doctor.id],
    );
    await q(
      `insert into family_doctor_contracts (project_id, patient_id, org_id, doctor_id, service_packs, start_date, end_date, state, created_by_user_id, created_at)
       values ($1,$2,$3,$4,'["基础服务包","高血压服务包"]'::jsonb,'2026-01-10','2027-01-09','pending',$5,'2026-01-09T02:00:00Z')`,
      [projectId, patientId, orgId, doctor.doctorId, doctor.id],
    );
  });
}

describe('the patient timeline: follow-ups, referrals, sickbeds, home visits and contracts', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let far: Account;
  let owner: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    far = await otherOrgDoctor(app, p);
    owner = await account(app, p, { name: '张家属' });
  });
  afterAll(() => app.close());

  const timeline = (who: Account, id: number, query: Record<string, string> = {}) =>
    call(app, p, { method: 'GET', url: `/api/patient/doctor/timeline/${id}`, token: who.token, query });

  it('every area adds its events, newest first, with the state, the doctor and a tone', async () => {
    const patient = await createPatient(app, p, owner, {
      name: '刘建国',
      relation: 'parent',
      doctorId: doctor.doctorId,
    });
    await seedAreas(p.id, patient.id, doctor);
    const res = await timeline(doctor, patient.id, { pageSize: '50' });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list as Event[];
    expect(list.map((e) => e.kind)).toEqual([
      'contract',
      'home-visit',
      'sickbed',
      'referral',
      'follow',
      'follow-plan',
    ]);
    const by = (kind: string) => list.find((e) => e.kind === kind);
    expect(by('contract')).toMatchObject({
      title: '家庭医生签约·待确认',
      text: '2026-01-10至2027-01-09，基础服务包、高血压服务包',
      by: '王医生',
    });
    expect(by('home-visit')).toMatchObject({ title: '上门查床', text: '测量血压，血压平稳', by: '王医生' });
    expect(by('sickbed')).toMatchObject({
      title: '家庭病床申请',
      text: `已建床，床位B-${patient.id}，高血压`,
      tone: 'normal',
    });
    expect(by('referral')).toMatchObject({ text: '血压控制不佳，待接收', tone: 'attention', by: '王医生' });
    expect(by('referral')?.title).toMatch(/^转诊至/);
    expect(by('follow')).toMatchObject({
      title: '随访记录·门诊随访',
      text: '控制不满意，紧急转诊，下次随访2026-01-19',
      tone: 'severe',
      by: '王医生',
      at: '2026-01-05T02:00:00.000Z',
    });
    // The deleted plan is not an event; the done one says where it stands.
    expect(list.filter((e) => e.kind === 'follow-plan')).toHaveLength(1);
    expect(by('follow-plan')).toMatchObject({ title: '随访计划', text: '计划2026-01-05门诊随访，已完成' });
  });

  it('pages through the areas by cursor without gaps or repeats', async () => {
    const patient = await createPatient(app, p, owner, {
      name: '周桂兰',
      relation: 'parent',
      doctorId: doctor.doctorId,
    });
    await seedAreas(p.id, patient.id, doctor);
    const all = (await timeline(doctor, patient.id, { pageSize: '50' })).json().data.list as Event[];
    expect(all).toHaveLength(6);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await timeline(doctor, patient.id, { pageSize: '2', ...(cursor ? { cursor } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { list: Event[]; nextCursor: string | null };
      seen.push(...data.list.map((e) => `${e.kind}-${e.id}`));
      cursor = data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((e) => `${e.kind}-${e.id}`));
  });

  it("another org's doctor gets 404 and none of the events; a customer gets 403", async () => {
    const patient = await createPatient(app, p, owner, {
      name: '吴秀英',
      relation: 'parent',
      doctorId: doctor.doctorId,
    });
    await seedAreas(p.id, patient.id, doctor);
    const res = await timeline(far, patient.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
    expect(res.body).not.toContain('血压控制不佳');
    const customer = await timeline(owner, patient.id);
    expect(customer.statusCode).toBe(403);
  });
});
