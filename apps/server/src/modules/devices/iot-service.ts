import { type IotReadingBody, type MeasurementType, prepareReading } from '@kanghu/shared';
import { assertServicer, visiblePatient } from '../../core/access.ts';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { notifyDoctor } from '../measurements/notify.ts';
import { toView } from '../measurements/views.ts';
import type { DeviceCache } from './device-cache.ts';
import { insertReadingFast } from './fast-insert.ts';
import { lastDeviceReading, latestIotRows } from './iot-repo.ts';
import { deviceBySerial, type IngestTarget, ingestTarget } from './repo.ts';
import { hashDeviceSecret } from './service.ts';

export const DEVICE_AUTH_FAILED = '设备认证失败';

/** The X-Device-Secret header value if it has a plausible length (16 to 128), else null. */
export function deviceSecretOf(value: string | string[] | undefined): string | null {
  const s = Array.isArray(value) ? value[0] : value;
  return s && s.length >= 16 && s.length <= 128 ? s : null;
}

/**
 * The bound device `serial` if `secret` (the request's X-Device-Secret) is its secret; otherwise
 * 401 设备认证失败 without saying whether the serial, the binding or the secret was wrong.
 */
export async function authenticateDevice(
  ctx: OpenCtx,
  cache: DeviceCache,
  secret: string | null,
  serial: string,
): Promise<IngestTarget> {
  if (!secret) throw unauthorized(DEVICE_AUTH_FAILED);
  const { projectId } = ctx;
  let target = cache.get(projectId, serial);
  if (!target) {
    target = await ctx.inTenant((tx) => ingestTarget(tx, serial));
    if (target) cache.set(projectId, serial, target);
  }
  if (!target || !safeEqual(target.secretHash, hashDeviceSecret(secret)))
    throw unauthorized(DEVICE_AUTH_FAILED);
  return target;
}

/**
 * POST /iotapi/mobile/collect/family/doctor: a reading from a bound device. The gateway sends
 * the Project header and the device secret (X-Device-Secret) issued at bind; an unknown or
 * unbound serial or a wrong secret answers 401 设备认证失败 without saying which. The reading is
 * stored with source iot for the device's patient and an abnormal one is pushed to the doctor.
 */
export async function ingestReading(
  ctx: OpenCtx,
  cache: DeviceCache,
  secret: string | null,
  body: IotReadingBody,
): Promise<{ id: number; level: string; abnormal: boolean }> {
  const target = await authenticateDevice(ctx, cache, secret, body.serial);
  if (target.measureType !== body.type) throw badRequest('测量类型与设备不符');
  const reading = prepareReading({
    projectId: ctx.projectId,
    patientId: target.patientId,
    type: body.type,
    values: body.values,
    source: 'iot',
    measuredAt: body.measureTime ?? new Date(),
    period: 'period' in body ? (body.period ?? null) : null,
    deviceId: target.deviceId,
    patientHeight: target.height,
    subject: target.subject,
  });
  const { id } = await insertReadingFast(ctx.services.db, reading);
  await notifyDoctor(ctx, target.doctorUserId, { id, ...reading });
  return { id, level: reading.level, abnormal: reading.abnormal };
}

/** GET /iotapi/mobile/collect/{bp|bg|bmi}/:serial/last: the device's latest reading, or null. */
export async function lastReading(ctx: Ctx, serial: string, type: MeasurementType) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const device = await deviceBySerial(tx, serial);
    if (!device || device.patientId === null) throw badRequest('设备未绑定');
    await visiblePatient(tx, viewer, device.patientId);
    const m = await lastDeviceReading(tx, device.id, device.patientId, type);
    return m ? toView(m) : null;
  });
}

/** GET /iotapi/mobile/collect/family/doctor: a servicer's latest IoT readings of their scope. */
export async function latestIotReadings(ctx: Ctx) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    const rows = await latestIotRows(tx, viewer);
    return rows.map(toView);
  });
}
