import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database.ts';
import { followPlans, followReminders, projects } from '../../db/schema/index.ts';

/**
 * Marks the reminder of a plan's due day as sent; false when it already was (the unique index
 * makes this the one gate: a retried or duplicated job inserts nothing and sends nothing).
 */
export async function markReminded(
  tx: Tx,
  projectId: number,
  planId: number,
  dueDay: string,
): Promise<boolean> {
  const rows = await tx
    .insert(followReminders)
    .values({ projectId, planId, dueDay })
    .onConflictDoNothing()
    .returning({ id: followReminders.id });
  return rows.length > 0;
}

/** Open plans of the tenant whose plan time is in (now, until] and whose reminder is not sent. */
export function plansToRemind(tx: Tx, now: Date, until: Date) {
  return tx
    .select({ id: followPlans.id, planTime: followPlans.planTime, state: followPlans.state })
    .from(followPlans)
    .where(
      and(
        eq(followPlans.state, 'open'),
        gt(followPlans.planTime, now),
        lte(followPlans.planTime, until),
        sql`not exists (select 1 from ${followReminders} r where r.plan_id = ${followPlans.id}
          and r.due_day = to_char(${followPlans.planTime} at time zone 'Asia/Shanghai', 'YYYY-MM-DD'))`,
      ),
    )
    .limit(1000);
}

/** Every project id (the sweep visits each tenant). */
export async function projectIds(db: Database): Promise<number[]> {
  const rows = await db.global.select({ id: projects.id }).from(projects);
  return rows.map((r) => r.id);
}
