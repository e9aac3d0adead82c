import { chinaDay, chinaDayBounds, type FollowPlanState, type FollowStatus } from '@kanghu/shared';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { followPlans, followRecords, followTemplates, patients, users } from '../../db/schema/index.ts';

export type PlanRow = typeof followPlans.$inferSelect;
export type NewPlan = typeof followPlans.$inferInsert;

const person = alias(users, 'follow_person');
const actual = alias(users, 'follow_actual');

/** A plan with what its views show beside it (patient, template, people, record). */
const JOINED = {
  plan: followPlans,
  patientName: patients.name,
  patientTel: patients.tel,
  patientSex: patients.sex,
  patientBirthday: patients.birthday,
  patientDoctorId: patients.doctorId,
  templateName: followTemplates.name,
  disease: followTemplates.disease,
  personName: person.name,
  actualName: actual.name,
  recordId: followRecords.id,
};

function joinedPlans(tx: Tx) {
  return tx
    .select(JOINED)
    .from(followPlans)
    .innerJoin(patients, eq(patients.id, followPlans.patientId))
    .leftJoin(followTemplates, eq(followTemplates.id, followPlans.templateId))
    .leftJoin(person, eq(person.id, followPlans.followPersonUserId))
    .leftJoin(actual, eq(actual.id, followPlans.actualPersonUserId))
    .leftJoin(followRecords, eq(followRecords.planId, followPlans.id));
}
export type JoinedPlan = NonNullable<Awaited<ReturnType<typeof joinedPlanById>>>;

export async function planById(tx: Tx, id: number): Promise<PlanRow | undefined> {
  const [row] = await tx.select().from(followPlans).where(eq(followPlans.id, id)).limit(1);
  return row;
}

export async function joinedPlanById(tx: Tx, id: number) {
  const [row] = await joinedPlans(tx).where(eq(followPlans.id, id)).limit(1);
  return row;
}

export async function joinedPlansByIds(tx: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return joinedPlans(tx).where(inArray(followPlans.id, ids)).orderBy(asc(followPlans.id));
}

/** SQL for "open plans of status `status` at `now`" (the China-day rule of followStatusOf). */
export function statusCondition(status: FollowStatus, now: Date): SQL | undefined {
  const { start, end } = chinaDayBounds(chinaDay(now));
  const open = eq(followPlans.state, 'open');
  switch (status) {
    case 'done':
      return eq(followPlans.state, 'done');
    case 'cancelled':
      return eq(followPlans.state, 'cancelled');
    case 'overdue':
      return and(open, lt(followPlans.planTime, start));
    case 'due':
      return and(open, gte(followPlans.planTime, start), lte(followPlans.planTime, end));
    case 'planned':
      return and(open, gt(followPlans.planTime, end));
  }
}

export interface PlanFilter {
  viewer: Viewer;
  patientId?: number | undefined;
  status?: FollowStatus | undefined;
  scope: 'all' | 'mine' | 'pool';
  /** Only plans still to do (planned, due, overdue). */
  openOnly?: boolean;
  now: Date;
}

function planWhere(f: PlanFilter): SQL | undefined {
  return and(
    visibleTo(f.viewer),
    ne(followPlans.state, 'deleted'),
    f.patientId === undefined ? undefined : eq(followPlans.patientId, f.patientId),
    f.status === undefined ? undefined : statusCondition(f.status, f.now),
    f.openOnly ? eq(followPlans.state, 'open') : undefined,
    f.scope === 'mine' ? eq(followPlans.followPersonUserId, f.viewer.userId) : undefined,
    f.scope === 'pool'
      ? and(isNull(followPlans.followPersonUserId), eq(followPlans.state, 'open'))
      : undefined,
  );
}

/** One page of the plans the viewer sees: open ones by plan time, closed ones newest first. */
export async function planPage(tx: Tx, f: PlanFilter, q: PageQuery) {
  const where = planWhere(f);
  const rows = await joinedPlans(tx)
    .where(where)
    .orderBy(
      sql`(${followPlans.state} <> 'open')`,
      sql`case when ${followPlans.state} = 'open' then ${followPlans.planTime} end asc`,
      desc(followPlans.planTime),
      desc(followPlans.id),
    )
    .limit(pageRange(q).limit)
    .offset(pageRange(q).offset);
  const [total] = await tx
    .select({ n: count() })
    .from(followPlans)
    .innerJoin(patients, eq(patients.id, followPlans.patientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertPlans(tx: Tx, rows: NewPlan[]): Promise<PlanRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(followPlans).values(rows).returning();
}

/**
 * Applies a transition: the row changes only while its state is one of `from` (and, for a grab,
 * while nobody holds it). Undefined when another request got there first.
 */
export async function transitionPlan(
  tx: Tx,
  id: number,
  from: readonly FollowPlanState[],
  set: Partial<NewPlan>,
  extra?: SQL,
): Promise<PlanRow | undefined> {
  const [row] = await tx
    .update(followPlans)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(followPlans.id, id), inArray(followPlans.state, [...from]), extra))
    .returning();
  return row;
}

export const unheld = () => isNull(followPlans.followPersonUserId);

/** A servicer of the project with their org (to check a follow person), or undefined. */
export async function servicerById(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: users.id, orgId: users.orgId, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'servicer'), eq(users.status, 'active')))
    .limit(1);
  return row;
}

export async function userName(tx: Tx, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}
