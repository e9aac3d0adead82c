import { randomBytes } from 'node:crypto';
import type { bindDeviceBody, DeviceView, deviceApplyBody } from '@kanghu/shared';
import { normalizeMobile } from '@kanghu/shared';
import type { z } from 'zod';
import { assertServicer, type Viewer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { insertApplication, visiblePatientOrgs } from './application-repo.ts';
import type { DeviceCache } from './device-cache.ts';
import {
  clearBinding,
  type DeviceRow,
  deviceById,
  deviceBySerial,
  saveDevice,
  specExists,
  deviceSpecList as specsOf,
  toApplicationView,
  toDeviceView,
  updateDevice,
  visibleDevices,
} from './repo.ts';

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
  ctx: Ctx,
  cache: DeviceCache,
  body: BindBody,
  options: { servicerOnly?: boolean } = {},
): Promise<DeviceView & { secret: string }> {
  const secret = newDeviceSecret();
  const view = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (options.servicerOnly) assertServicer(viewer);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const row = await bindDeviceTx(tx, ctx.projectId, viewer, patient, body, hashDeviceSecret(secret));
    return toDeviceView(row, patient.name);
  });
  await cache.changed(ctx.projectId, body.serial);
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
  if (body.specId !== undefined && !(await specExists(tx, body.specId))) throw badRequest('设备型号不存在');
  const existing = await deviceBySerial(tx, body.serial);
  if (existing?.patientId != null && existing.patientId !== patient.id) {
    const force = body.isForceBind === true || body.isForceBind === 1;
    if (!force || viewer.kind === 'customer') throw badRequest('设备已被其他患者绑定');
    await visibleDevice(tx, viewer, existing);
  }
  return saveDevice(tx, existing, projectId, body.serial, {
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
  });
}

/** DELETE /api/iot/device/unbind?id|serial: the device leaves the patient; its secret dies. */
export async function unbindDevice(
  ctx: Ctx,
  cache: DeviceCache,
  query: { id?: number | undefined; serial?: string | undefined },
): Promise<void> {
  const serial = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const found =
      query.id !== undefined ? await deviceById(tx, query.id) : await deviceBySerial(tx, query.serial ?? '');
    const device = await visibleDevice(tx, viewer, found);
    await clearBinding(tx, device.id);
    return device.serial;
  });
  await cache.changed(ctx.projectId, serial);
}

/**
 * POST /api/iot/patient/bind[/:id]: moves a device the caller sees (by id, or by serial in the
 * body) to another patient the caller sees. The secret stays.
 */
export async function movePatientDevice(
  ctx: Ctx,
  cache: DeviceCache,
  ref: { id?: number; serial?: string },
  patientId: number,
): Promise<DeviceView> {
  const result = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (ref.id === undefined && ref.serial === undefined) throw badRequest('请选择设备');
    const found =
      ref.id !== undefined ? await deviceById(tx, ref.id) : await deviceBySerial(tx, ref.serial ?? '');
    const device = await visibleDevice(tx, viewer, found);
    const patient = await visiblePatient(tx, viewer, patientId);
    const row = await updateDevice(tx, device.id, {
      patientId: patient.id,
      boundByUserId: viewer.userId,
      boundAt: new Date(),
    });
    if (!row) throw notFound();
    return toDeviceView(row, patient.name);
  });
  await cache.changed(ctx.projectId, result.serial);
  return result;
}

/** GET /api/iot/device/mine: devices bound to the patients the caller sees (optionally one). */
export async function myDevices(ctx: Ctx, patientId?: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (patientId !== undefined) await visiblePatient(tx, viewer, patientId);
    const rows = await visibleDevices(tx, viewer, patientId);
    return rows.map((r) => toDeviceView(r.d, r.name));
  });
}

/** POST /api/iot/device/apply: a device application (state 0 submitted). */
export async function applyDevice(ctx: Ctx, body: z.infer<typeof deviceApplyBody>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await insertApplication(tx, {
      projectId: ctx.projectId,
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
    });
    return toApplicationView(row);
  });
}

/**
 * The org that reviews a customer's application: the org of their patient with the application's
 * ID number, else of the first patient bound to the account (null when none has one).
 */
async function applicantOrg(tx: Tx, viewer: Viewer, idcard: string): Promise<number | null> {
  const rows = await visiblePatientOrgs(tx, viewer);
  return (rows.find((r) => r.idcard === idcard) ?? rows[0])?.orgId ?? null;
}

/** POST /api/iot/spec: the project's device models. */
export async function deviceSpecList(ctx: Ctx, measureType?: string) {
  return ctx.inTenant((tx) => specsOf(tx, measureType));
}
