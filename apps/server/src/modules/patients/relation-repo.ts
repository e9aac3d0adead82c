import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { doctorOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  bindCodeFailures,
  doctors,
  patientBindCodes,
  patientRelations,
  patients,
  users,
} from '../../db/schema/index.ts';
import { searchCondition } from './repo.ts';

const SORTS = {
  sort_desc: [desc(patientRelations.sort), desc(patientRelations.id)],
  sort_asc: [asc(patientRelations.sort), asc(patientRelations.id)],
  ctime_desc: [desc(patientRelations.createdAt), desc(patientRelations.id)],
  ctime_asc: [asc(patientRelations.createdAt), asc(patientRelations.id)],
} as const;

export interface RelationFilter {
  userId?: number | undefined;
  patientId?: number | undefined;
  search?: string | undefined;
  sortType: keyof typeof SORTS;
}

/** Relations of the patients the viewer sees, with the patient and its doctor's name, and the total. */
export async function relationsPage(tx: Tx, viewer: Viewer, f: RelationFilter, q: PageQuery) {
  const where: SQL | undefined = and(
    visibleTo(viewer),
    f.userId === undefined ? undefined : eq(patientRelations.userId, f.userId),
    f.patientId === undefined ? undefined : eq(patientRelations.patientId, f.patientId),
    searchCondition(f.search),
  );
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select({ r: patientRelations, p: patients, doctorName: doctors.name })
    .from(patientRelations)
    .innerJoin(patients, eq(patients.id, patientRelations.patientId))
    .leftJoin(doctors, doctorOf(patients.doctorId))
    .where(where)
    .orderBy(...SORTS[f.sortType])
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(patientRelations)
    .innerJoin(patients, eq(patients.id, patientRelations.patientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The accounts bound to these patients (visible ones only), phone unmasked. */
export function usersOfPatients(tx: Tx, viewer: Viewer, ids: number[]) {
  return tx
    .select({
      patientId: patientRelations.patientId,
      userId: patientRelations.userId,
      relation: patientRelations.relation,
      userName: users.name,
      tel: users.tel,
    })
    .from(patientRelations)
    .innerJoin(patients, eq(patients.id, patientRelations.patientId))
    .innerJoin(users, eq(users.id, patientRelations.userId))
    .where(and(inArray(patientRelations.patientId, ids), visibleTo(viewer)))
    .orderBy(asc(patientRelations.patientId), asc(patientRelations.id));
}

// ---- bind codes ----

export async function insertBindCode(tx: Tx, values: typeof patientBindCodes.$inferInsert): Promise<void> {
  await tx.insert(patientBindCodes).values(values);
}

/** Marks the live, unused code with this hash used; its row, or undefined. */
export async function consumeBindCode(tx: Tx, codeHash: string, userId: number, now: Date) {
  const [row] = await tx
    .update(patientBindCodes)
    .set({ usedAt: now, usedByUserId: userId })
    .where(
      and(
        eq(patientBindCodes.codeHash, codeHash),
        isNull(patientBindCodes.usedAt),
        gt(patientBindCodes.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/**
 * Under a per-account advisory lock: the failures of the account and of the IP since `since`;
 * below both limits a new failure row is written (its id), else null.
 */
export async function recordBindCodeAttempt(
  tx: Tx,
  a: { projectId: number; userId: number; ip: string; since: Date; maxAccount: number; maxIp: number },
): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bindcode:${a.userId}`}, 0))`);
  const result = await tx.execute<{ account: number; ip: number }>(sql`
      select
        (select count(*) from ${bindCodeFailures}
          where ${bindCodeFailures.userId} = ${a.userId} and ${bindCodeFailures.createdAt} > ${a.since})::int as account,
        (select count(*) from ${bindCodeFailures}
          where ${bindCodeFailures.ip} = ${a.ip} and ${bindCodeFailures.createdAt} > ${a.since})::int as ip`);
  const counts = result.rows[0];
  if (Number(counts?.account ?? 0) >= a.maxAccount || Number(counts?.ip ?? 0) >= a.maxIp) return null;
  const [row] = await tx
    .insert(bindCodeFailures)
    .values({ projectId: a.projectId, userId: a.userId, ip: a.ip })
    .returning({ id: bindCodeFailures.id });
  return row?.id ?? null;
}

export async function forgetBindCodeAttempt(tx: Tx, id: number): Promise<void> {
  await tx.delete(bindCodeFailures).where(eq(bindCodeFailures.id, id));
}
