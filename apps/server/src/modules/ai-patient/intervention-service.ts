import {
  ARTICLE_MSG,
  aiArticleLink,
  INTERVENTION_MESSAGE_TYPE_LABELS,
  type InterventionSendBody,
  maskIdCard,
} from '@kanghu/shared';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../core/context.ts';
import { inDistrict, residentOf } from '../../core/district.ts';
import {
  articles,
  aiInterventionMessages as msgs,
  patientRelations,
  patients,
  aiInterventionRecipients as rcpts,
  users,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findPublished } from '../articles/repo.ts';
import { sendSystemMessage } from '../messages/service.ts';
import { inScope, ownPatientIds, pageOf } from './scope.ts';

const MESSAGE_NOT_FOUND = '未找到该消息';

/** SQL: how many recipients of the selected message have read it. */
export const readCount = sql<number>`(select count(*)::int from ${rcpts} where ${rcpts.messageId} = ${msgs.id} and ${rcpts.readAt} is not null)`;
/** SQL: the title of the article the message carries (null: none, or no longer published). */
const articleTitle = sql<
  string | null
>`(select ${articles.title} from ${articles} where ${articles.id} = ${msgs.articleId} and ${articles.status} = 'published')`;

const view = (m: typeof msgs.$inferSelect, title: string | null = null) => ({
  id: m.id,
  message: m.message,
  messageType: m.messageType,
  messageTypeLabel: INTERVENTION_MESSAGE_TYPE_LABELS[m.messageType] ?? '',
  isAllSend: m.isAllSend,
  time: m.time.toISOString(),
  recipientCount: m.recipientCount,
  articleId: m.articleId,
  articleTitle: m.articleId ? title : null,
});

/**
 * POST intervention/message/send: the message to the listed residents of the district (or all of
 * them), stored per resident and delivered as a system message (with SYSTEM_MSG push) to every
 * account bound to a resident.
 */
export async function sendIntervention(ctx: Ctx, code: string, body: InterventionSendBody) {
  const { message, accounts } = await inDistrict(ctx, code, async (tx, district) => {
    const ids = body.idcardList.map((c) => c.toUpperCase());
    const targets = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(and(residentOf(district), body.isAllSend ? undefined : inArray(patients.idcard, ids)));
    if (!body.isAllSend && targets.length < new Set(ids).size) throw badRequest('部分身份证号不是本地区居民');
    if (targets.length === 0) throw badRequest('本地区暂无居民');
    if (body.articleId !== undefined && !(await findPublished(tx, body.articleId))) {
      throw notFound(ARTICLE_MSG.missing);
    }
    const [row] = await tx
      .insert(msgs)
      .values({
        projectId: ctx.projectId,
        districtId: district.id,
        userId: ctx.userId,
        message: body.message,
        messageType: body.messageType,
        isAllSend: body.isAllSend,
        time: body.time ?? ctx.now(),
        recipientCount: targets.length,
        articleId: body.articleId ?? null,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    await tx
      .insert(rcpts)
      .values(targets.map((t) => ({ projectId: ctx.projectId, messageId: row.id, patientId: t.id })));
    const accounts = await tx
      .selectDistinct({ userId: patientRelations.userId })
      .from(patientRelations)
      .where(
        inArray(
          patientRelations.patientId,
          targets.map((t) => t.id),
        ),
      );
    return { message: row, accounts };
  });
  const title = `${INTERVENTION_MESSAGE_TYPE_LABELS[message.messageType] ?? '干预消息'}（家庭医生）`;
  for (const a of accounts) {
    await sendSystemMessage(ctx, {
      userId: a.userId,
      title,
      content: message.message,
      // A pushed article opens from the message (阅读文章): the resident's article screen.
      link: message.articleId ? aiArticleLink(message.articleId) : null,
      kind: 'intervention',
      data: {
        interventionId: message.id,
        localAreaCode: code,
        ...(message.articleId ? { articleId: message.articleId, shareId: message.id } : {}),
      },
    });
  }
  return view(message);
}

/** GET intervention/message/list: a servicer's district messages; a customer's own received ones. */
export function listInterventions(ctx: Ctx, code: string, q: { pageNo: number; pageSize: number }) {
  return inScope(ctx, code, async (tx, district, viewer) => {
    const { limit, offset } = pageOf(q);
    if (viewer.kind === 'customer') {
      const where = and(
        eq(msgs.districtId, district.id),
        sql`${rcpts.patientId} in ${ownPatientIds(viewer.userId)}`,
      );
      const rows = await tx
        .select({ m: msgs, readAt: rcpts.readAt, recipientId: rcpts.id, title: articleTitle })
        .from(rcpts)
        .innerJoin(msgs, eq(msgs.id, rcpts.messageId))
        .where(where)
        .orderBy(desc(msgs.time), desc(rcpts.id))
        .limit(limit)
        .offset(offset);
      const [total] = await tx
        .select({ n: count() })
        .from(rcpts)
        .innerJoin(msgs, eq(msgs.id, rcpts.messageId))
        .where(where);
      const list = rows.map((r) => ({ ...view(r.m, r.title), id: r.recipientId, read: r.readAt !== null }));
      return { list, total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
    }
    const where = eq(msgs.districtId, district.id);
    const rows = await tx
      .select({
        m: msgs,
        sender: users.name,
        read: readCount,
        title: articleTitle,
      })
      .from(msgs)
      .leftJoin(users, eq(users.id, msgs.userId))
      .where(where)
      .orderBy(desc(msgs.time), desc(msgs.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(msgs).where(where);
    const list = rows.map((r) => ({ ...view(r.m, r.title), senderName: r.sender, readCount: r.read }));
    return { list, total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/** GET intervention/message/details: the message (servicer: with its recipients, masked). */
export function interventionDetails(ctx: Ctx, code: string, id: number) {
  return inScope(ctx, code, async (tx, district, viewer) => {
    if (viewer.kind === 'customer') {
      const [r] = await tx
        .select({ m: msgs, readAt: rcpts.readAt, title: articleTitle })
        .from(rcpts)
        .innerJoin(msgs, eq(msgs.id, rcpts.messageId))
        .where(
          and(
            eq(rcpts.id, id),
            eq(msgs.districtId, district.id),
            sql`${rcpts.patientId} in ${ownPatientIds(viewer.userId)}`,
          ),
        )
        .limit(1);
      if (!r) throw notFound(MESSAGE_NOT_FOUND);
      return { ...view(r.m, r.title), id, read: r.readAt !== null, recipients: [] };
    }
    const [m] = await tx
      .select()
      .from(msgs)
      .where(and(eq(msgs.id, id), eq(msgs.districtId, district.id)))
      .limit(1);
    if (!m) throw notFound(MESSAGE_NOT_FOUND);
    const recipients = await tx
      .select({ name: patients.name, idcard: patients.idcard, readAt: rcpts.readAt })
      .from(rcpts)
      .innerJoin(patients, eq(patients.id, rcpts.patientId))
      .where(eq(rcpts.messageId, m.id))
      .orderBy(rcpts.id)
      .limit(200);
    return {
      ...view(m),
      read: true,
      recipients: recipients.map((r) => ({
        name: r.name,
        idcard: maskIdCard(r.idcard),
        read: r.readAt !== null,
      })),
    };
  });
}

/** GET intervention/unread/num: the customer's unread messages of the district. */
export function interventionUnread(ctx: Ctx, code: string) {
  return inScope(ctx, code, async (tx, district, viewer) => {
    const [r] = await tx
      .select({ n: count() })
      .from(rcpts)
      .innerJoin(msgs, eq(msgs.id, rcpts.messageId))
      .where(
        and(
          eq(msgs.districtId, district.id),
          isNull(rcpts.readAt),
          sql`${rcpts.patientId} in ${ownPatientIds(viewer.userId)}`,
        ),
      );
    return { num: r?.n ?? 0 };
  });
}

/** POST intervention/message/read: the customer reads one of their messages (first read time kept). */
export function readIntervention(ctx: Ctx, code: string, id: number) {
  return inScope(ctx, code, async (tx, district, viewer) => {
    const [r] = await tx
      .update(rcpts)
      .set({ readAt: sql`coalesce(${rcpts.readAt}, now())` })
      .where(
        and(
          eq(rcpts.id, id),
          sql`${rcpts.patientId} in ${ownPatientIds(viewer.userId)}`,
          sql`${rcpts.messageId} in (select ${msgs.id} from ${msgs} where ${msgs.districtId} = ${district.id})`,
        ),
      )
      .returning({ id: rcpts.id });
    if (!r) throw notFound(MESSAGE_NOT_FOUND);
    return { id: r.id, read: true };
  });
}
