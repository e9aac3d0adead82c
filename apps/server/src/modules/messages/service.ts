import type {
  SystemMessageDetail,
  SystemMessageItem,
  SystemMessagePage,
  SystemMessageQuery,
  SystemMessageRemoved,
} from '@kanghu/shared';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import {
  deleteReadSystemMessages,
  deleteSystemMessage,
  findSystemMessage,
  insertSystemMessage,
  markSystemMessageRead,
  type NewSystemMessage,
  pageSystemMessages,
  type SystemMessageRow,
} from './repo.ts';

function toItem(row: SystemMessageRow): SystemMessageItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    link: row.link,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDetail(row: SystemMessageRow): SystemMessageDetail {
  return { ...toItem(row), data: row.data ?? null };
}

/** GET /api/message/system: one page, newest first, with the user's unread count. */
export async function listSystemMessages(ctx: Ctx, query: SystemMessageQuery): Promise<SystemMessagePage> {
  const { rows, total, unread } = await ctx.inTenant((tx) =>
    pageSystemMessages(tx, ctx.userId, query.pageNo, query.pageSize, query.kind),
  );
  return {
    list: rows.map(toItem),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    unreadCount: unread,
  };
}

/** GET /api/message/system/:id: the detail; reading it marks nothing. */
export async function systemMessageDetail(ctx: Ctx, id: number): Promise<SystemMessageDetail> {
  const row = await ctx.inTenant((tx) => findSystemMessage(tx, ctx.userId, id));
  if (!row) throw notFound();
  return toDetail(row);
}

/** PUT /api/message/system/read/:id: marks one message read (again: no change). */
export async function readSystemMessage(ctx: Ctx, id: number): Promise<SystemMessageDetail> {
  const row = await ctx.inTenant((tx) => markSystemMessageRead(tx, ctx.userId, id, ctx.now()));
  if (!row) throw notFound();
  return toDetail(row);
}

/** DELETE /api/message/system/:id */
export async function removeSystemMessage(ctx: Ctx, id: number): Promise<SystemMessageRemoved> {
  const count = await ctx.inTenant((tx) => deleteSystemMessage(tx, ctx.userId, id));
  if (count === 0) throw notFound();
  return { count };
}

/** DELETE /api/message/system/clear/read: removes every read message of the user. */
export async function clearReadSystemMessages(ctx: Ctx): Promise<SystemMessageRemoved> {
  return { count: await ctx.inTenant((tx) => deleteReadSystemMessages(tx, ctx.userId)) };
}

/** A system message for `userId` of the context's project. */
export type SystemMessageInput = NewSystemMessage;

/**
 * For other modules (and jobs, with a `systemContext`): stores a system message for a user of
 * the context's project, then pushes `{action:'SYSTEM_MSG', data:{id, title}}` to the user's
 * sockets on every instance. The message is kept even when the push fails (the user sees it in
 * the list); the failure is logged.
 */
export async function sendSystemMessage(
  ctx: OpenCtx,
  input: SystemMessageInput,
): Promise<SystemMessageDetail> {
  const row = await ctx.inTenant((tx) => insertSystemMessage(tx, ctx.projectId, input));
  try {
    await ctx.push(input.userId, 'SYSTEM_MSG', { id: row.id, title: row.title });
  } catch (err) {
    ctx.log.error({ err, messageId: row.id }, 'system message push failed');
  }
  return toDetail(row);
}
