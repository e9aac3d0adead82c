import {
  DEVICE_SECRET_HEADER,
  type IotReadingBody,
  type MeasurementType,
  prepareReading,
} from '@kanghu/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertServicer, loadViewer, visiblePatient, visibleTo } from '../../core/access.ts';
import { measurements, patients } from '../../db/schema/index.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { notifyDoctor, pushVia } from '../measurements/notify.ts';
import { toView } from '../measurements/views.ts';
import type { DeviceCache } from './device-cache.ts';
import { insertReadingFast } from './fast-insert.ts';
import { deviceBySerial, type IngestTarget, ingestTarget } from './repo.ts';
import { hashDeviceSecret } from './service.ts';

export const DEVICE_AUTH_FAILED = '设备认证失败';

function secretOf(request: FastifyRequest): string | null {
  const v = request.headers[DEVICE_SECRET_HEADER];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.length >= 16 && s.length <= 128 ? s : null;
}

/**
 * The bound device `serial` if the request carries its secret (X-Device-Secret); otherwise 401
 * 设备认证失败 without saying whether the serial, the binding or the secret was wrong.
 */
export async function authenticateDevice(
  services: Services,
  cache: DeviceCache,
  request: FastifyRequest,
  serial: string,
): Promise<IngestTarget> {
  const secret = secretOf(request);
  if (!secret) throw unauthorized(DEVICE_AUTH_FAILED);
  const projectId = request.tenant.project.id;
  let target = cache.get(projectId, serial);
  if (!target) {
    target = await services.db.tenant(projectId, (tx) => ingestTarget(tx, serial));
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
  services: Services,
  app: FastifyInstance,
  cache: DeviceCache,
  request: FastifyRequest,
  body: IotReadingBody,
): Promise<{ id: number; level: string; abnormal: boolean }> {
  const projectId = request.tenant.project.id;
  const target = await authenticateDevice(services, cache, request, body.serial);
  if (target.measureType !== body.type) throw badRequest('测量类型与设备不符');
  const reading = prepareReading({
    projectId,
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
  const { id } = await insertReadingFast(services.db, reading);
  await notifyDoctor(pushVia(app, projectId), target.doctorUserId, { id, ...reading });
  return { id, level: reading.level, abnormal: reading.abnormal };
}

/** GET /iotapi/mobile/collect/{bp|bg|bmi}/:serial/last: the device's latest reading, or null. */
export async function lastReading(
  services: Services,
  request: FastifyRequest,
  serial: string,
  type: MeasurementType,
) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const device = await deviceBySerial(tx, serial);
    if (!device || device.patientId === null) throw badRequest('设备未绑定');
    await visiblePatient(tx, viewer, device.patientId);
    const [m] = await tx
      .select()
      .from(measurements)
      .where(
        and(
          eq(measurements.deviceId, device.id),
          eq(measurements.patientId, device.patientId),
          eq(measurements.type, type),
        ),
      )
      .orderBy(desc(measurements.measuredAt))
      .limit(1);
    return m ? toView(m) : null;
  });
}

/** GET /iotapi/mobile/collect/family/doctor: a servicer's latest IoT readings of their scope. */
export async function latestIotReadings(services: Services, request: FastifyRequest) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertServicer(viewer);
    const rows = await tx
      .select({ m: measurements })
      .from(measurements)
      .innerJoin(patients, eq(patients.id, measurements.patientId))
      .where(and(eq(measurements.source, 'iot'), visibleTo(viewer)))
      .orderBy(desc(measurements.id))
      .limit(50);
    return rows.map((r) => toView(r.m));
  });
}
