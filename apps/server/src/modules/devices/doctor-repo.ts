import type { MeasurementSource, MeasurementType } from '@kanghu/shared';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { devices, measurements, patients } from '../../db/schema/index.ts';

/** Readings taken through a device: Bluetooth from the app, or uploaded by a device or hut. */
const DEVICE_SOURCES: MeasurementSource[] = ['bluetooth', 'iot'];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface DoctorDeviceFilter {
  search?: string | undefined;
  measureType?: string | undefined;
  deviceId?: number | undefined;
}

/**
 * Devices bound to the patients the viewer sees (visibleTo: a doctor's org and own patients),
 * newest bind first, with their patient and the total. `search`: a patient-name fragment or the
 * beginning of a serial.
 */
export async function doctorDevicePage(tx: Tx, viewer: Viewer, f: DoctorDeviceFilter, q: PageQuery) {
  const search = f.search ? escapeLike(f.search) : null;
  const where = and(
    isNotNull(devices.patientId),
    visibleTo(viewer),
    f.measureType === undefined ? undefined : eq(devices.deviceMeasureType, f.measureType),
    f.deviceId === undefined ? undefined : eq(devices.id, f.deviceId),
    search === null
      ? undefined
      : or(ilike(patients.name, `%${search}%`), ilike(devices.serial, `${search}%`)),
  );
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select({
      d: devices,
      name: patients.name,
      sex: patients.sex,
      birthday: patients.birthday,
      tel: patients.tel,
    })
    .from(devices)
    .innerJoin(patients, eq(patients.id, devices.patientId))
    .where(where)
    .orderBy(sql`${devices.boundAt} desc nulls last`, desc(devices.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(devices)
    .innerJoin(patients, eq(patients.id, devices.patientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The newest reading each device took for the patient it is bound to now. */
export async function lastReadingsOf(tx: Tx, pairs: Array<{ deviceId: number; patientId: number }>) {
  if (pairs.length === 0) return [];
  return tx
    .selectDistinctOn([measurements.deviceId])
    .from(measurements)
    .where(pairsCondition(pairs))
    .orderBy(measurements.deviceId, desc(measurements.measuredAt), desc(measurements.id));
}

/** Per device: readings (and abnormal ones) for its current patient since `since`. */
export async function recentCountsOf(
  tx: Tx,
  pairs: Array<{ deviceId: number; patientId: number }>,
  since: Date,
) {
  if (pairs.length === 0) return [];
  return tx
    .select({
      deviceId: measurements.deviceId,
      n: count(),
      abnormal: sql<number>`count(*) filter (where ${measurements.abnormal})`.mapWith(Number),
    })
    .from(measurements)
    .where(and(pairsCondition(pairs), gte(measurements.measuredAt, since)))
    .groupBy(measurements.deviceId);
}

/** device_id = d and patient_id = p for one of the pairs (served by measurements_device_idx). */
function pairsCondition(pairs: Array<{ deviceId: number; patientId: number }>): SQL | undefined {
  return and(
    inArray(
      measurements.deviceId,
      pairs.map((p) => p.deviceId),
    ),
    or(
      ...pairs.map((p) =>
        and(eq(measurements.deviceId, p.deviceId), eq(measurements.patientId, p.patientId)),
      ),
    ),
  );
}

/** Whether the device took any reading of the patient. */
export async function deviceMeasuredPatient(tx: Tx, deviceId: number, patientId: number): Promise<boolean> {
  const [hit] = await tx
    .select({ id: measurements.id })
    .from(measurements)
    .where(and(eq(measurements.deviceId, deviceId), eq(measurements.patientId, patientId)))
    .limit(1);
  return hit !== undefined;
}

export interface DeviceRecordFilter {
  patientId: number;
  deviceId?: number | undefined;
  type?: MeasurementType | undefined;
}

function recordConditions(f: DeviceRecordFilter): SQL | undefined {
  return and(
    eq(measurements.patientId, f.patientId),
    f.deviceId === undefined
      ? inArray(measurements.source, DEVICE_SOURCES)
      : eq(measurements.deviceId, f.deviceId),
    f.type === undefined ? undefined : eq(measurements.type, f.type),
  );
}

/** A page of the patient's device readings (newest first), their total and abnormal count. */
export async function deviceRecordPage(tx: Tx, f: DeviceRecordFilter, q: PageQuery) {
  const where = recordConditions(f);
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select()
    .from(measurements)
    .where(where)
    .orderBy(desc(measurements.measuredAt), desc(measurements.id))
    .limit(limit)
    .offset(offset);
  const [agg] = await tx
    .select({
      n: count(),
      abnormal: sql<number>`count(*) filter (where ${measurements.abnormal})`.mapWith(Number),
    })
    .from(measurements)
    .where(where);
  return { rows, total: agg?.n ?? 0, abnormal: agg?.abnormal ?? 0 };
}

/** Devices bound to the patient now, and those that took readings of the patient before. */
export async function devicesOfPatient(tx: Tx, patientId: number) {
  const measured = tx
    .selectDistinct({ id: measurements.deviceId })
    .from(measurements)
    .where(and(eq(measurements.patientId, patientId), isNotNull(measurements.deviceId)));
  return tx
    .select()
    .from(devices)
    .where(or(eq(devices.patientId, patientId), inArray(devices.id, measured)))
    .orderBy(sql`${devices.boundAt} desc nulls last`, desc(devices.id))
    .limit(50);
}
