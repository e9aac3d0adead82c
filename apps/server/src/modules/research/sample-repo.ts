import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../core/access.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  patients,
  researchGroupUsers,
  researchProjects,
  researchSamples,
  users,
} from '../../db/schema/index.ts';
import { projectVisibleTo } from './repo.ts';

export type SampleRow = typeof researchSamples.$inferSelect;

const sampled = alias(patients, 'sampled');
const mother = alias(patients, 'sample_mother');

function sampleQuery(tx: Tx) {
  return tx
    .select({
      s: researchSamples,
      projectName: researchProjects.name,
      patientName: sampled.name,
      motherName: mother.name,
      collectUserName: users.name,
    })
    .from(researchSamples)
    .innerJoin(researchProjects, eq(researchProjects.id, researchSamples.researchProjectId))
    .innerJoin(researchGroupUsers, eq(researchGroupUsers.id, researchSamples.groupUserId))
    .innerJoin(sampled, eq(sampled.id, researchSamples.patientId))
    .innerJoin(mother, eq(mother.id, researchGroupUsers.motherPatientId))
    .innerJoin(users, eq(users.id, researchSamples.collectUserId));
}
export type SampleJoined = Awaited<ReturnType<ReturnType<typeof sampleQuery>['execute']>>[number];

export interface SampleFilter {
  researchProjectId?: number | undefined;
  groupUserId?: number | undefined;
  collectPhase?: string | undefined;
  status?: number | undefined;
  keyword?: string | undefined;
}

function sampleWhere(viewer: Viewer, f: SampleFilter, extra?: SQL): SQL | undefined {
  const k = f.keyword?.trim().toUpperCase();
  return and(
    projectVisibleTo(viewer),
    f.researchProjectId !== undefined
      ? eq(researchSamples.researchProjectId, f.researchProjectId)
      : undefined,
    f.groupUserId !== undefined ? eq(researchSamples.groupUserId, f.groupUserId) : undefined,
    f.collectPhase !== undefined ? eq(researchSamples.collectPhase, f.collectPhase) : undefined,
    f.status !== undefined ? eq(researchSamples.status, f.status) : undefined,
    k ? like(researchSamples.encode, `${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    extra,
  );
}

/** A page of the samples the viewer sees, latest collection first. */
export async function samplePage(tx: Tx, viewer: Viewer, f: SampleFilter, q: PageQuery) {
  const where = sampleWhere(viewer, f);
  const { limit, offset } = pageRange(q);
  const rows = await sampleQuery(tx)
    .where(where)
    .orderBy(desc(researchSamples.collectTime), desc(researchSamples.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(researchSamples)
    .innerJoin(researchProjects, eq(researchProjects.id, researchSamples.researchProjectId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every sample of a pair, in study order of collection. */
export function samplesOfGroup(tx: Tx, viewer: Viewer, groupUserId: number) {
  return sampleQuery(tx)
    .where(sampleWhere(viewer, { groupUserId }))
    .orderBy(asc(researchSamples.collectTime), asc(researchSamples.id));
}

/** One sample the viewer sees, by id or by its tube code (the code is unique per research project). */
export async function visibleSample(
  tx: Tx,
  viewer: Viewer,
  by: { id: number } | { encode: string },
  lock = false,
) {
  const key = 'id' in by ? eq(researchSamples.id, by.id) : eq(researchSamples.encode, by.encode);
  const query = sampleQuery(tx)
    .where(sampleWhere(viewer, {}, key))
    .orderBy(desc(researchSamples.collectTime))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: researchSamples }) : await query;
  return row;
}

/** Whether a tube code is taken in the project (by another sample than `exceptId`). */
export async function encodeTaken(tx: Tx, researchProjectId: number, encode: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: researchSamples.id })
    .from(researchSamples)
    .where(and(eq(researchSamples.researchProjectId, researchProjectId), eq(researchSamples.encode, encode)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function insertSample(tx: Tx, values: typeof researchSamples.$inferInsert) {
  const [row] = await tx.insert(researchSamples).values(values).returning({ id: researchSamples.id });
  return row?.id;
}

export async function updateSample(tx: Tx, id: number, values: Partial<typeof researchSamples.$inferInsert>) {
  await tx
    .update(researchSamples)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(researchSamples.id, id));
}

/** A servicer of the org (the collector of a sample), with their name. */
export async function servicerOfOrg(tx: Tx, userId: number, orgId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.userType, 'servicer'),
        eq(users.status, 'active'),
        eq(users.orgId, orgId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
