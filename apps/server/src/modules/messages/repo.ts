import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { systemMessages } from '../../db/schema/index.ts';

export type SystemMessageRow = typeof systemMessages.$inferSelect;

/** Rows of one user; row-level security already limits them to the project. */
const ofUser = (userId: number) => eq(systemMessages.userId, userId);
const byId = (userId: number, id: number) => and(ofUser(userId), eq(systemMessages.id, id));

/** One page of a user's messages, newest first, with the total and the unread count. */
export async function pageSystemMessages(
  tx: Tx,
  userId: number,
  pageNo: number,
  pageSize: number,
  kind?: string,
): Promise<{ rows: SystemMessageRow[]; total: number; unread: number }> {
  const where = and(ofUser(userId), kind ? eq(systemMessages.kind, kind) : undefined);
  const rows = await tx
    .select()
    .from(systemMessages)
    .where(where)
    .orderBy(desc(systemMessages.createdAt), desc(systemMessages.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(systemMessages).where(where);
  const [unread] = await tx
    .select({ n: count() })
    .from(systemMessages)
    .where(and(ofUser(userId), isNull(systemMessages.readAt)));
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

/** The user's message, or null (another user's or project's id is simply not found). */
export async function findSystemMessage(
  tx: Tx,
  userId: number,
  id: number,
): Promise<SystemMessageRow | null> {
  const [row] = await tx.select().from(systemMessages).where(byId(userId, id)).limit(1);
  return row ?? null;
}

/** Sets read_at once (a message already read keeps its first read time); null when not found. */
export async function markSystemMessageRead(
  tx: Tx,
  userId: number,
  id: number,
  now: Date,
): Promise<SystemMessageRow | null> {
  const [updated] = await tx
    .update(systemMessages)
    .set({ readAt: now })
    .where(and(byId(userId, id), isNull(systemMessages.readAt)))
    .returning();
  return updated ?? findSystemMessage(tx, userId, id);
}

/** Deletes one message of the user; the number of rows removed (0 or 1). */
export async function deleteSystemMessage(tx: Tx, userId: number, id: number): Promise<number> {
  const rows = await tx.delete(systemMessages).where(byId(userId, id)).returning({ id: systemMessages.id });
  return rows.length;
}

/** Deletes every read message of the user; how many. */
export async function deleteReadSystemMessages(tx: Tx, userId: number): Promise<number> {
  const rows = await tx
    .delete(systemMessages)
    .where(and(ofUser(userId), isNotNull(systemMessages.readAt)))
    .returning({ id: systemMessages.id });
  return rows.length;
}

export interface NewSystemMessage {
  userId: number;
  title: string;
  content: string;
  link?: string | null;
  kind?: string;
  data?: unknown;
}

export async function insertSystemMessage(
  tx: Tx,
  projectId: number,
  message: NewSystemMessage,
): Promise<SystemMessageRow> {
  const [row] = await tx
    .insert(systemMessages)
    .values({
      projectId,
      userId: message.userId,
      title: message.title,
      content: message.content,
      link: message.link ?? null,
      kind: message.kind ?? 'system',
      data: message.data ?? null,
    })
    .returning();
  if (!row) throw new Error('system message insert returned nothing');
  return row;
}
