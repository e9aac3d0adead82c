import { SIGN_IN_STREAK_MAX_DAYS } from '@kanghu/shared';
import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { signInRecords as s } from '../../db/schema/index.ts';

/** Signs the user in for `day`; undefined when they already signed in that day (unique index). */
export async function insertSignIn(tx: Tx, values: typeof s.$inferInsert) {
  const [row] = await tx.insert(s).values(values).onConflictDoNothing().returning();
  return row;
}

/** The user's most recent sign-in days, newest first (enough to count a streak). */
export async function recentSignDays(tx: Tx, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ day: s.signDate })
    .from(s)
    .where(eq(s.userId, userId))
    .orderBy(desc(s.signDate))
    .limit(SIGN_IN_STREAK_MAX_DAYS);
  return rows.map((r) => r.day);
}

export async function signInTotal(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(s).where(eq(s.userId, userId));
  return row?.n ?? 0;
}

/** The user's sign-in days in [first, last], ascending. */
export async function signDaysBetween(
  tx: Tx,
  userId: number,
  first: string,
  last: string,
): Promise<string[]> {
  const rows = await tx
    .select({ day: s.signDate })
    .from(s)
    .where(and(eq(s.userId, userId), gte(s.signDate, first), lte(s.signDate, last)))
    .orderBy(asc(s.signDate));
  return rows.map((r) => r.day);
}
