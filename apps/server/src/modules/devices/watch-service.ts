import { maskPhone, normalizeMobile, type WatchView, type watchBindBody } from '@kanghu/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { loadViewer, type PatientRow, visiblePatient } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { devices, measurements, patientPositions, watchBindings } from '../../db/schema/index.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { toView } from '../measurements/views.ts';
import type { DeviceCache } from './device-cache.ts';
import { toPositionView } from './position-service.ts';
import { bindDeviceTx, hashDeviceSecret } from './service.ts';
import type { WatchProvider } from './watch-provider.ts';

/** What a watch measures through the IoT collection call (its device row's measure type). */
export const WATCH_MEASURE_TYPE = 'hr';

async function watchOf(tx: Tx, patient: PatientRow, provider: WatchProvider): Promise<WatchView | null> {
  const [row] = await tx
    .select({ w: watchBindings, d: devices })
    .from(watchBindings)
    .innerJoin(devices, eq(devices.id, watchBindings.deviceId))
    .where(and(eq(watchBindings.patientId, patient.id), eq(devices.patientId, patient.id)))
    .orderBy(desc(watchBindings.createdAt))
    .limit(1);
  if (!row) return null;
  const [position] = await tx
    .select()
    .from(patientPositions)
    .where(and(eq(patientPositions.patientId, patient.id), eq(patientPositions.deviceId, row.d.id)))
    .orderBy(desc(patientPositions.locatedAt))
    .limit(1);
  const [heart] = await tx
    .select()
    .from(measurements)
    .where(
      and(
        eq(measurements.patientId, patient.id),
        eq(measurements.deviceId, row.d.id),
        eq(measurements.type, WATCH_MEASURE_TYPE),
      ),
    )
    .orderBy(desc(measurements.measuredAt))
    .limit(1);
  return {
    id: row.w.id,
    patientId: patient.id,
    patientName: patient.name,
    deviceId: row.d.id,
    deviceSn: row.d.serial,
    provider: row.w.provider,
    providerLabel: row.w.provider === provider.name ? provider.label : row.w.provider,
    emergencyName: row.w.emergencyName,
    emergencyTel: maskPhone(row.w.emergencyTel),
    height: row.w.height,
    weight: row.w.weight,
    boundAt: (row.d.boundAt ?? row.w.createdAt).toISOString(),
    lastPosition: position ? toPositionView(position) : null,
    lastHeartRate: heart ? toView(heart) : null,
  };
}

/**
 * POST /api/patient/yk/fuyun/watch/bind: registers the watch with the provider, then binds it as
 * a device of the patient (serial = deviceSn). Only the SHA-256 of deviceSecret is kept: the
 * vendor's gateway signs the watch's uploads with it (X-Device-Secret).
 */
export async function bindWatch(
  services: Services,
  cache: DeviceCache,
  provider: WatchProvider,
  request: FastifyRequest,
  body: z.infer<typeof watchBindBody>,
): Promise<WatchView> {
  const session = requireSession(request);
  const { projectId } = session;
  // Check the patient before telling the vendor anything.
  await services.db.tenant(projectId, async (tx) => {
    await visiblePatient(tx, await loadViewer(tx, session), body.patientId);
  });
  const emergencyTel = normalizeMobile(body.emergencyTel);
  await provider.register({ ...body, emergencyTel });
  const view = await services.db.tenant(projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const device = await bindDeviceTx(
      tx,
      projectId,
      viewer,
      patient,
      { serial: body.deviceSn, deviceMeasureType: WATCH_MEASURE_TYPE, type: 'watch', bindType: 'watch' },
      hashDeviceSecret(body.deviceSecret),
    );
    const fields = {
      patientId: patient.id,
      provider: provider.name,
      emergencyName: body.emergencyName,
      emergencyTel,
      height: body.height,
      weight: body.weight,
      boundByUserId: viewer.userId,
    };
    await tx
      .insert(watchBindings)
      .values({ projectId, deviceId: device.id, ...fields })
      .onConflictDoUpdate({ target: [watchBindings.projectId, watchBindings.deviceId], set: fields });
    const watch = await watchOf(tx, patient, provider);
    if (!watch) throw new Error('watch bind left no binding');
    return watch;
  });
  await cache.changed(projectId, body.deviceSn);
  return view;
}

/** GET /api/patient/yk/fuyun/watch?patientId: the patient's bound watch with its latest data, or null. */
export async function getWatch(
  services: Services,
  provider: WatchProvider,
  request: FastifyRequest,
  patientId: number,
): Promise<WatchView | null> {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const patient = await visiblePatient(tx, await loadViewer(tx, session), patientId);
    return watchOf(tx, patient, provider);
  });
}
