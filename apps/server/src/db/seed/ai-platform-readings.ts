import { type MeasurementType, prepareReading } from '@kanghu/shared';
import type pg from 'pg';
import type { generator } from './cohort-people.ts';

/** Readings and diagnoses of the AI platform's demo residents (issue 16; ai-platform-data.ts). */
export interface AiResident {
  id: number;
  birthday: string;
  sex: number;
  /** Readings centre: normal, suspect (no group), or in the group. */
  bp: 'normal' | 'suspect' | 'group';
  bg: 'normal' | 'suspect' | 'group';
  lipidHigh: boolean;
}

const DAY_MS = 86_400_000;

interface PlannedReading {
  r: AiResident;
  type: MeasurementType;
  values: Record<string, number>;
  period: string | null;
  at: Date;
}

function plannedReadings(r: AiResident, g: ReturnType<typeof generator>, now: Date): PlannedReading[] {
  const out: PlannedReading[] = [];
  const [sc, dc] = r.bp === 'normal' ? [117, 73] : r.bp === 'suspect' ? [148, 93] : [138, 86];
  for (let day = 42; day >= 0; day -= 6) {
    const at = new Date(now.getTime() - day * DAY_MS - g.int(1, 10) * 3_600_000);
    const systolic = Math.round(sc + g.noise() * 9);
    const diastolic = Math.min(Math.round(dc + g.noise() * 6), systolic - 25);
    out.push({
      r,
      type: 'bp',
      values: { systolic, diastolic, heartRate: g.int(60, 92) },
      period: 'morning',
      at,
    });
  }
  if (r.bg !== 'normal' || g.chance(0.3)) {
    const centre = r.bg === 'normal' ? 5.3 : r.bg === 'suspect' ? 7.6 : 7.0;
    for (let day = 40; day >= 0; day -= 10) {
      const at = new Date(now.getTime() - day * DAY_MS - g.int(10, 14) * 3_600_000);
      const glucose = Math.max(3.6, Math.round((centre + g.noise() * 0.6) * 10) / 10);
      out.push({ r, type: 'bg', values: { glucose }, period: 'fasting', at });
    }
  }
  if (g.chance(0.5) || r.lipidHigh) {
    const at = new Date(now.getTime() - g.int(20, 120) * DAY_MS);
    const values = r.lipidHigh
      ? { tc: 6.5 + g.next(), ldl: 4.2 + g.next() * 0.6, tg: 2.0 + g.next(), hdl: 0.9 + g.next() * 0.3 }
      : {
          tc: 4.4 + g.next(),
          ldl: 2.4 + g.next() * 0.6,
          tg: 1.1 + g.next() * 0.4,
          hdl: 1.2 + g.next() * 0.3,
        };
    const rounded = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, Math.round(v * 100) / 100]),
    );
    out.push({ r, type: 'lipid', values: rounded, period: null, at });
  }
  if (g.chance(0.6)) {
    const height = 150 + g.int(0, 30);
    const weight = Math.round((height / 100) ** 2 * (21 + g.next() * 9) * 10) / 10;
    out.push({
      r,
      type: 'weight',
      values: { weight, height },
      period: null,
      at: new Date(now.getTime() - 30 * DAY_MS),
    });
  }
  return out;
}

export async function insertReadings(
  client: pg.Client,
  projectId: number,
  residents: AiResident[],
  g: ReturnType<typeof generator>,
  now: Date,
): Promise<void> {
  const cols: Record<string, unknown[]> = {
    p: [],
    t: [],
    v: [],
    u: [],
    l: [],
    a: [],
    pe: [],
    lv: [],
    ab: [],
  };
  for (const r of residents) {
    for (const x of plannedReadings(r, g, now)) {
      const m = prepareReading({
        projectId,
        patientId: r.id,
        type: x.type,
        values: x.values,
        source: 'manual',
        measuredAt: x.at,
        period: x.period,
        subject: { birthday: r.birthday, sex: r.sex },
      });
      cols.p?.push(m.patientId);
      cols.t?.push(m.type);
      cols.v?.push(JSON.stringify(m.values));
      cols.u?.push(m.unit);
      cols.l?.push(m.loinc);
      cols.a?.push(m.measuredAt.toISOString());
      cols.pe?.push(m.period ?? '');
      cols.lv?.push(m.level);
      cols.ab?.push(m.abnormal);
    }
  }
  await client.query(
    `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, measured_at, period, level, abnormal)
     select $1, p, t, v::jsonb, u, l, 'manual', a, nullif(pe, ''), lv, ab
     from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::text[], $9::text[], $10::boolean[])
       as x(p, t, v, u, l, a, pe, lv, ab)`,
    [projectId, cols.p, cols.t, cols.v, cols.u, cols.l, cols.a, cols.pe, cols.lv, cols.ab],
  );
}

const DIAGNOSES = [
  { text: '慢性阻塞性肺疾病', share: 0.04 },
  { text: '2型糖尿病', share: 0.02 },
  { text: '原发性高血压', share: 0.02 },
  { text: '急性上呼吸道感染', share: 0.06 },
] as const;

export async function insertDiagnoses(
  client: pg.Client,
  projectId: number,
  residents: AiResident[],
  g: ReturnType<typeof generator>,
  now: Date,
): Promise<void> {
  const patient: number[] = [];
  const text: string[] = [];
  const at: string[] = [];
  for (const r of residents) {
    for (const d of DIAGNOSES) {
      if (!g.chance(d.share)) continue;
      patient.push(r.id);
      text.push(d.text);
      at.push(new Date(now.getTime() - g.int(5, 200) * DAY_MS).toISOString());
    }
  }
  await client.query(
    `insert into diagnosis_records (project_id, patient_id, type, way, major_diagnosis, medical_time)
     select $1, p, 1, '门诊', t, a::timestamptz from unnest($2::int[], $3::text[], $4::text[]) as x(p, t, a)`,
    [projectId, patient, text, at],
  );
}
