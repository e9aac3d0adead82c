import {
  bmiOf,
  type ChildSubject,
  gradeForSubject,
  levelLabel,
  MEASUREMENT_TYPE_INFO,
  type MeasurementSource,
  type MeasurementType,
  type MeasurementView,
} from '@kanghu/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/database.ts';
import { doctors, measurements } from '../../db/schema/index.ts';

export type MeasurementRow = typeof measurements.$inferSelect;

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

export async function insertReading(tx: Tx, r: NewReading): Promise<MeasurementRow> {
  const [row] = await tx.insert(measurements).values(prepareReading(r)).returning();
  if (!row) throw new Error('measurement insert returned nothing');
  return row;
}

export function toView(m: MeasurementRow): MeasurementView {
  const type = m.type as MeasurementType;
  return {
    id: m.id,
    patientId: m.patientId,
    type,
    values: m.values,
    unit: m.unit,
    loinc: m.loinc,
    source: m.source,
    deviceId: m.deviceId,
    measureTime: m.measuredAt.toISOString(),
    period: m.period,
    remark: m.remark,
    level: m.level,
    levelLabel: levelLabel(type, m.level),
    abnormal: m.abnormal,
    createdAt: m.createdAt.toISOString(),
  };
}

export async function doctorUserOf(tx: Tx, doctorId: number | null): Promise<number | null> {
  if (doctorId === null) return null;
  const [d] = await tx
    .select({ userId: doctors.userId })
    .from(doctors)
    .where(eq(doctors.id, doctorId))
    .limit(1);
  return d?.userId ?? null;
}

export const MEASURE_ACTION = 'FAMILY_DOCTOR_MEASURE_DATA';

/**
 * Tells the patient's doctor about an abnormal reading at once (realtime channel, every instance).
 * A failed push never fails the request that stored the reading.
 */
export async function notifyDoctor(
  app: FastifyInstance,
  projectId: number,
  doctorUserId: number | null,
  m: { id: number; patientId: number; type: string; level: string; abnormal: boolean },
): Promise<void> {
  if (!m.abnormal || doctorUserId === null) return;
  try {
    await app.realtime.send(projectId, doctorUserId, {
      action: MEASURE_ACTION,
      data: { patientId: m.patientId, measurementId: m.id, type: m.type, level: m.level },
    });
  } catch (error) {
    app.log.warn({ err: error, measurementId: m.id }, 'abnormal reading push failed');
  }
}
