import type { CallLine } from '@kanghu/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PageQuery } from '../../core/paging.ts';
import { pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { aiCalls, patients } from '../../db/schema/index.ts';

export type CallRow = typeof aiCalls.$inferSelect;
export type NewCall = typeof aiCalls.$inferInsert;
export type JoinedCall = CallRow & { idcard: string | null };

export async function insertCall(tx: Tx, row: NewCall): Promise<CallRow> {
  const [out] = await tx.insert(aiCalls).values(row).returning();
  if (!out) throw new Error('call not inserted');
  return out;
}

/** A call still waiting for its result. */
export async function pendingCall(tx: Tx, id: number): Promise<CallRow | undefined> {
  const [row] = await tx
    .select()
    .from(aiCalls)
    .where(and(eq(aiCalls.id, id), eq(aiCalls.state, 'calling')))
    .limit(1);
  return row;
}

export async function finishCall(
  tx: Tx,
  id: number,
  r: {
    state: 'done' | 'failed';
    outcome: string;
    transcript: CallLine[];
    durationSeconds: number;
    finishedAt: Date;
  },
): Promise<void> {
  await tx
    .update(aiCalls)
    .set(r)
    .where(and(eq(aiCalls.id, id), eq(aiCalls.state, 'calling')));
}

/** The district's calls (newest first), optionally of one patient or purpose. */
export async function callPage(
  tx: Tx,
  f: { districtId: number; patientId?: number; robotType?: string },
  q: PageQuery,
): Promise<{ rows: JoinedCall[]; total: number }> {
  const conds: SQL[] = [eq(aiCalls.districtId, f.districtId)];
  if (f.patientId !== undefined) conds.push(eq(aiCalls.patientId, f.patientId));
  if (f.robotType !== undefined) conds.push(eq(aiCalls.robotType, f.robotType));
  const where = and(...conds);
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select({ call: aiCalls, idcard: patients.idcard })
    .from(aiCalls)
    .innerJoin(patients, eq(patients.id, aiCalls.patientId))
    .where(where)
    .orderBy(desc(aiCalls.createdAt), desc(aiCalls.id))
    .limit(limit)
    .offset(offset);
  const [t] = await tx.select({ n: count() }).from(aiCalls).where(where);
  return { rows: rows.map((r) => ({ ...r.call, idcard: r.idcard })), total: t?.n ?? 0 };
}
