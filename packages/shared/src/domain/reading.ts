import { gradeForSubject } from './child-grades.ts';
import type { ChildSubject } from './child-ranges.ts';
import { bmiOf } from './measurement-grades.ts';
import { MEASUREMENT_TYPE_INFO, type MeasurementSource, type MeasurementType } from './measurement-ranges.ts';

/**
 * A reading as it is stored: derived values filled in (BMI), graded on the shared range tables
 * (adults: measurement-ranges.ts; under 18: child-ranges.ts). Every entry path (manual,
 * Bluetooth, IoT, huts, physical signs) and the demo seed grade through this one function.
 */
export interface NewReading {
  projectId: number;
  patientId: number;
  type: MeasurementType;
  values: Record<string, number | undefined>;
  source: MeasurementSource;
  measuredAt: Date;
  period?: string | null;
  remark?: string | null;
  deviceId?: number | null;
  createdByUserId?: number | null;
  /** The patient's recorded height (cm), for the BMI of a weight without one. */
  patientHeight?: number | null;
  /** The patient's birthday and sex: under 18 at `measuredAt`, the children's table grades (child-ranges.ts). */
  subject: ChildSubject | null;
}

/** Fills derived values (BMI), grades the reading against the shared range table. */
export function prepareReading(r: NewReading) {
  const values: Record<string, number> = {};
  for (const [k, v] of Object.entries(r.values)) if (typeof v === 'number') values[k] = v;
  if (r.type === 'weight' && values.bmi === undefined) {
    const height = values.height ?? r.patientHeight ?? undefined;
    if (height && values.weight) values.bmi = bmiOf(values.weight, height);
  }
  const grade = gradeForSubject(r.type, values, r.period, r.subject, r.measuredAt);
  const info = MEASUREMENT_TYPE_INFO[r.type];
  return {
    projectId: r.projectId,
    patientId: r.patientId,
    type: r.type,
    values,
    unit: info.unit,
    loinc: info.loinc,
    source: r.source,
    deviceId: r.deviceId ?? null,
    measuredAt: r.measuredAt,
    period: r.period ?? null,
    remark: r.remark ?? null,
    level: grade.level,
    abnormal: grade.abnormal,
    createdByUserId: r.createdByUserId ?? null,
  };
}
