import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { smsCodes } from '../../../db/schema/index.ts';

const DAY_MS = 24 * 3_600_000;

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** Serialises concurrent sends to one phone (transaction-scoped advisory lock). */
export async function lockPhone(tx: Tx, projectId: number, tel: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sms:${projectId}:${tel}`}, 0))`);
}

/** Codes sent to a phone within `intervalMs` and within the last 24 hours. */
export async function sentToPhone(
  tx: Tx,
  tel: string,
  now: number,
  intervalMs: number,
): Promise<{ lastInterval: number; lastDay: number }> {
  const [row] = await tx
    .select({
      lastInterval:
        sql<number>`count(*) filter (where ${smsCodes.createdAt} > ${new Date(now - intervalMs)})`.mapWith(
          Number,
        ),
      lastDay: count(),
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.tel, tel), gt(smsCodes.createdAt, new Date(now - DAY_MS))));
  return { lastInterval: row?.lastInterval ?? 0, lastDay: row?.lastDay ?? 0 };
}

/** Codes sent at the request of an IP in the last 24 hours. */
export async function sentFromIp(tx: Tx, ip: string, now: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, new Date(now - DAY_MS))));
  return row?.n ?? 0;
}

/** Uses up the open codes of a phone and scene (a newer code replaces them). */
export async function retireCodes(tx: Tx, tel: string, scene: string, now: number): Promise<void> {
  await tx
    .update(smsCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(smsCodes.tel, tel), eq(smsCodes.scene, scene), isNull(smsCodes.usedAt)));
}

export async function insertCode(tx: Tx, values: typeof smsCodes.$inferInsert): Promise<void> {
  await tx.insert(smsCodes).values(values);
}

/** The newest open, unexpired code of a phone and scene, locked for update. */
export async function openCode(tx: Tx, tel: string, scene: string): Promise<SmsCodeRow | null> {
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.tel, tel),
        eq(smsCodes.scene, scene),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countWrongTry(tx: Tx, id: number, attempts: number): Promise<void> {
  await tx.update(smsCodes).set({ attempts }).where(eq(smsCodes.id, id));
}

export async function markUsed(tx: Tx, id: number): Promise<void> {
  await tx.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.id, id));
}
