import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { aiLocalBindings, districts } from '../../db/schema/index.ts';

export interface BindingRow {
  id: number;
  userId: number;
  doctorId: number | null;
  districtId: number;
  localAreaCode: string;
  areaCode: string;
  districtName: string;
  orgCode: string;
  version: 'mongo' | 'informationInnovation';
  localUsername: string;
  localUserId: string;
  updatedAt: Date;
}

/** The servicer's binding with its district, or null. */
export async function findBinding(tx: Tx, userId: number): Promise<BindingRow | null> {
  const [row] = await tx
    .select({
      id: aiLocalBindings.id,
      userId: aiLocalBindings.userId,
      doctorId: aiLocalBindings.doctorId,
      districtId: aiLocalBindings.districtId,
      localAreaCode: districts.key,
      areaCode: districts.areaCode,
      districtName: districts.name,
      orgCode: districts.orgCode,
      version: districts.version,
      localUsername: aiLocalBindings.localUsername,
      localUserId: aiLocalBindings.localUserId,
      updatedAt: aiLocalBindings.updatedAt,
    })
    .from(aiLocalBindings)
    .innerJoin(districts, eq(districts.id, aiLocalBindings.districtId))
    .where(eq(aiLocalBindings.userId, userId))
    .limit(1);
  return row ?? null;
}

export interface NewBinding {
  projectId: number;
  userId: number;
  doctorId: number | null;
  districtId: number;
  localUsername: string;
  localPasswordSealed: string;
  localUserId: string;
}

/** One binding per servicer: binding again replaces it. */
export async function upsertBinding(tx: Tx, b: NewBinding): Promise<void> {
  await tx
    .insert(aiLocalBindings)
    .values(b)
    .onConflictDoUpdate({
      target: [aiLocalBindings.projectId, aiLocalBindings.userId],
      set: {
        doctorId: b.doctorId,
        districtId: b.districtId,
        localUsername: b.localUsername,
        localPasswordSealed: b.localPasswordSealed,
        localUserId: b.localUserId,
        updatedAt: new Date(),
      },
    });
}

export async function deleteBinding(tx: Tx, userId: number): Promise<number> {
  const rows = await tx
    .delete(aiLocalBindings)
    .where(eq(aiLocalBindings.userId, userId))
    .returning({ id: aiLocalBindings.id });
  return rows.length;
}
