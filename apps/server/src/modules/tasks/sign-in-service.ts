import { addDaysToDate, chinaDay, type SignInHistory, type SignInResult } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import { noteIp } from './ip-service.ts';
import { insertSignIn, recentSignDays, signDaysBetween, signInTotal } from './sign-in-repo.ts';

/** Consecutive days signed in up to today (or up to yesterday while today is not signed yet). */
export function streakOf(daysDesc: readonly string[], today: string): number {
  let expected = daysDesc[0] === today ? today : addDaysToDate(today, -1);
  let n = 0;
  for (const day of daysDesc) {
    if (day !== expected) break;
    n++;
    expected = addDaysToDate(expected, -1);
  }
  return n;
}

async function tally(tx: Tx, userId: number, today: string) {
  const days = await recentSignDays(tx, userId);
  return { streak: streakOf(days, today), total: await signInTotal(tx, userId), today: days[0] === today };
}

/**
 * POST /api/user/sign/in/record: one sign-in per user and China-time day (a unique index, so two
 * at once store one and the other answers 409 今日已签到); the address is recorded with it.
 */
export function signIn(ctx: Ctx): Promise<SignInResult> {
  return ctx.inTenant(async (tx) => {
    const now = ctx.now();
    const today = chinaDay(now);
    const row = await insertSignIn(tx, {
      projectId: ctx.projectId,
      userId: ctx.userId,
      signDate: today,
      ip: ctx.ip,
      deviceType: ctx.headers.deviceType,
    });
    if (!row) throw conflict('今日已签到');
    await noteIp(ctx, tx, 2, now);
    const { streak, total } = await tally(tx, ctx.userId, today);
    return { signDate: row.signDate, signedAt: row.createdAt.toISOString(), streak, total };
  });
}

/** GET /api/user/sign/in/record?month: the month's sign-in days, today's, the streak and the total. */
export function signInHistory(ctx: Ctx, month: string | undefined): Promise<SignInHistory> {
  return ctx.inTenant(async (tx) => {
    const today = chinaDay(ctx.now());
    const m = month ?? today.slice(0, 7);
    const first = `${m}-01`;
    const last = addDaysToDate(addDaysToDate(first, 32).slice(0, 7).concat('-01'), -1);
    const { streak, total, today: signed } = await tally(tx, ctx.userId, today);
    return {
      month: m,
      today: signed,
      streak,
      total,
      days: await signDaysBetween(tx, ctx.userId, first, last),
    };
  });
}
