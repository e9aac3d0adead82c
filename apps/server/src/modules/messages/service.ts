import type {
  SystemMessageDetail,
  SystemMessageItem,
  SystemMessagePage,
  SystemMessageQuery,
  SystemMessageRemoved,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import {
  deleteReadSystemMessages,
  deleteSystemMessage,
  findSystemMessage,
  insertSystemMessage,
  markSystemMessageRead,
  pageSystemMessages,
  type SystemMessageRow,
} from './repo.ts';

/** Whose messages: the signed-in user of a project. */
export interface Owner {
  projectId: number;
  userId: number;
}

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
export async function listSystemMessages(
  services: Services,
  owner: Owner,
  query: SystemMessageQuery,
): Promise<SystemMessagePage> {
  const { rows, total, unread } = await pageSystemMessages(
    services.db,
    owner.projectId,
    owner.userId,
    query.pageNo,
    query.pageSize,
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
export async function systemMessageDetail(
  services: Services,
  owner: Owner,
  id: number,
): Promise<SystemMessageDetail> {
  const row = await findSystemMessage(services.db, owner.projectId, owner.userId, id);
  if (!row) throw notFound();
  return toDetail(row);
}

/** PUT /api/message/system/read/:id: marks one message read (again: no change). */
export async function readSystemMessage(
  services: Services,
  owner: Owner,
  id: number,
): Promise<SystemMessageDetail> {
  const row = await markSystemMessageRead(services.db, owner.projectId, owner.userId, id);
  if (!row) throw notFound();
  return toDetail(row);
}

/** DELETE /api/message/system/:id */
export async function removeSystemMessage(
  services: Services,
  owner: Owner,
  id: number,
): Promise<SystemMessageRemoved> {
  const count = await deleteSystemMessage(services.db, owner.projectId, owner.userId, id);
  if (count === 0) throw notFound();
  return { count };
}

/** DELETE /api/message/system/clear/read: removes every read message of the user. */
export async function clearReadSystemMessages(
  services: Services,
  owner: Owner,
): Promise<SystemMessageRemoved> {
  return { count: await deleteReadSystemMessages(services.db, owner.projectId, owner.userId) };
}

export interface SystemMessageInput extends Owner {
  title: string;
  content: string;
  link?: string | null;
  kind?: string;
  data?: unknown;
}

/**
 * For other modules: stores a system message for a user, then pushes
 * `{action:'SYSTEM_MSG', data:{id, title}}` to the user's sockets on every instance. The message
 * is kept even when the push fails (the user sees it in the list); the failure is logged.
 */
export async function sendSystemMessage(
  services: Services,
  app: FastifyInstance,
  input: SystemMessageInput,
): Promise<SystemMessageDetail> {
  const row = await insertSystemMessage(services.db, input.projectId, input);
  try {
    await app.realtime.send(input.projectId, input.userId, {
      action: 'SYSTEM_MSG',
      data: { id: row.id, title: row.title },
    });
  } catch (err) {
    app.log.error({ err, messageId: row.id }, 'system message push failed');
  }
  return toDetail(row);
}
