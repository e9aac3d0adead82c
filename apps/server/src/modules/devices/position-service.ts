import type { iotPositionBody, PositionView } from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import type { DeviceCache } from './device-cache.ts';
import { insertPosition, type PositionRow, positionsOf } from './iot-repo.ts';
import { authenticateDevice } from './iot-service.ts';

export function toPositionView(p: PositionRow): PositionView {
  return {
    id: p.id,
    patientId: p.patientId,
    deviceId: p.deviceId,
    lng: p.lng,
    lat: p.lat,
    accuracy: p.accuracy,
    address: p.address,
    locatedAt: p.locatedAt.toISOString(),
  };
}

/**
 * POST /iotapi/mobile/collect/position: a position from a bound watch (or any bound device),
 * authenticated like readings (Project header + X-Device-Secret, passed in as `secret`).
 */
export async function ingestPosition(
  ctx: OpenCtx,
  cache: DeviceCache,
  secret: string | null,
  body: z.infer<typeof iotPositionBody>,
): Promise<{ id: number }> {
  const target = await authenticateDevice(ctx, cache, secret, body.serial);
  return ctx.inTenant((tx) =>
    insertPosition(tx, {
      projectId: ctx.projectId,
      patientId: target.patientId,
      deviceId: target.deviceId,
      lng: body.lng,
      lat: body.lat,
      accuracy: body.accuracy ?? null,
      address: body.address ?? null,
      locatedAt: body.measureTime ?? new Date(),
    }),
  );
}

/** GET /api/patient/life/position: a patient's positions in a time range, newest first. */
export async function listPositions(
  ctx: Ctx,
  query: { patientId: number; startTime?: Date | undefined; endTime?: Date | undefined; pageSize: number },
): Promise<PositionView[]> {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), query.patientId);
    const rows = await positionsOf(tx, patient.id, query);
    return rows.map(toPositionView);
  });
}
