import type { TaskScope, TaskState } from '@kanghu/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../core/access.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { staffTasks as t, taskIpRecords, users } from '../../db/schema/index.ts';

export type TaskRow = typeof t.$inferSelect;
export type NewTask = typeof t.$inferInsert;

/** The org's pool: unassigned tasks of the viewer's org. */
function poolOf(viewer: Viewer): SQL {
  return viewer.orgId !== null
    ? (and(isNull(t.assigneeUserId), eq(t.orgId, viewer.orgId)) ?? sql`false`)
    : sql`false`;
}

/**
 * The SQL condition "the viewer sees this task" (deleted ones never): admins and staff every task
 * of the project; others what they created, what is assigned to them and every task of their org
 * (the org's board: a colleague sees who took a task instead of a task that vanished).
 */
export function taskVisibleTo(viewer: Viewer): SQL {
  const alive = isNull(t.deletedAt);
  if (viewer.kind === 'project') return alive;
  const org = viewer.orgId !== null ? eq(t.orgId, viewer.orgId) : undefined;
  return (
    and(alive, or(eq(t.creatorUserId, viewer.userId), eq(t.assigneeUserId, viewer.userId), org)) ?? sql`false`
  );
}

function scopeOf(viewer: Viewer, scope: TaskScope): SQL | undefined {
  if (scope === 'created') return eq(t.creatorUserId, viewer.userId);
  if (scope === 'todo')
    return or(eq(t.assigneeUserId, viewer.userId), and(poolOf(viewer), eq(t.state, 'pending')));
  return undefined;
}

const creator = alias(users, 'task_creator');
const assignee = alias(users, 'task_assignee');
const named = { task: t, creatorName: creator.name, assigneeName: assignee.name };
export type TaskWithNames = { task: TaskRow; creatorName: string | null; assigneeName: string | null };

function selectNamed(tx: Tx) {
  return tx
    .select(named)
    .from(t)
    .innerJoin(creator, eq(creator.id, t.creatorUserId))
    .leftJoin(assignee, eq(assignee.id, t.assigneeUserId));
}

/**
 * A page of tasks: open ones soonest end first, finished ones latest finished first, the
 * caller's own creations newest first.
 */
export async function taskPage(
  tx: Tx,
  viewer: Viewer,
  f: { scope: TaskScope; state?: TaskState | undefined },
  q: PageQuery,
) {
  const where = and(
    taskVisibleTo(viewer),
    scopeOf(viewer, f.scope),
    f.state ? eq(t.state, f.state) : undefined,
  );
  const order =
    f.scope === 'created'
      ? [desc(t.createdAt), desc(t.id)]
      : f.state === 'finished'
        ? [desc(t.finishedAt), desc(t.id)]
        : [asc(t.endTime), asc(t.id)];
  const { limit, offset } = pageRange(q);
  const rows = await selectNamed(tx)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(t).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function visibleTask(tx: Tx, viewer: Viewer, id: number): Promise<TaskWithNames | undefined> {
  const [row] = await selectNamed(tx)
    .where(and(eq(t.id, id), taskVisibleTo(viewer)))
    .limit(1);
  return row;
}

export async function insertTask(tx: Tx, values: NewTask): Promise<TaskRow> {
  const [row] = await tx.insert(t).values(values).returning();
  if (!row) throw new Error('task insert returned nothing');
  return row;
}

/** Changes a live task in `state` (one statement: of two concurrent moves one wins). */
export async function moveTask(
  tx: Tx,
  id: number,
  state: TaskState | readonly TaskState[],
  set: Partial<NewTask>,
  extra?: SQL,
): Promise<TaskRow | undefined> {
  const states = typeof state === 'string' ? [state] : [...state];
  const [row] = await tx
    .update(t)
    .set(set)
    .where(and(eq(t.id, id), isNull(t.deletedAt), inArray(t.state, states), extra))
    .returning();
  return row;
}

/** The condition "the task may be received by `viewer`": assigned to them, or in their org's pool. */
export function receivableBy(viewer: Viewer): SQL {
  return or(eq(t.assigneeUserId, viewer.userId), poolOf(viewer)) ?? sql`false`;
}

/** An active staff account of the project (and of `orgId` when given), or undefined. */
export async function staffMember(tx: Tx, userId: number, orgId: number | null) {
  const [row] = await tx
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.userType, 'servicer'),
        eq(users.status, 'active'),
        orgId !== null ? eq(users.orgId, orgId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Stores where a user was; false when the same type was stored for them since `since`. */
export async function recordIp(
  tx: Tx,
  values: typeof taskIpRecords.$inferInsert & { userId: number; recordType: number },
  since: Date,
): Promise<boolean> {
  const [recent] = await tx
    .select({ id: taskIpRecords.id })
    .from(taskIpRecords)
    .where(
      and(
        eq(taskIpRecords.userId, values.userId),
        eq(taskIpRecords.recordType, values.recordType),
        gte(taskIpRecords.createdAt, since),
      ),
    )
    .limit(1);
  if (recent) return false;
  await tx.insert(taskIpRecords).values(values);
  return true;
}
