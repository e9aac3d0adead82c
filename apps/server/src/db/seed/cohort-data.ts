import type pg from 'pg';
import {
  CALL_REMARKS,
  COHORT_TAGS,
  type CohortPerson,
  type Gen,
  generator,
  person,
  REMARKS,
  SOCIAL_TAGS,
} from './cohort-people.ts';
import { type Control, insertCohortReadings, type ReadingPlan } from './cohort-readings.ts';

/**
 * The demo cohort (issue 11): 60 patients of DEMO01 (40 with doctor01 王医生, 20 with doctor02
 * 李医生) and 10 of DEMO02 (doctor03 陈医生), with disease groups and archive states, tags,
 * remarks, a few phone calls, some devices and 90 days of graded blood-pressure and glucose
 * readings (some abnormal in the last 7 days). Set-based inserts: the whole cohort is a handful
 * of statements.
 */
const GROUPS = [
  { org: 'DEMO01', doctor: 'doctor01', count: 40 },
  { org: 'DEMO01', doctor: 'doctor02', count: 20 },
  { org: 'DEMO02', doctor: 'doctor03', count: 10 },
] as const;

interface Member {
  id: number;
  p: CohortPerson;
  orgId: number;
  doctorId: number;
  doctorUserId: number;
  hbp: number | null;
  dm: number | null;
  copd: number | null;
  hpl: number | null;
  control: Control;
}

function diseasesOf(g: Gen) {
  const hbp = g.chance(0.72) ? g.pick([1, 1, 1, 2, 2, 3]) : null;
  const dm = g.chance(hbp ? 0.35 : 0.5) ? g.pick([1, 1, 2]) : null;
  return {
    hbp,
    dm,
    copd: g.chance(0.1) ? g.pick([1, 2]) : null,
    hpl: g.chance(0.25) ? g.pick([1, 2]) : null,
    control: g.pick(['good', 'good', 'good', 'fair', 'fair', 'poor'] as const),
  };
}

async function staff(client: pg.Client, projectId: number) {
  const rows = await client.query<{ username: string; doctor_id: number; user_id: number; org_id: number }>(
    `select u.username, d.id as doctor_id, u.id as user_id, d.org_id from users u join doctors d on d.user_id = u.id
     where u.project_id = $1 and u.username in ('doctor01', 'doctor02', 'doctor03')`,
    [projectId],
  );
  return new Map(rows.rows.map((r) => [r.username, r]));
}

/** Inserts the cohort's patients (created over the last two years, two of them today). */
async function insertPeople(client: pg.Client, projectId: number, g: Gen, now: Date): Promise<Member[]> {
  const doctors = await staff(client, projectId);
  const planned: Array<Omit<Member, 'id'> & { createdAt: Date }> = [];
  let n = 0;
  for (const group of GROUPS) {
    const d = doctors.get(group.doctor);
    if (!d) continue;
    for (let i = 0; i < group.count; i++, n++) {
      const daysAgo = n % 29 === 3 ? 0 : g.int(1, 730);
      const createdAt = new Date(now.getTime() - daysAgo * 86_400_000 - g.int(0, 36_000) * 1000);
      planned.push({
        p: person(g, n, now),
        orgId: d.org_id,
        doctorId: d.doctor_id,
        doctorUserId: d.user_id,
        createdAt,
        ...diseasesOf(g),
      });
    }
  }
  const inserted = await client.query<{ id: number; idcard: string }>(
    `insert into patients (project_id, name, idcard, tel, sex, birthday, address, tel_relation, doctor_id, org_id, created_at, updated_at)
     select $1, n, i, t, s, b::date, a, r, d, o, c, c
     from unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[], $11::timestamptz[])
       as x(n, i, t, s, b, a, r, d, o, c)
     returning id, idcard`,
    [
      projectId,
      planned.map((m) => m.p.name),
      planned.map((m) => m.p.idcard),
      planned.map((m) => m.p.tel),
      planned.map((m) => m.p.sex),
      planned.map((m) => m.p.birthday),
      planned.map((m) => m.p.address),
      planned.map((m) => m.p.telRelation),
      planned.map((m) => m.doctorId),
      planned.map((m) => m.orgId),
      planned.map((m) => m.createdAt.toISOString()),
    ],
  );
  const ids = new Map(inserted.rows.map((r) => [r.idcard, r.id]));
  return planned.map(({ createdAt: _c, ...m }) => ({ ...m, id: ids.get(m.p.idcard) ?? 0 }));
}

async function insertDiseases(client: pg.Client, projectId: number, members: Member[], g: Gen) {
  const rows: Array<[number, number, number, number | null, boolean, boolean]> = [];
  for (const m of members) {
    for (const [type, level] of [
      [1, m.hbp],
      [2, m.dm],
      [3, m.copd],
      [4, m.hpl],
    ] as const) {
      if (level === null) continue;
      const special = g.chance(0.12) ? g.pick([1, 1, 2, 3]) : null;
      rows.push([m.id, type, level, special, g.chance(0.25), type <= 2 && g.chance(0.65)]);
    }
  }
  await client.query(
    `insert into patient_diseases (project_id, patient_id, type, level, special_state, ai_file, ph_file)
     select $1, * from unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::boolean[], $7::boolean[])`,
    [projectId, ...[0, 1, 2, 3, 4, 5].map((i) => rows.map((r) => r[i]))],
  );
}

async function insertTagsAndRemarks(client: pg.Client, projectId: number, members: Member[], g: Gen) {
  const tags = await client.query<{ id: number; name: string }>(
    `insert into patient_tags (project_id, name, sort) select $1, name, ord from unnest($2::text[]) with ordinality as t(name, ord)
     on conflict (project_id, name) do update set sort = excluded.sort returning id, name`,
    [projectId, [...COHORT_TAGS]],
  );
  const tagId = new Map(tags.rows.map((t) => [t.name, t.id]));
  const links: Array<[number, number]> = [];
  const remarks: Array<[number, number, string]> = [];
  for (const m of members) {
    const wanted = new Set<string>();
    if (m.control === 'poor' && m.hbp) wanted.add('血压控制不佳');
    if (m.control === 'poor' && m.dm) wanted.add('血糖控制不佳');
    if (g.chance(0.3)) wanted.add(g.pick(SOCIAL_TAGS));
    for (const name of wanted) links.push([m.id, tagId.get(name) ?? 0]);
    if (g.chance(0.35)) {
      const pool = m.hbp ? REMARKS.hbp : m.dm ? REMARKS.dm : REMARKS.other;
      remarks.push([m.id, m.doctorUserId, g.pick(pool)]);
    }
  }
  await client.query(
    `insert into patient_tag_links (project_id, patient_id, tag_id) select $1, * from unnest($2::int[], $3::int[])`,
    [projectId, links.map((l) => l[0]), links.map((l) => l[1])],
  );
  await client.query(
    `with r as (select * from unnest($2::int[], $3::int[], $4::text[]) as x(patient_id, user_id, remark))
     , h as (insert into patient_remarks (project_id, patient_id, user_id, remark, created_at)
             select $1, patient_id, user_id, remark, now() - interval '3 days' from r)
     update patients p set remark = r.remark from r where p.id = r.patient_id`,
    [projectId, remarks.map((r) => r[0]), remarks.map((r) => r[1]), remarks.map((r) => r[2])],
  );
}

/** A few phone follow-ups by the doctors, and blood-pressure devices of some patients. */
async function insertCallsAndDevices(client: pg.Client, projectId: number, members: Member[], g: Gen) {
  const called = members.filter((_, i) => i % 6 === 1);
  await client.query(
    `insert into patient_call_records (project_id, user_id, patient_id, tel, start_time, duration_seconds, remark)
     select $1, u, p, t, now() - make_interval(days => d, hours => h), s, r
     from unnest($2::int[], $3::int[], $4::text[], $5::int[], $6::int[], $7::int[], $8::text[]) as x(u, p, t, d, h, s, r)`,
    [
      projectId,
      called.map((m) => m.doctorUserId),
      called.map((m) => m.id),
      called.map((m) => m.p.tel),
      called.map(() => g.int(1, 20)),
      called.map(() => g.int(1, 8)),
      called.map(() => g.int(40, 420)),
      called.map(() => g.pick(CALL_REMARKS)),
    ],
  );
  const withDevice = members.filter((m, i) => m.hbp !== null && i % 5 === 0);
  const devices = await client.query<{ id: number; patient_id: number }>(
    `insert into devices (project_id, serial, type, bind_type, device_brand, device_model, device_measure_type, patient_id, bound_at)
     select $1, s, 'bp', 'nb', '鱼跃', 'YE680A', 'bp', p, now() - interval '120 days'
     from unnest($2::text[], $3::int[]) as x(s, p) returning id, patient_id`,
    [projectId, withDevice.map((_, i) => `YE680A-${String(2401001 + i)}`), withDevice.map((m) => m.id)],
  );
  return new Map(devices.rows.map((d) => [d.patient_id, d.id]));
}

/** Children's accounts managing an elderly parent (relation: the patient is their parent). */
async function insertFamily(client: pg.Client, projectId: number, members: Member[], g: Gen) {
  const elders = members.filter((m) => m.p.telRelation === '子女');
  const given = ['晓东', '丽萍', '海峰', '静怡', '志刚', '雪梅', '建华', '婷婷'] as const;
  await client.query(
    `with a as (
       insert into users (project_id, user_type, role, username, tel, name, sex)
       select $1, 'customer', 'patient', t, t, n, s from unnest($2::text[], $3::text[], $4::int[]) as x(t, n, s)
       returning id, tel)
     insert into patient_relations (project_id, user_id, patient_id, relation)
     select $1, a.id, x.p, 'parent' from a join unnest($2::text[], $5::int[]) as x(t, p) on x.t = a.tel`,
    [
      projectId,
      elders.map((_, i) => `136${String(81_000_000 + i * 4513).slice(-8)}`),
      elders.map((m) => Array.from(m.p.name)[0] + g.pick(given)),
      elders.map(() => g.int(1, 2)),
      elders.map((m) => m.id),
    ],
  );
}

export async function seedCohort(client: pg.Client, projectId: number): Promise<void> {
  const g = generator(20_260_511);
  const now = new Date();
  const members = await insertPeople(client, projectId, g, now);
  if (members.length === 0) return;
  await insertDiseases(client, projectId, members, g);
  await insertTagsAndRemarks(client, projectId, members, g);
  await insertFamily(client, projectId, members, g);
  const devices = await insertCallsAndDevices(client, projectId, members, g);
  const plans: ReadingPlan[] = members.map((m) => ({
    patientId: m.id,
    birthday: m.p.birthday,
    sex: m.p.sex,
    hbp: m.hbp,
    dm: m.dm,
    control: m.control,
    deviceId: devices.get(m.id) ?? null,
  }));
  await insertCohortReadings(client, projectId, plans, g, now);
}
