import { type MeasurementType, prepareReading } from '@kanghu/shared';
import type pg from 'pg';
import type { Gen } from './cohort-people.ts';

/** How well a patient's condition is controlled: the centre of their readings. */
export type Control = 'good' | 'fair' | 'poor';

export interface ReadingPlan {
  patientId: number;
  birthday: string;
  sex: number;
  /** Hypertension group level (1-3) or null; diabetes level or null. */
  hbp: number | null;
  dm: number | null;
  control: Control;
  /** Readings come from a bound device (source iot) rather than typed in. */
  deviceId: number | null;
}

const DAY_MS = 86_400_000;
const DAYS = 90;

/** Centre of systolic/diastolic by group level and control (mmHg). */
function bpCentre(level: number | null, control: Control): [number, number] {
  if (level === null) return [122, 76];
  const base: Record<Control, [number, number]> = { good: [124, 77], fair: [130, 81], poor: [146, 92] };
  const [s, d] = base[control];
  return [s + (level - 1) * 2, d + (level - 1)];
}

/** Centre of fasting glucose by control (mmol/L). */
function bgCentre(control: Control): number {
  return { good: 5.4, fair: 5.9, poor: 8.2 }[control];
}

interface Row {
  type: MeasurementType;
  values: Record<string, number>;
  period: string;
  at: Date;
}

/** 90 days of readings of one patient: blood pressure for everyone, glucose for diabetics. */
function readingsOf(g: Gen, plan: ReadingPlan, now: Date): Row[] {
  const rows: Row[] = [];
  const [sc, dc] = bpCentre(plan.hbp, plan.control);
  // Hypertensive patients measure most days, the others about weekly.
  const bpEvery = plan.hbp !== null ? (g.chance(0.6) ? 1 : 2) : 7;
  for (let day = DAYS; day >= 0; day--) {
    const date = new Date(now.getTime() - day * DAY_MS);
    if (day % bpEvery === 0) {
      // 07:00-08:59 China time (UTC+8) = 23:00-00:59 UTC of the day before.
      const at = new Date(date);
      at.setUTCHours(23 + g.int(0, 1), g.int(0, 59), 0, 0);
      at.setTime(at.getTime() - DAY_MS);
      // A recent worsening for patients in poor control, so the last week shows it.
      const drift = plan.control === 'poor' && day <= 7 ? 6 : 0;
      const systolic = Math.round(sc + drift + g.noise() * 5);
      const diastolic = Math.round(dc + drift / 2 + g.noise() * 4);
      rows.push({
        type: 'bp',
        values: { systolic, diastolic: Math.min(diastolic, systolic - 20), heartRate: g.int(62, 88) },
        period: 'morning',
        at,
      });
    }
    if (plan.dm !== null && day % 2 === 0) {
      const at = new Date(date);
      at.setUTCHours(22, g.int(30, 59), 0, 0);
      at.setTime(at.getTime() - DAY_MS);
      const glucose = Math.round((bgCentre(plan.control) + g.noise() * 0.35) * 10) / 10;
      rows.push({ type: 'bg', values: { glucose: Math.max(glucose, 3.5) }, period: 'fasting', at });
      if (day % 6 === 0) {
        const after = new Date(at.getTime() + 5 * 3_600_000);
        const post = Math.round((bgCentre(plan.control) + 1.4 + g.noise() * 0.5) * 10) / 10;
        rows.push({ type: 'bg', values: { glucose: post }, period: 'afterMeal', at: after });
      }
    }
  }
  return rows.filter((r) => r.at.getTime() <= now.getTime());
}

/**
 * Every cohort reading graded through the shared prepareReading and written with ONE INSERT
 * over unnest'ed column arrays (the summary triggers then run once for the whole statement).
 */
export async function insertCohortReadings(
  client: pg.Client,
  projectId: number,
  plans: ReadingPlan[],
  g: Gen,
  now: Date,
): Promise<number> {
  const cols = {
    patient: [] as number[],
    type: [] as string[],
    values: [] as string[],
    unit: [] as string[],
    loinc: [] as string[],
    source: [] as string[],
    device: [] as Array<number | null>,
    at: [] as string[],
    period: [] as string[],
    level: [] as string[],
    abnormal: [] as boolean[],
  };
  for (const plan of plans) {
    for (const r of readingsOf(g, plan, now)) {
      const m = prepareReading({
        projectId,
        patientId: plan.patientId,
        type: r.type,
        values: r.values,
        source: plan.deviceId && r.type === 'bp' ? 'iot' : 'manual',
        measuredAt: r.at,
        period: r.period,
        deviceId: r.type === 'bp' ? plan.deviceId : null,
        subject: { birthday: plan.birthday, sex: plan.sex },
      });
      cols.patient.push(m.patientId);
      cols.type.push(m.type);
      cols.values.push(JSON.stringify(m.values));
      cols.unit.push(m.unit);
      cols.loinc.push(m.loinc);
      cols.source.push(m.source);
      cols.device.push(m.deviceId);
      cols.at.push(m.measuredAt.toISOString());
      cols.period.push(m.period ?? '');
      cols.level.push(m.level);
      cols.abnormal.push(m.abnormal);
    }
  }
  await client.query(
    `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, device_id, measured_at, period, level, abnormal)
     select $1, p, t, v::jsonb, u, l, s, d, a, nullif(pe, ''), lv, ab
     from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
                 $9::timestamptz[], $10::text[], $11::text[], $12::boolean[]) as x(p, t, v, u, l, s, d, a, pe, lv, ab)`,
    [
      projectId,
      cols.patient,
      cols.type,
      cols.values,
      cols.unit,
      cols.loinc,
      cols.source,
      cols.device,
      cols.at,
      cols.period,
      cols.level,
      cols.abnormal,
    ],
  );
  return cols.patient.length;
}
