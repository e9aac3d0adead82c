import { and, count, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type District, residentOf } from '../../core/district.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { aiFollowSyncs, followPlans, followTemplates, patients, users } from '../../db/schema/index.ts';

/** Follow plans of a district's residents (the follow module's follow_plans, issue 11). */

const person = sql<
  string | null
>`(select ${users.name} from ${users} where ${users.id} = ${followPlans.followPersonUserId})`;
const synced = sql<boolean>`exists (select 1 from ${aiFollowSyncs} where ${aiFollowSyncs.planId} = ${followPlans.id})`;

const COLUMNS = {
  plan: followPlans,
  name: patients.name,
  idcard: patients.idcard,
  tel: patients.tel,
  person,
  synced,
  disease: followTemplates.disease,
  formItems: followTemplates.formItems,
};
export type DistrictPlan = {
  plan: typeof followPlans.$inferSelect;
  name: string;
  idcard: string | null;
  tel: string | null;
  person: string | null;
  synced: boolean;
  /** Of the plan's template (none: the form asks for no disease's readings). */
  disease: 'hbp' | 'dm' | null;
  formItems: string[] | null;
};

function base(tx: Tx, district: District, where: SQL | undefined) {
  return tx
    .select(COLUMNS)
    .from(followPlans)
    .innerJoin(patients, eq(patients.id, followPlans.patientId))
    .leftJoin(followTemplates, eq(followTemplates.id, followPlans.templateId))
    .where(and(residentOf(district), ne(followPlans.state, 'deleted'), where));
}

async function countOf(tx: Tx, district: District, where: SQL | undefined): Promise<number> {
  const [t] = await tx
    .select({ n: count() })
    .from(followPlans)
    .innerJoin(patients, eq(patients.id, followPlans.patientId))
    .where(and(residentOf(district), ne(followPlans.state, 'deleted'), where));
  return t?.n ?? 0;
}

export const poolWhere = () => and(eq(followPlans.state, 'open'), isNull(followPlans.followPersonUserId));
export const mineWhere = (userId: number) =>
  and(eq(followPlans.state, 'open'), eq(followPlans.followPersonUserId, userId));
export const doneWhere = () => eq(followPlans.state, 'done');

export async function districtPlanPage(
  tx: Tx,
  district: District,
  where: SQL | undefined,
  q: PageQuery,
  newestFirst = false,
): Promise<{ rows: DistrictPlan[]; total: number }> {
  const { limit, offset } = pageRange(q);
  const order = newestFirst
    ? [desc(sql`coalesce(${followPlans.actualTime}, ${followPlans.planTime})`), desc(followPlans.id)]
    : [followPlans.planTime, followPlans.id];
  const rows = await base(tx, district, where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { rows, total: await countOf(tx, district, where) };
}

export const countPlans = countOf;

export async function districtPlan(
  tx: Tx,
  district: District,
  id: number,
): Promise<DistrictPlan | undefined> {
  const [row] = await base(tx, district, eq(followPlans.id, id)).limit(1);
  return row;
}

export function plansOfPatient(tx: Tx, district: District, patientId: number): Promise<DistrictPlan[]> {
  return base(tx, district, eq(followPlans.patientId, patientId))
    .orderBy(desc(followPlans.planTime))
    .limit(100);
}

export async function lastDonePlan(tx: Tx, district: District, patientId: number) {
  const [row] = await base(tx, district, and(eq(followPlans.patientId, patientId), doneWhere()))
    .orderBy(desc(followPlans.actualTime), desc(followPlans.id))
    .limit(1);
  return row;
}

/** The grab: one conditional UPDATE, so of N servicers grabbing at once exactly one gets the plan. */
export async function grabOpenPlan(tx: Tx, district: District, id: number, userId: number, at: Date) {
  const rows = await tx
    .update(followPlans)
    .set({ followPersonUserId: userId, updatedAt: at })
    .where(
      and(
        eq(followPlans.id, id),
        eq(followPlans.state, 'open'),
        isNull(followPlans.followPersonUserId),
        sql`${followPlans.patientId} in (select ${patients.id} from ${patients} where ${residentOf(district)})`,
      ),
    )
    .returning({ id: followPlans.id });
  return rows.length > 0;
}

export async function insertSync(tx: Tx, row: typeof aiFollowSyncs.$inferInsert) {
  const [out] = await tx.insert(aiFollowSyncs).values(row).onConflictDoNothing().returning();
  return out;
}

export async function syncOf(tx: Tx, planId: number) {
  const [row] = await tx.select().from(aiFollowSyncs).where(eq(aiFollowSyncs.planId, planId)).limit(1);
  return row;
}
