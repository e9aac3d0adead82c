import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { systemMessages } from '../../db/schema/index.ts';

export type SystemMessageRow = typeof systemMessages.$inferSelect;

/** Rows of one user; RLS (db.tenant) already limits them to the project. */
const ofUser = (userId: number) => eq(systemMessages.userId, userId);
const byId = (userId: number, id: number) => and(ofUser(userId), eq(systemMessages.id, id));

/** One page of a user's messages, newest first, with the total and the unread count. */
export function pageSystemMessages(
  db: Database,
  projectId: number,
  userId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: SystemMessageRow[]; total: number; unread: number }> {
  return db.tenant(projectId, async (tx) => {
    const rows = await tx
      .select()
      .from(systemMessages)
      .where(ofUser(userId))
      .orderBy(desc(systemMessages.createdAt), desc(systemMessages.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [total] = await tx.select({ n: count() }).from(systemMessages).where(ofUser(userId));
    const [unread] = await tx
      .select({ n: count() })
      .from(systemMessages)
      .where(and(ofUser(userId), isNull(systemMessages.readAt)));
    return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
  });
}

/** The user's message, or null (another user's or project's id is simply not found). */
export async function findSystemMessage(
  db: Database,
  projectId: number,
  userId: number,
  id: number,
): Promise<SystemMessageRow | null> {
  const [row] = await db.tenant(projectId, (tx) =>
    tx.select().from(systemMessages).where(byId(userId, id)).limit(1),
  );
  return row ?? null;
}

/** Sets read_at once (a message already read keeps its first read time); null when not found. */
export async function markSystemMessageRead(
  db: Database,
  projectId: number,
  userId: number,
  id: number,
): Promise<SystemMessageRow | null> {
  return db.tenant(projectId, async (tx) => {
    const [updated] = await tx
      .update(systemMessages)
      .set({ readAt: new Date() })
      .where(and(byId(userId, id), isNull(systemMessages.readAt)))
      .returning();
    if (updated) return updated;
    const [existing] = await tx.select().from(systemMessages).where(byId(userId, id)).limit(1);
    return existing ?? null;
  });
}

/** Deletes one message of the user; the number of rows removed (0 or 1). */
export async function deleteSystemMessage(
  db: Database,
  projectId: number,
  userId: number,
  id: number,
): Promise<number> {
  const rows = await db.tenant(projectId, (tx) =>
    tx.delete(systemMessages).where(byId(userId, id)).returning({ id: systemMessages.id }),
  );
  return rows.length;
}

/** Deletes every read message of the user; how many. */
export async function deleteReadSystemMessages(
  db: Database,
  projectId: number,
  userId: number,
): Promise<number> {
  const rows = await db.tenant(projectId, (tx) =>
    tx
      .delete(systemMessages)
      .where(and(ofUser(userId), isNotNull(systemMessages.readAt)))
      .returning({ id: systemMessages.id }),
  );
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
  db: Database,
  projectId: number,
  message: NewSystemMessage,
): Promise<SystemMessageRow> {
  const [row] = await db.tenant(projectId, (tx) =>
    tx
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
      .returning(),
  );
  if (!row) throw new Error('system message insert returned nothing');
  return row;
}
