import { chinaDay, DEFAULT_LIFE_HABITS, type HabitView, previousDay } from '@kanghu/shared';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database.ts';
import { lifeHabitSigns, lifeHabits } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { withPatient } from './scope.ts';

type HabitRow = typeof lifeHabits.$inferSelect;

/**
 * The project's habit dictionary. A project without any habit gets DEFAULT_LIFE_HABITS inserted
 * on first read (ON CONFLICT keeps concurrent first reads safe).
 */
async function habitsOf(tx: Tx, projectId: number, isShow: boolean): Promise<HabitRow[]> {
  const [any] = await tx.select({ id: lifeHabits.id }).from(lifeHabits).limit(1);
  if (!any) {
    await tx
      .insert(lifeHabits)
      .values(DEFAULT_LIFE_HABITS.map((h, i) => ({ projectId, ...h, sort: i + 1 })))
      .onConflictDoNothing();
  }
  return tx
    .select()
    .from(lifeHabits)
    .where(eq(lifeHabits.isShow, isShow))
    .orderBy(asc(lifeHabits.sort), asc(lifeHabits.id));
}

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
    const rows = await tx
      .select({ habitId: lifeHabitSigns.habitId, day: lifeHabitSigns.signDay })
      .from(lifeHabitSigns)
      .where(
        and(
          eq(lifeHabitSigns.patientId, patientId),
          inArray(
            lifeHabitSigns.habitId,
            habits.map((h) => h.id),
          ),
          gte(lifeHabitSigns.signDay, from.toISOString().slice(0, 10)),
        ),
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
  services: Services,
  request: FastifyRequest,
  query: { isShow: '0' | '1'; patientId?: number | undefined },
): Promise<HabitView[]> {
  const isShow = query.isShow === '1';
  if (query.patientId !== undefined) {
    return withPatient(services, request, query.patientId, async ({ tx, projectId, patient }) =>
      viewsFor(tx, await habitsOf(tx, projectId, isShow), patient.id),
    );
  }
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) =>
    viewsFor(tx, await habitsOf(tx, session.projectId, isShow), null),
  );
}

/**
 * POST /api/patient/life/habit/sign: today's check-in (China day). Idempotent: a second sign of
 * the same habit on the same day changes nothing and answers the same state.
 */
export async function signHabit(
  services: Services,
  request: FastifyRequest,
  body: { patientId: number; habitId: number },
): Promise<HabitView> {
  return withPatient(services, request, body.patientId, async ({ tx, projectId, viewer, patient }) => {
    const [habit] = await tx
      .select()
      .from(lifeHabits)
      .where(and(eq(lifeHabits.id, body.habitId), eq(lifeHabits.isShow, true)))
      .limit(1);
    if (!habit) throw notFound('习惯不存在');
    await tx
      .insert(lifeHabitSigns)
      .values({
        projectId,
        habitId: habit.id,
        patientId: patient.id,
        signDay: chinaDay(),
        createdByUserId: viewer.userId,
      })
      .onConflictDoNothing();
    const [view] = await viewsFor(tx, [habit], patient.id);
    if (!view) throw notFound('习惯不存在');
    return view;
  });
}
