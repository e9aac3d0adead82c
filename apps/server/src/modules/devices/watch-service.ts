import { maskPhone, normalizeMobile, type WatchView, type watchBindBody } from '@kanghu/shared';
import type { z } from 'zod';
import { type PatientRow, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { toView } from '../measurements/views.ts';
import type { DeviceCache } from './device-cache.ts';
import { toPositionView } from './position-service.ts';
import { bindDeviceTx, hashDeviceSecret } from './service.ts';
import type { WatchProvider } from './watch-provider.ts';
import { upsertWatchBinding, watchRows } from './watch-repo.ts';

/** What a watch measures through the IoT collection call (its device row's measure type). */
export const WATCH_MEASURE_TYPE = 'hr';

async function watchOf(tx: Tx, patient: PatientRow, provider: WatchProvider): Promise<WatchView | null> {
  const found = await watchRows(tx, patient.id, WATCH_MEASURE_TYPE);
  if (!found) return null;
  const { w, d, position, heart } = found;
  return {
    id: w.id,
    patientId: patient.id,
    patientName: patient.name,
    deviceId: d.id,
    deviceSn: d.serial,
    provider: w.provider,
    providerLabel: w.provider === provider.name ? provider.label : w.provider,
    emergencyName: w.emergencyName,
    emergencyTel: maskPhone(w.emergencyTel),
    height: w.height,
    weight: w.weight,
    boundAt: (d.boundAt ?? w.createdAt).toISOString(),
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
  ctx: Ctx,
  cache: DeviceCache,
  provider: WatchProvider,
  body: z.infer<typeof watchBindBody>,
): Promise<WatchView> {
  const { projectId } = ctx;
  // Check the patient before telling the vendor anything.
  await ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
  });
  const emergencyTel = normalizeMobile(body.emergencyTel);
  await provider.register({ ...body, emergencyTel });
  const view = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const device = await bindDeviceTx(
      tx,
      projectId,
      viewer,
      patient,
      { serial: body.deviceSn, deviceMeasureType: WATCH_MEASURE_TYPE, type: 'watch', bindType: 'watch' },
      hashDeviceSecret(body.deviceSecret),
    );
    await upsertWatchBinding(tx, projectId, device.id, {
      patientId: patient.id,
      provider: provider.name,
      emergencyName: body.emergencyName,
      emergencyTel,
      height: body.height,
      weight: body.weight,
      boundByUserId: viewer.userId,
    });
    const watch = await watchOf(tx, patient, provider);
    if (!watch) throw new Error('watch bind left no binding');
    return watch;
  });
  await cache.changed(projectId, body.deviceSn);
  return view;
}

/** GET /api/patient/yk/fuyun/watch?patientId: the patient's bound watch with its latest data, or null. */
export async function getWatch(
  ctx: Ctx,
  provider: WatchProvider,
  patientId: number,
): Promise<WatchView | null> {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), patientId);
    return watchOf(tx, patient, provider);
  });
}
