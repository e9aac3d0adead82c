import { type DeviceApplicationView, type DeviceView, maskIdCard, maskPhone } from '@kanghu/shared';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import {
  type deviceApplications,
  deviceSpecs,
  devices,
  doctors,
  patients,
  watchBindings,
} from '../../db/schema/index.ts';
import { pick } from '../../lib/pick.ts';

export type DeviceRow = typeof devices.$inferSelect;

export function toDeviceView(d: DeviceRow, patientName: string | null): DeviceView {
  return {
    id: d.id,
    serial: d.serial,
    specId: d.specId,
    type: d.type,
    bindType: d.bindType,
    btName: d.btName,
    macAddress: d.macAddress,
    deviceBrand: d.deviceBrand,
    deviceModel: d.deviceModel,
    deviceImage: d.deviceImage,
    deviceMeasureType: d.deviceMeasureType,
    cooperationOrgCode: d.cooperationOrgCode,
    patientId: d.patientId,
    patientName,
    boundAt: d.boundAt?.toISOString() ?? null,
    lastUsedAt: d.lastUsedAt?.toISOString() ?? null,
  };
}

export function toApplicationView(a: typeof deviceApplications.$inferSelect): DeviceApplicationView {
  return {
    id: a.id,
    idcard: maskIdCard(a.idcard),
    name: a.name,
    age: a.age,
    sex: a.sex,
    deviceType: a.deviceType,
    deviceBrand: a.deviceBrand,
    time: a.time,
    reason: a.reason,
    address: a.address,
    tel: maskPhone(a.tel),
    state: a.state,
    reviewRemark: a.reviewRemark,
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    patientId: a.patientId,
    deviceId: a.deviceId,
    createdAt: a.createdAt.toISOString(),
  };
}

export async function deviceBySerial(tx: Tx, serial: string): Promise<DeviceRow | null> {
  const [d] = await tx.select().from(devices).where(eq(devices.serial, serial)).limit(1);
  return d ?? null;
}

export async function deviceById(tx: Tx, id: number): Promise<DeviceRow | null> {
  const [d] = await tx.select().from(devices).where(eq(devices.id, id)).limit(1);
  return d ?? null;
}

/** What an IoT reading needs to know about its device, in one query. */
export interface IngestTarget {
  deviceId: number;
  patientId: number;
  measureType: string;
  secretHash: string;
  doctorUserId: number | null;
  height: number | null;
  /** Birthday and sex: readings of a child are graded on the children's ranges. */
  subject: { birthday: string | null; sex: number | null };
}

export async function ingestTarget(tx: Tx, serial: string): Promise<IngestTarget | null> {
  const [row] = await tx
    .select({
      deviceId: devices.id,
      patientId: devices.patientId,
      measureType: devices.deviceMeasureType,
      secretHash: devices.secretHash,
      doctorUserId: doctors.userId,
      ...pick(patients, ['extra', 'birthday', 'sex']),
    })
    .from(devices)
    .innerJoin(patients, eq(patients.id, devices.patientId))
    .leftJoin(doctors, eq(doctors.id, patients.doctorId))
    .where(eq(devices.serial, serial))
    .limit(1);
  if (!row || row.patientId === null || row.secretHash === null) return null;
  const h = row.extra.height;
  return {
    deviceId: row.deviceId,
    patientId: row.patientId,
    measureType: row.measureType,
    secretHash: row.secretHash,
    doctorUserId: row.doctorUserId ?? null,
    subject: { birthday: row.birthday, sex: row.sex },
    height: typeof h === 'number' ? h : null,
  };
}

export async function specExists(tx: Tx, specId: number): Promise<boolean> {
  const [spec] = await tx.select({ id: deviceSpecs.id }).from(deviceSpecs).where(eq(deviceSpecs.id, specId));
  return spec !== undefined;
}

/** Writes the binding fields onto the existing device row, or inserts a new device. */
export async function saveDevice(
  tx: Tx,
  existing: DeviceRow | null,
  projectId: number,
  serial: string,
  fields: Omit<typeof devices.$inferInsert, 'projectId' | 'serial'>,
): Promise<DeviceRow> {
  const [row] = existing
    ? await tx.update(devices).set(fields).where(eq(devices.id, existing.id)).returning()
    : await tx
        .insert(devices)
        .values({ projectId, serial, ...fields })
        .returning();
  if (!row) throw new Error('device bind returned nothing');
  return row;
}

/** The device leaves its patient: no secret, no watch binding. */
export async function clearBinding(tx: Tx, deviceId: number): Promise<void> {
  await tx
    .update(devices)
    .set({ patientId: null, secretHash: null, boundAt: null, boundByUserId: null, lastUsedAt: null })
    .where(eq(devices.id, deviceId));
  await tx.delete(watchBindings).where(eq(watchBindings.deviceId, deviceId));
}

export async function updateDevice(
  tx: Tx,
  deviceId: number,
  fields: Partial<typeof devices.$inferInsert>,
): Promise<DeviceRow | undefined> {
  const [row] = await tx.update(devices).set(fields).where(eq(devices.id, deviceId)).returning();
  return row;
}

/** Bound devices of the patients the viewer sees (optionally one), newest bind first. */
export async function visibleDevices(tx: Tx, viewer: Viewer, patientId?: number) {
  return tx
    .select({ d: devices, name: patients.name })
    .from(devices)
    .innerJoin(patients, eq(patients.id, devices.patientId))
    .where(
      and(
        isNotNull(devices.patientId),
        visibleTo(viewer),
        patientId === undefined ? undefined : eq(devices.patientId, patientId),
      ),
    )
    .orderBy(desc(devices.boundAt))
    .limit(200);
}

/** The project's device models, optionally of one measure type. */
export async function deviceSpecList(tx: Tx, measureType?: string) {
  return tx
    .select({
      id: deviceSpecs.id,
      name: deviceSpecs.name,
      type: deviceSpecs.type,
      brand: deviceSpecs.brand,
      model: deviceSpecs.model,
      measureType: deviceSpecs.measureType,
      image: deviceSpecs.image,
    })
    .from(deviceSpecs)
    .where(measureType === undefined ? undefined : eq(deviceSpecs.measureType, measureType))
    .orderBy(asc(deviceSpecs.sort), asc(deviceSpecs.id));
}
