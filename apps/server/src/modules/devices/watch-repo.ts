import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { devices, measurements, patientPositions, watchBindings } from '../../db/schema/index.ts';

/** The patient's latest watch binding (with its device), its latest position and reading of `type`. */
export async function watchRows(tx: Tx, patientId: number, type: string) {
  const [row] = await tx
    .select({ w: watchBindings, d: devices })
    .from(watchBindings)
    .innerJoin(devices, eq(devices.id, watchBindings.deviceId))
    .where(and(eq(watchBindings.patientId, patientId), eq(devices.patientId, patientId)))
    .orderBy(desc(watchBindings.createdAt))
    .limit(1);
  if (!row) return null;
  const [position] = await tx
    .select()
    .from(patientPositions)
    .where(and(eq(patientPositions.patientId, patientId), eq(patientPositions.deviceId, row.d.id)))
    .orderBy(desc(patientPositions.locatedAt))
    .limit(1);
  const [heart] = await tx
    .select()
    .from(measurements)
    .where(
      and(
        eq(measurements.patientId, patientId),
        eq(measurements.deviceId, row.d.id),
        eq(measurements.type, type),
      ),
    )
    .orderBy(desc(measurements.measuredAt))
    .limit(1);
  return { ...row, position, heart };
}

export async function upsertWatchBinding(
  tx: Tx,
  projectId: number,
  deviceId: number,
  fields: Omit<typeof watchBindings.$inferInsert, 'projectId' | 'deviceId'>,
): Promise<void> {
  await tx
    .insert(watchBindings)
    .values({ projectId, deviceId, ...fields })
    .onConflictDoUpdate({ target: [watchBindings.projectId, watchBindings.deviceId], set: fields });
}
