import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { patientOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { growthFlags as f, patients, users } from '../../db/schema/index.ts';

const handler = alias(users, 'handler');

function flagSelect(tx: Tx) {
  return tx
    .select({ flag: f, patientName: patients.name, handledByName: handler.name })
    .from(f)
    .innerJoin(patients, patientOf(f.patientId))
    .leftJoin(handler, eq(handler.id, f.handledByUserId));
}
export type GrowthFlagRow = Awaited<ReturnType<ReturnType<typeof flagSelect>['limit']>>[number];

export async function insertGrowthFlags(tx: Tx, values: Array<typeof f.$inferInsert>): Promise<void> {
  if (values.length > 0) await tx.insert(f).values(values);
}

/** A page of the scope's flags, newest measurement first. */
export async function growthFlagPage(tx: Tx, scope: SQL, handled: boolean, q: PageQuery) {
  const where = and(scope, handled ? isNotNull(f.handledAt) : isNull(f.handledAt));
  const { limit, offset } = pageRange(q);
  const rows = await flagSelect(tx)
    .where(where)
    .orderBy(desc(f.measuredAt), desc(f.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(f)
    .innerJoin(patients, patientOf(f.patientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function unhandledGrowthFlagCount(tx: Tx, scope: SQL): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(f)
    .innerJoin(patients, patientOf(f.patientId))
    .where(and(scope, isNull(f.handledAt)));
  return row?.n ?? 0;
}

/** One flag of a patient the viewer sees. */
export async function growthFlagOf(tx: Tx, viewer: Viewer, id: number): Promise<GrowthFlagRow | undefined> {
  const [row] = await flagSelect(tx)
    .where(and(eq(f.id, id), visibleTo(viewer)))
    .limit(1);
  return row;
}

/** Marks a flag handled; false when it already was. */
export async function markGrowthFlagHandled(tx: Tx, id: number, userId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(f)
    .set({ handledAt: at, handledByUserId: userId })
    .where(and(eq(f.id, id), isNull(f.handledAt)))
    .returning({ id: f.id });
  return rows.length > 0;
}
