import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { authEvents } from '../../db/schema/index.ts';

export type NewAuthEvent = typeof authEvents.$inferInsert;

/** Serialises the attempts on one account subject (transaction-scoped advisory lock). */
export async function lockSubject(tx: Tx, subject: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${subject}`}, 0))`);
}

/**
 * Failures of an account subject since its last success, and of an IP, after `since`; attempts
 * refused by the lock (`lockedReason`) do not count.
 */
export async function recentFailures(
  tx: Tx,
  subject: string,
  ip: string,
  since: Date,
  lockedReason: string,
): Promise<{ account: number; ip: number }> {
  const failed = sql`not ${authEvents.success} and coalesce(${authEvents.reason}, '') <> ${lockedReason} and ${authEvents.createdAt} > ${since}`;
  const result = await tx.execute<{ account: number; ip: number }>(sql`
    select
      (select count(*) from ${authEvents}
        where ${authEvents.subject} = ${subject} and ${failed}
          and ${authEvents.createdAt} > coalesce(
            (select max(${authEvents.createdAt}) from ${authEvents}
              where ${authEvents.subject} = ${subject} and ${authEvents.success}),
            '-infinity'::timestamptz)
      )::int as account,
      (select count(*) from ${authEvents} where ${authEvents.ip} = ${ip} and ${failed})::int as ip`);
  const row = result.rows[0];
  return { account: Number(row?.account ?? 0), ip: Number(row?.ip ?? 0) };
}

export async function insertAuthEvent(tx: Tx, event: NewAuthEvent): Promise<number | null> {
  const [row] = await tx.insert(authEvents).values(event).returning({ id: authEvents.id });
  return row?.id ?? null;
}

export async function settleAuthEvent(
  tx: Tx,
  id: number,
  outcome: { success: boolean; reason: string | null; userId: number | null },
): Promise<void> {
  await tx.update(authEvents).set(outcome).where(eq(authEvents.id, id));
}
