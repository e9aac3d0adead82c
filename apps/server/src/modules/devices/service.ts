import { randomBytes } from 'node:crypto';
import type { bindDeviceBody, DeviceView, deviceApplyBody } from '@kanghu/shared';
import { normalizeMobile } from '@kanghu/shared';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertServicer, loadViewer, type Viewer, visiblePatient, visibleTo } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { deviceApplications, deviceSpecs, devices, patients, watchBindings } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import type { DeviceCache } from './device-cache.ts';
import { type DeviceRow, deviceById, deviceBySerial, toApplicationView, toDeviceView } from './repo.ts';

type BindBody = z.infer<typeof bindDeviceBody>;

/** A fresh device secret: 256 bits, base64url; only its SHA-256 is stored. */
export function newDeviceSecret(): string {
  return randomBytes(32).toString('base64url');
}
export const hashDeviceSecret = (secret: string) => sha256Hex(`device:${secret}`);

/** The device if it is bound to a patient the viewer sees; 404 otherwise. */
export async function visibleDevice(tx: Tx, viewer: Viewer, device: DeviceRow | null): Promise<DeviceRow> {
  if (!device || device.patientId === null) throw notFound();
  await visiblePatient(tx, viewer, device.patientId);
  return device;
}

/**
 * POST /api/iot/device/bind: binds a device to a patient the caller sees and issues its IoT
 * secret (answered once). A device bound to another patient needs isForceBind from a servicer
 * who also sees that patient; otherwise 400 设备已被其他患者绑定.
 */
export async function bindDevice(
  services: Services,
  cache: DeviceCache,
  request: FastifyRequest,
  body: BindBody,
  options: { servicerOnly?: boolean } = {},
): Promise<DeviceView & { secret: string }> {
  const session = requireSession(request);
  const { projectId } = session;
  const secret = newDeviceSecret();
  const view = await services.db.tenant(projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    if (options.servicerOnly) assertServicer(viewer);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const row = await bindDeviceTx(tx, projectId, viewer, patient, body, hashDeviceSecret(secret));
    return toDeviceView(row, patient.name);
  });
  await cache.changed(projectId, body.serial);
  return { ...view, secret };
}

/**
 * The bind itself, inside the caller's transaction: the device (new or existing by serial) goes to
 * `patient` with `secretHash`. A device bound to another patient needs isForceBind from a servicer
 * who also sees that patient; otherwise 400 设备已被其他患者绑定. The caller clears the cache.
 */
export async function bindDeviceTx(
  tx: Tx,
  projectId: number,
  viewer: Viewer,
  patient: { id: number },
  body: Omit<BindBody, 'patientId'>,
  secretHash: string,
): Promise<DeviceRow> {
  if (body.specId !== undefined) {
    const [spec] = await tx
      .select({ id: deviceSpecs.id })
      .from(deviceSpecs)
      .where(eq(deviceSpecs.id, body.specId));
    if (!spec) throw badRequest('设备型号不存在');
  }
  const existing = await deviceBySerial(tx, body.serial);
  if (existing?.patientId != null && existing.patientId !== patient.id) {
    const force = body.isForceBind === true || body.isForceBind === 1;
    if (!force || viewer.kind === 'customer') throw badRequest('设备已被其他患者绑定');
    await visibleDevice(tx, viewer, existing);
  }
  const fields = {
    specId: body.specId ?? null,
    type: body.type ?? null,
    bindType: body.bindType ?? null,
    btName: body.btName ?? null,
    imsi: body.imsi ?? null,
    macAddress: body.macAddress?.toUpperCase() ?? null,
    deviceBrand: body.deviceBrand ?? null,
    deviceModel: body.deviceModel ?? null,
    deviceImage: body.deviceImage ?? null,
    deviceMeasureType: body.deviceMeasureType,
    cooperationOrgCode: body.cooperationOrgCode ?? null,
    patientId: patient.id,
    boundByUserId: viewer.userId,
    boundAt: new Date(),
    secretHash,
  };
  const [row] = existing
    ? await tx.update(devices).set(fields).where(eq(devices.id, existing.id)).returning()
    : await tx
        .insert(devices)
        .values({ projectId, serial: body.serial, ...fields })
        .returning();
  if (!row) throw new Error('device bind returned nothing');
  return row;
}

/** DELETE /api/iot/device/unbind?id|serial: the device leaves the patient; its secret dies. */
export async function unbindDevice(
  services: Services,
  cache: DeviceCache,
  request: FastifyRequest,
  query: { id?: number; serial?: string },
): Promise<void> {
  const session = requireSession(request);
  const serial = await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const found =
      query.id !== undefined ? await deviceById(tx, query.id) : await deviceBySerial(tx, query.serial ?? '');
    const device = await visibleDevice(tx, viewer, found);
    await tx
      .update(devices)
      .set({ patientId: null, secretHash: null, boundAt: null, boundByUserId: null, lastUsedAt: null })
      .where(eq(devices.id, device.id));
    await tx.delete(watchBindings).where(eq(watchBindings.deviceId, device.id));
    return device.serial;
  });
  await cache.changed(session.projectId, serial);
}

/**
 * POST /api/iot/patient/bind[/:id]: moves a device the caller sees (by id, or by serial in the
 * body) to another patient the caller sees. The secret stays.
 */
export async function movePatientDevice(
  services: Services,
  cache: DeviceCache,
  request: FastifyRequest,
  ref: { id?: number; serial?: string },
  patientId: number,
): Promise<DeviceView> {
  const session = requireSession(request);
  const result = await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    if (ref.id === undefined && ref.serial === undefined) throw badRequest('请选择设备');
    const found =
      ref.id !== undefined ? await deviceById(tx, ref.id) : await deviceBySerial(tx, ref.serial ?? '');
    const device = await visibleDevice(tx, viewer, found);
    const patient = await visiblePatient(tx, viewer, patientId);
    const [row] = await tx
      .update(devices)
      .set({ patientId: patient.id, boundByUserId: viewer.userId, boundAt: new Date() })
      .where(eq(devices.id, device.id))
      .returning();
    if (!row) throw notFound();
    return toDeviceView(row, patient.name);
  });
  await cache.changed(session.projectId, result.serial);
  return result;
}

/** GET /api/iot/device/mine: devices bound to the patients the caller sees (optionally one). */
export async function myDevices(services: Services, request: FastifyRequest, patientId?: number) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    if (patientId !== undefined) await visiblePatient(tx, viewer, patientId);
    const rows = await tx
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
    return rows.map((r) => toDeviceView(r.d, r.name));
  });
}

/** POST /api/iot/device/apply: a device application (state 0 submitted). */
export async function applyDevice(
  services: Services,
  request: FastifyRequest,
  body: z.infer<typeof deviceApplyBody>,
) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const [row] = await tx
      .insert(deviceApplications)
      .values({
        projectId: session.projectId,
        userId: viewer.userId,
        orgId: viewer.orgId ?? (await applicantOrg(tx, viewer, body.idcard)),
        idcard: body.idcard,
        name: body.name,
        age: body.age ?? null,
        sex: body.sex ?? null,
        deviceType: body.deviceType,
        deviceBrand: body.deviceBrand ?? null,
        time: body.time ?? null,
        reason: body.reason ?? null,
        address: body.address ?? null,
        tel: normalizeMobile(body.tel),
      })
      .returning();
    if (!row) throw new Error('device application insert returned nothing');
    return toApplicationView(row);
  });
}

/**
 * The org that reviews a customer's application: the org of their patient with the application's
 * ID number, else of the first patient bound to the account (null when none has one).
 */
async function applicantOrg(tx: Tx, viewer: Viewer, idcard: string): Promise<number | null> {
  const rows = await tx
    .select({ orgId: patients.orgId, idcard: patients.idcard })
    .from(patients)
    .where(and(visibleTo(viewer), isNotNull(patients.orgId)))
    .orderBy(asc(patients.id))
    .limit(50);
  return (rows.find((r) => r.idcard === idcard) ?? rows[0])?.orgId ?? null;
}

/** POST /api/iot/spec: the project's device models. */
export async function deviceSpecList(services: Services, request: FastifyRequest, measureType?: string) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, (tx) =>
    tx
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
      .orderBy(asc(deviceSpecs.sort), asc(deviceSpecs.id)),
  );
}
