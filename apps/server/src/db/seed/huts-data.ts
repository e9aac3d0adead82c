import type { MeasurementType } from '@kanghu/shared';
import { prepareReading } from '@kanghu/shared';
import type pg from 'pg';

/** Demo health huts: two community stations under DEMO01 and one hut at DEMO01 itself. */
const STATIONS = [
  { code: 'DEMO01-01', name: '东湖社区卫生服务站', sort: 1 },
  { code: 'DEMO01-02', name: '西溪社区卫生服务站', sort: 2 },
];

const HUTS = [
  {
    code: 'HUT-DEMO-001',
    name: '康护中心健康小屋',
    org: 'DEMO01',
    address: '门诊楼一层大厅',
    hours: '08:00-17:00',
  },
  {
    code: 'HUT-DEMO-002',
    name: '东湖社区健康小屋',
    org: 'DEMO01-01',
    address: '东湖路18号服务站东侧',
    hours: '08:30-16:30',
  },
  {
    code: 'HUT-DEMO-003',
    name: '西溪社区健康小屋',
    org: 'DEMO01-02',
    address: '西溪街道文化家园一楼',
    hours: '09:00-17:00',
    state: 'maintenance',
  },
];

type Reading = [MeasurementType, Record<string, number>, string | null];

/** 张三's visits (days ago, hut, readings). */
const VISITS: Array<{ daysAgo: number; hut: string; readings: Reading[] }> = [
  {
    daysAgo: 20,
    hut: 'HUT-DEMO-001',
    readings: [
      ['bp', { systolic: 138, diastolic: 86, heartRate: 76 }, null],
      ['weight', { weight: 62.5, height: 160 }, null],
      ['spo2', { spo2: 97, heartRate: 75 }, null],
    ],
  },
  {
    daysAgo: 6,
    hut: 'HUT-DEMO-002',
    readings: [
      ['bp', { systolic: 152, diastolic: 94, heartRate: 82 }, null],
      ['bg', { glucose: 6.4 }, 'fasting'],
      ['weight', { weight: 63.1, height: 160 }, null],
      ['temp', { temperature: 36.6 }, null],
    ],
  },
];

export async function seedHuts(client: pg.Client, projectId: number): Promise<void> {
  const root = await client.query<{ id: number }>(
    `select id from orgs where project_id = $1 and code = 'DEMO01'`,
    [projectId],
  );
  const rootId = root.rows[0]?.id;
  if (!rootId) return;
  const orgIds = new Map<string, number>([['DEMO01', rootId]]);
  for (const s of STATIONS) {
    const r = await client.query<{ id: number }>(
      `insert into orgs (project_id, parent_id, code, name, sort) values ($1,$2,$3,$4,$5) returning id`,
      [projectId, rootId, s.code, s.name, s.sort],
    );
    orgIds.set(s.code, r.rows[0]?.id ?? rootId);
  }
  const hutIds = new Map<string, number>();
  for (const h of HUTS) {
    const r = await client.query<{ id: number }>(
      `insert into huts (project_id, code, name, org_id, address, open_hours, state) values ($1,$2,$3,$4,$5,$6,$7) returning id`,
      [projectId, h.code, h.name, orgIds.get(h.org), h.address, h.hours, h.state ?? 'online'],
    );
    hutIds.set(h.code, r.rows[0]?.id ?? 0);
  }
  const patient = await client.query<{ id: number; birthday: string | null; sex: number | null }>(
    `select id, birthday::text as birthday, sex from patients where project_id = $1 and idcard = '11010519491231002X'`,
    [projectId],
  );
  const row = patient.rows[0];
  if (!row) return;
  const patientId = row.id;
  const subject = { birthday: row.birthday, sex: row.sex };
  for (const v of VISITS) {
    const at = new Date(Date.now() - v.daysAgo * 86_400_000);
    at.setUTCHours(1, 30, 0, 0);
    const hutId = hutIds.get(v.hut);
    const visit = await client.query<{ id: number }>(
      `insert into hut_visits (project_id, hut_id, patient_id, visited_at) values ($1,$2,$3,$4) returning id`,
      [projectId, hutId, patientId, at],
    );
    for (const [type, values, period] of v.readings) {
      const m = prepareReading({
        projectId,
        patientId,
        type,
        values,
        source: 'iot',
        measuredAt: at,
        period,
        subject,
      });
      const r = await client.query<{ id: number }>(
        `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, measured_at, period, remark, level, abnormal)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12) returning id`,
        [
          projectId,
          patientId,
          m.type,
          JSON.stringify(m.values),
          m.unit,
          m.loinc,
          m.source,
          at,
          m.period,
          HUTS.find((h) => h.code === v.hut)?.name ?? null,
          m.level,
          m.abnormal,
        ],
      );
      await client.query(
        `insert into hut_readings (project_id, visit_id, measurement_id) values ($1,$2,$3)`,
        [projectId, visit.rows[0]?.id, r.rows[0]?.id],
      );
    }
  }
}
