import { type MeasurementType, prepareReading } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { randomIdcard } from '../auth/helpers.ts';
import { call, createProject, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';

/**
 * A project with two districts of the AI platform (issue 16), for every test of the area:
 * - A: key 02330113 (临平区, informationInnovation, org code Y001), one centre, doctor `a`;
 * - B: key 02330110 (余杭区, mongo, org code Y002), one centre, doctor `b`;
 * residents are added with `resident()`. `admin` holds the project-wide role.
 */
export interface AiWorld {
  p: TestProject;
  a: Account;
  b: Account;
  admin: Account;
  orgA: number;
  orgB: number;
  districtA: { key: string; areaCode: string; orgCode: string };
  districtB: { key: string; areaCode: string; orgCode: string };
}

export async function aiWorld(app: FastifyInstance): Promise<AiWorld> {
  const p = await createProject();
  const { orgA, orgB } = await withAdmin(async (c) => {
    await c.query(
      `insert into districts (project_id, key, name, org_code, area_code, version) values
       ($1, '02330113', '临平区', 'Y001', '330113', 'informationInnovation'),
       ($1, '02330110', '余杭区', 'Y002', '330110', 'mongo')`,
      [p.id],
    );
    const r = await c.query<{ id: number }>(
      `insert into orgs (project_id, code, name, area_code) values
       ($1, $2, '临平测试中心', '330113'), ($1, $3, '余杭测试中心', '330110') returning id`,
      [p.id, `${p.orgCode}A`, `${p.orgCode}B`],
    );
    return { orgA: r.rows[0]?.id ?? 0, orgB: r.rows[1]?.id ?? 0 };
  });
  const a = await account(app, p, { role: 'doctor', name: '临平医生' });
  const b = await account(app, p, { role: 'doctor', name: '余杭医生' });
  const admin = await account(app, p, { role: 'admin', name: '项目管理员' });
  await withAdmin(async (c) => {
    for (const [user, org] of [
      [a.id, orgA],
      [b.id, orgB],
    ] as const) {
      await c.query('update users set org_id = $1 where id = $2', [org, user]);
      await c.query('update doctors set org_id = $1 where user_id = $2', [org, user]);
    }
  });
  return {
    p,
    a,
    b,
    admin,
    orgA,
    orgB,
    districtA: { key: '02330113', areaCode: '330113', orgCode: 'Y001' },
    districtB: { key: '02330110', areaCode: '330110', orgCode: 'Y002' },
  };
}

export interface Resident {
  id: number;
  idcard: string;
  name: string;
}

/** A resident of the org (a patient row), with optional extra columns. */
export async function resident(
  p: TestProject,
  orgId: number,
  fields: { name?: string; sex?: number; birthday?: string; tel?: string } = {},
): Promise<Resident> {
  const idcard = randomIdcard();
  const name = fields.name ?? '测试居民';
  const id = await withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      `insert into patients (project_id, name, idcard, tel, sex, birthday, org_id) values ($1,$2,$3,$4,$5,$6,$7)
       on conflict do nothing returning id`,
      [p.id, name, idcard, fields.tel ?? null, fields.sex ?? 1, fields.birthday ?? '1958-04-12', orgId],
    );
    return r.rows[0]?.id ?? 0;
  });
  return { id, idcard, name };
}

/** GET/POST/PUT/DELETE as `who` (token) in the world's project. */
export function aiCall(
  app: FastifyInstance,
  w: AiWorld,
  who: Account | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return call(app, w.p, {
    method,
    url,
    ...(who ? { token: who.token } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/** A reading of the resident, graded by the shared prepareReading (the triggers then run as for any writer). */
export async function reading(
  p: TestProject,
  patientId: number,
  type: MeasurementType,
  values: Record<string, number>,
  at: Date,
  period: string | null = null,
): Promise<void> {
  const m = prepareReading({
    projectId: p.id,
    patientId,
    type,
    values,
    source: 'manual',
    measuredAt: at,
    period,
    subject: null,
  });
  await withAdmin((c) =>
    c.query(
      `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, measured_at, period, level, abnormal)
       values ($1,$2,$3,$4,$5,$6,'manual',$7,$8,$9,$10)`,
      [p.id, patientId, m.type, JSON.stringify(m.values), m.unit, m.loinc, at, m.period, m.level, m.abnormal],
    ),
  );
}

/** Binds a customer account to a resident (patient_relations, self). */
export async function bindSelf(w: AiWorld, user: Account, r: Resident) {
  await withAdmin((c) =>
    c.query(
      `insert into patient_relations (project_id, user_id, patient_id, relation) values ($1,$2,$3,'self')`,
      [w.p.id, user.id, r.id],
    ),
  );
}

/**
 * The shape the demo seeds look up by query (for seed tests): district 02330113 (临平区), org
 * YH-LP01, servicer aidoc01 and `residents` residents of the org, inside the admin client `c`.
 */
export async function seedFixture(
  c: { query: (sql: string, params: unknown[]) => Promise<{ rows: Array<{ id: number }> }> },
  projectId: number,
  residents: number,
): Promise<void> {
  await c.query(
    `insert into districts (project_id, key, name, org_code, area_code, version) values ($1, '02330113', '临平区', 'Y001', '330113', 'informationInnovation')`,
    [projectId],
  );
  const org = await c.query(
    `insert into orgs (project_id, code, name, area_code) values ($1, 'YH-LP01', '临平测试中心', '330113') returning id`,
    [projectId],
  );
  await c.query(
    `insert into users (project_id, user_type, role, username, name, org_id) values ($1, 'servicer', 'doctor', 'aidoc01', '沈建国', $2)`,
    [projectId, org.rows[0]?.id],
  );
  await c.query(
    `insert into patients (project_id, name, idcard, sex, birthday, org_id)
     select $1, '居民' || i, '33011319580412' || lpad(i::text, 3, '0') || 'X', 1, '1958-04-12', $2 from generate_series(1, $3::int) i`,
    [projectId, org.rows[0]?.id, residents],
  );
}

/** A local record (ai_local_reports) of the resident in the district `key` (临平区 by default); its id. */
export async function addReport(w: AiWorld, r: Resident, kind: string, title: string, key = '02330113') {
  return withAdmin(async (c) => {
    const res = await c.query<{ id: number }>(
      `insert into ai_local_reports (project_id, district_id, patient_id, kind, title, content, report_time)
       select $1, d.id, $2, $3, $4, '{"items":[]}', now() from districts d where d.project_id = $1 and d.key = $5
       returning id`,
      [w.p.id, r.id, kind, title, key],
    );
    return res.rows[0]?.id ?? 0;
  });
}
