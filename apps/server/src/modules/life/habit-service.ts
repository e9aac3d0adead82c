import { chinaDay, type HabitView, previousDay } from '@kanghu/shared';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { type HabitRow, habitSignDays, habitsOf, insertHabitSign, shownHabit } from './repo.ts';

/** Streak ending today (or yesterday when today is not signed yet) over a set of signed days. */
export function streakOf(days: Set<string>, today: string): number {
  let day = days.has(today) ? today : previousDay(today);
  let n = 0;
  while (days.has(day)) {
    n++;
    day = previousDay(day);
  }
  return n;
}

async function viewsFor(tx: Tx, habits: HabitRow[], patientId: number | null): Promise<HabitView[]> {
  const today = chinaDay();
  const signs = new Map<number, Set<string>>();
  if (patientId !== null && habits.length > 0) {
    // 62 days cover the current month and any streak shown on a phone screen.
    const from = new Date(`${today}T00:00:00Z`);
    from.setUTCDate(from.getUTCDate() - 62);
    const rows = await habitSignDays(
      tx,
      patientId,
      habits.map((h) => h.id),
      from.toISOString().slice(0, 10),
    );
    for (const r of rows) {
      const set = signs.get(r.habitId) ?? new Set<string>();
      set.add(r.day);
      signs.set(r.habitId, set);
    }
  }
  const month = today.slice(0, 7);
  return habits.map((h) => {
    const days = signs.get(h.id) ?? new Set<string>();
    return {
      id: h.id,
      name: h.name,
      description: h.description,
      icon: h.icon,
      signed: days.has(today),
      streak: streakOf(days, today),
      monthCount: [...days].filter((d) => d.startsWith(month)).length,
    };
  });
}

/** GET /api/patient/life/habit?isShow=1[&patientId] */
export async function listHabits(
  ctx: Ctx,
  query: { isShow: '0' | '1'; patientId?: number | undefined },
): Promise<HabitView[]> {
  const isShow = query.isShow === '1';
  const { patientId } = query;
  return ctx.inTenant(async (tx) => {
    if (patientId === undefined) return viewsFor(tx, await habitsOf(tx, ctx.projectId, isShow), null);
    const patient = await visiblePatient(tx, await ctx.viewer(tx), patientId);
    return viewsFor(tx, await habitsOf(tx, ctx.projectId, isShow), patient.id);
  });
}

/**
 * POST /api/patient/life/habit/sign: today's check-in (China day). Idempotent: a second sign of
 * the same habit on the same day changes nothing and answers the same state.
 */
export async function signHabit(ctx: Ctx, body: { patientId: number; habitId: number }): Promise<HabitView> {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    const habit = await shownHabit(tx, body.habitId);
    if (!habit) throw notFound('习惯不存在');
    await insertHabitSign(tx, {
      projectId: ctx.projectId,
      habitId: habit.id,
      patientId: patient.id,
      signDay: chinaDay(),
      createdByUserId: ctx.userId,
    });
    const [view] = await viewsFor(tx, [habit], patient.id);
    if (!view) throw notFound('习惯不存在');
    return view;
  });
}
