import type { iotPositionBody, PositionView } from '@kanghu/shared';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { loadViewer, visiblePatient } from '../../core/access.ts';
import { patientPositions } from '../../db/schema/index.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import type { DeviceCache } from './device-cache.ts';
import { authenticateDevice } from './iot-service.ts';

export function toPositionView(p: typeof patientPositions.$inferSelect): PositionView {
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
 * authenticated like readings (Project header + X-Device-Secret).
 */
export async function ingestPosition(
  services: Services,
  cache: DeviceCache,
  request: FastifyRequest,
  body: z.infer<typeof iotPositionBody>,
): Promise<{ id: number }> {
  const projectId = request.tenant.project.id;
  const target = await authenticateDevice(services, cache, request, body.serial);
  const [row] = await services.db.tenant(projectId, (tx) =>
    tx
      .insert(patientPositions)
      .values({
        projectId,
        patientId: target.patientId,
        deviceId: target.deviceId,
        lng: body.lng,
        lat: body.lat,
        accuracy: body.accuracy ?? null,
        address: body.address ?? null,
        locatedAt: body.measureTime ?? new Date(),
      })
      .returning({ id: patientPositions.id }),
  );
  if (!row) throw new Error('position insert returned nothing');
  return row;
}

/** GET /api/patient/life/position: a patient's positions in a time range, newest first. */
export async function listPositions(
  services: Services,
  request: FastifyRequest,
  query: { patientId: number; startTime?: Date; endTime?: Date; pageSize: number },
): Promise<PositionView[]> {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const patient = await visiblePatient(tx, await loadViewer(tx, session), query.patientId);
    const rows = await tx
      .select()
      .from(patientPositions)
      .where(
        and(
          eq(patientPositions.patientId, patient.id),
          query.startTime ? gte(patientPositions.locatedAt, query.startTime) : undefined,
          query.endTime ? lte(patientPositions.locatedAt, query.endTime) : undefined,
        ),
      )
      .orderBy(desc(patientPositions.locatedAt))
      .limit(query.pageSize);
    return rows.map(toPositionView);
  });
}
