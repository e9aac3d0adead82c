import { type AskRecordBody, maskIdCard } from '@kanghu/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../core/context.ts';
import { districtOrgIds } from '../../core/district.ts';
import { aiLocalBindings, aiAskRecords as asks, patients, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { inScope, ownPatientIds, pageOf, residentFor } from './scope.ts';

const ASK_NOT_FOUND = '未找到该咨询';

/**
 * POST ask/record: a resident's question to the district doctor. The customer asks for one of
 * their own residents of the district (idcard or patientUserId picks which); every servicer of the
 * district (org in it, or a local binding) gets the realtime action AI_ASK.
 */
export async function createAsk(ctx: Ctx, code: string, body: AskRecordBody) {
  const { row, servicers, name, key } = await inScope(ctx, code, async (tx, district, viewer) => {
    const resident = await residentFor(tx, viewer, district, body.idcard);
    const [row] = await tx
      .insert(asks)
      .values({
        projectId: ctx.projectId,
        districtId: district.id,
        patientId: resident.id,
        askerUserId: ctx.userId,
        content: body.content,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    const servicers = await tx.execute<{ id: number }>(sql`
      select ${users.id} as id from ${users}
       where ${users.userType} = 'servicer' and ${users.orgId} in ${districtOrgIds(district)}
      union
      select ${aiLocalBindings.userId} from ${aiLocalBindings} where ${aiLocalBindings.districtId} = ${district.id}`);
    return { row, servicers: servicers.rows, name: resident.name, key: district.key };
  });
  for (const s of servicers) {
    try {
      await ctx.push(s.id, 'AI_ASK', { id: row.id, localAreaCode: key, patientName: name });
    } catch (err) {
      ctx.log.error({ err, askId: row.id }, 'AI_ASK push failed');
    }
  }
  return { id: row.id, content: row.content, time: row.createdAt.toISOString() };
}

const columns = {
  id: asks.id,
  content: asks.content,
  time: asks.createdAt,
  readAt: asks.readAt,
  name: patients.name,
  idcard: patients.idcard,
};
type AskRow = {
  id: number;
  content: string;
  time: Date;
  readAt: Date | null;
  name: string;
  idcard: string | null;
};
const view = (r: AskRow) => ({
  id: r.id,
  content: r.content,
  time: r.time.toISOString(),
  read: r.readAt !== null,
  name: r.name,
  idcard: maskIdCard(r.idcard),
});

/** GET ask/record/list: the district's questions (servicer) or the customer's own. */
export function listAsks(ctx: Ctx, code: string, q: { pageNo: number; pageSize: number }) {
  return inScope(ctx, code, async (tx, district, viewer) => {
    const where = and(
      eq(asks.districtId, district.id),
      viewer.kind === 'customer' ? sql`${asks.patientId} in ${ownPatientIds(viewer.userId)}` : undefined,
    );
    const { limit, offset } = pageOf(q);
    const rows = await tx
      .select(columns)
      .from(asks)
      .innerJoin(patients, eq(patients.id, asks.patientId))
      .where(where)
      .orderBy(desc(asks.createdAt), desc(asks.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(asks).where(where);
    return { list: rows.map(view), total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/** GET ask/detail: one question; a servicer opening it marks it read. */
export function askDetail(ctx: Ctx, code: string, id: number) {
  return inScope(ctx, code, async (tx, district, viewer) => {
    const mine =
      viewer.kind === 'customer' ? sql`${asks.patientId} in ${ownPatientIds(viewer.userId)}` : undefined;
    const [r] = await tx
      .select(columns)
      .from(asks)
      .innerJoin(patients, eq(patients.id, asks.patientId))
      .where(and(eq(asks.id, id), eq(asks.districtId, district.id), mine))
      .limit(1);
    if (!r) throw notFound(ASK_NOT_FOUND);
    if (viewer.kind !== 'customer' && !r.readAt) {
      await tx.update(asks).set({ readAt: ctx.now() }).where(eq(asks.id, id));
    }
    return view(r);
  });
}
