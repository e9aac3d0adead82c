import type { MeasurementType } from '@kanghu/shared';
import { and, asc, desc, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import {
  devices,
  iotCooperationOrgs,
  measurements,
  orgs,
  patientPositions,
  patients,
} from '../../db/schema/index.ts';

/**
 * How each kind is told apart: a Bluetooth (BLE) device has bindType 'ble' or a MAC address; an
 * NB-IoT device has bindType 'nb' or an IMSI. The last reading is the patient's latest of the
 * type from that channel (source bluetooth / iot).
 */
export const KINDS = {
  bleBp: {
    measureType: 'bp',
    channel: or(eq(devices.bindType, 'ble'), isNotNull(devices.macAddress)),
    source: 'bluetooth',
  },
  nbBg: {
    measureType: 'bg',
    channel: or(eq(devices.bindType, 'nb'), isNotNull(devices.imsi)),
    source: 'iot',
  },
} as const;
export type DeviceKind = keyof typeof KINDS;

/** The patient's devices of a kind (the one in use first) and their latest reading of it. */
export async function kindDevicesAndLast(tx: Tx, patientId: number, kind: DeviceKind) {
  const k = KINDS[kind];
  const rows = await tx
    .select()
    .from(devices)
    .where(and(eq(devices.patientId, patientId), eq(devices.deviceMeasureType, k.measureType), k.channel))
    .orderBy(sql`${devices.lastUsedAt} desc nulls last`, desc(devices.boundAt))
    .limit(50);
  const [last] = await tx
    .select()
    .from(measurements)
    .where(
      and(
        eq(measurements.patientId, patientId),
        eq(measurements.type, k.measureType),
        eq(measurements.source, k.source),
      ),
    )
    .orderBy(desc(measurements.measuredAt))
    .limit(1);
  return { rows, last };
}

const cooperationColumns = {
  id: iotCooperationOrgs.id,
  orgId: iotCooperationOrgs.orgId,
  orgCode: orgs.code,
  orgName: orgs.name,
  measureTypes: iotCooperationOrgs.measureTypes,
  remark: iotCooperationOrgs.remark,
};

export async function cooperationOrgRows(tx: Tx) {
  return tx
    .select(cooperationColumns)
    .from(iotCooperationOrgs)
    .innerJoin(orgs, eq(orgs.id, iotCooperationOrgs.orgId))
    .orderBy(asc(orgs.sort), asc(orgs.id));
}

export async function orgByCode(tx: Tx, code: string) {
  const [org] = await tx.select().from(orgs).where(eq(orgs.code, code)).limit(1);
  return org;
}

export async function upsertCooperationOrg(
  tx: Tx,
  projectId: number,
  orgId: number,
  values: { measureTypes: string[]; remark: string | null },
): Promise<{ id: number }> {
  const [row] = await tx
    .insert(iotCooperationOrgs)
    .values({ projectId, orgId, ...values })
    .onConflictDoUpdate({ target: [iotCooperationOrgs.projectId, iotCooperationOrgs.orgId], set: values })
    .returning();
  if (!row) throw new Error('cooperation org upsert returned nothing');
  return row;
}

/** The device's latest reading of a type for its patient. */
export async function lastDeviceReading(tx: Tx, deviceId: number, patientId: number, type: MeasurementType) {
  const [m] = await tx
    .select()
    .from(measurements)
    .where(
      and(
        eq(measurements.deviceId, deviceId),
        eq(measurements.patientId, patientId),
        eq(measurements.type, type),
      ),
    )
    .orderBy(desc(measurements.measuredAt))
    .limit(1);
  return m ?? null;
}

/** The latest 50 IoT readings of the patients the viewer sees. */
export async function latestIotRows(tx: Tx, viewer: Viewer) {
  const rows = await tx
    .select({ m: measurements })
    .from(measurements)
    .innerJoin(patients, eq(patients.id, measurements.patientId))
    .where(and(eq(measurements.source, 'iot'), visibleTo(viewer)))
    .orderBy(desc(measurements.id))
    .limit(50);
  return rows.map((r) => r.m);
}

export type PositionRow = typeof patientPositions.$inferSelect;

export async function insertPosition(
  tx: Tx,
  values: typeof patientPositions.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await tx.insert(patientPositions).values(values).returning({ id: patientPositions.id });
  if (!row) throw new Error('position insert returned nothing');
  return row;
}

export async function positionsOf(
  tx: Tx,
  patientId: number,
  query: { startTime?: Date | undefined; endTime?: Date | undefined; pageSize: number },
): Promise<PositionRow[]> {
  return tx
    .select()
    .from(patientPositions)
    .where(
      and(
        eq(patientPositions.patientId, patientId),
        query.startTime ? gte(patientPositions.locatedAt, query.startTime) : undefined,
        query.endTime ? lte(patientPositions.locatedAt, query.endTime) : undefined,
      ),
    )
    .orderBy(desc(patientPositions.locatedAt))
    .limit(query.pageSize);
}
