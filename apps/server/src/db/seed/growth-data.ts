import { assessPoints, growthFlagText, type RawPoint } from '@kanghu/shared';
import type pg from 'pg';
import { whoTables } from '../../lib/who-tables.ts';

/**
 * Children's growth for the demo (issue 13): a young son 张小米 (born 2023-09-15, under 王医生)
 * of the 13800000001 account with five measurements over two years on the WHO 0-5 y standards,
 * and 张小宝 (born 2018-06-01) with yearly school-clinic measurements on the WHO 2007 reference
 * whose weight climbs; the flags are computed by the same code as a parent's entry.
 */
const XIAOMI = { name: '张小米', sex: 1, birthday: '2023-09-15', fatherHeight: 176, motherHeight: 162 };

const XIAOMI_POINTS: Array<[day: string, height: number, weight: number, head: number | null]> = [
  ['2024-09-20', 76.4, 9.8, 46.2],
  ['2025-03-18', 82.6, 11.1, 47.4],
  ['2025-09-16', 87.5, 12.3, 48.2],
  ['2026-03-20', 91.6, 13.3, null],
  ['2026-10-10', 95.2, 14.2, null],
];

const XIAOBAO_POINTS: Array<[day: string, height: number, weight: number, source: 'hospital' | 'manual']> = [
  ['2023-06-10', 109.2, 18.6, 'hospital'],
  ['2024-06-12', 115.8, 21.4, 'hospital'],
  ['2025-06-11', 121.9, 25.6, 'hospital'],
  ['2026-09-05', 127.0, 34.6, 'manual'],
];

async function addPoints(
  client: pg.Client,
  projectId: number,
  patient: { id: number; sex: 1 | 2; birthday: string; userId: number },
  rows: Array<{ day: string; height: number; weight: number; head: number | null; source: string }>,
): Promise<void> {
  const raw: Array<RawPoint & { id: number }> = [];
  for (const r of rows) {
    const at = new Date(`${r.day}T10:00:00+08:00`);
    const ins = await client.query<{ id: number }>(
      `insert into physique_records (project_id, patient_id, height, weight, head_circumference, measured_at, data_source, created_by_user_id)
       values ($1,$2,$3,$4,$5,$6,$7,$8) returning id`,
      [projectId, patient.id, r.height, r.weight, r.head, at, r.source, patient.userId],
    );
    raw.push({
      id: ins.rows[0]?.id ?? 0,
      time: at.toISOString(),
      height: r.height,
      weight: r.weight,
      headCircumference: r.head,
      rboneAge: null,
      cboneAge: null,
      source: r.source,
    });
  }
  const assessed = assessPoints(whoTables(), patient.sex, patient.birthday, raw);
  const prev = new Map<string, (typeof assessed)[number]['indicators'][number]>();
  for (const [i, p] of assessed.entries()) {
    for (const ind of p.indicators) {
      const before = prev.get(ind.indicator);
      prev.set(ind.indicator, ind);
      if (!ind.flag) continue;
      const text = growthFlagText(ind.flag, ind, ind.flag === 'cross' ? before : undefined);
      await client.query(
        `insert into growth_flags (project_id, patient_id, physique_id, indicator, kind, z, percentile, text, measured_at)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
        [projectId, patient.id, raw[i]?.id, ind.indicator, ind.flag, ind.z, ind.percentile, text, p.time],
      );
    }
  }
}

export async function seedGrowth(client: pg.Client, projectId: number): Promise<void> {
  const who = await client.query<{ user_id: number; doctor_id: number; org_id: number }>(
    `select u.id as user_id, d.id as doctor_id, d.org_id
     from users u, users du join doctors d on d.user_id = du.id
     where u.project_id = $1 and u.username = '13800000001' and du.project_id = $1 and du.username = 'doctor01'
     limit 1`,
    [projectId],
  );
  const w = who.rows[0];
  if (!w) return;
  const made = await client.query<{ id: number }>(
    `insert into patients (project_id, name, sex, birthday, is_child, doctor_id, org_id, created_by_user_id, extra)
     values ($1,$2,$3,$4,true,$5,$6,$7,$8) returning id`,
    [
      projectId,
      XIAOMI.name,
      XIAOMI.sex,
      XIAOMI.birthday,
      w.doctor_id,
      w.org_id,
      w.user_id,
      JSON.stringify({ fatherHeight: XIAOMI.fatherHeight, motherHeight: XIAOMI.motherHeight }),
    ],
  );
  const xiaomiId = made.rows[0]?.id ?? 0;
  await client.query(
    `insert into patient_relations (project_id, user_id, patient_id, relation, sort)
     values ($1,$2,$3,'child',(select coalesce(max(sort), 0) + 1 from patient_relations where user_id = $2))`,
    [projectId, w.user_id, xiaomiId],
  );
  await addPoints(
    client,
    projectId,
    { id: xiaomiId, sex: 1, birthday: XIAOMI.birthday, userId: w.user_id },
    XIAOMI_POINTS.map(([day, height, weight, head]) => ({ day, height, weight, head, source: 'manual' })),
  );

  const xb = await client.query<{ id: number; sex: number; birthday: string }>(
    `select id, sex, birthday::text as birthday from patients where project_id = $1 and name = '张小宝' and is_child limit 1`,
    [projectId],
  );
  const bao = xb.rows[0];
  if (!bao) return;
  await client.query(`update patients set extra = extra || $2::jsonb where id = $1`, [
    bao.id,
    JSON.stringify({ fatherHeight: 172, motherHeight: 160 }),
  ]);
  await addPoints(
    client,
    projectId,
    { id: bao.id, sex: bao.sex === 1 ? 1 : 2, birthday: bao.birthday, userId: w.user_id },
    XIAOBAO_POINTS.map(([day, height, weight, source]) => ({ day, height, weight, head: null, source })),
  );
}
