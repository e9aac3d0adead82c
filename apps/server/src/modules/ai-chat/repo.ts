import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  aiChatMessages,
  aiChatSessions,
  aiQuickQuestions,
  doctors,
  patients,
} from '../../db/schema/index.ts';

export type SessionRow = typeof aiChatSessions.$inferSelect & { patientName: string | null };
export type MessageRow = typeof aiChatMessages.$inferSelect;

/** The project's quick questions, in order. */
export function quickQuestions(tx: Tx) {
  return tx
    .select({ id: aiQuickQuestions.id, question: aiQuickQuestions.question })
    .from(aiQuickQuestions)
    .orderBy(asc(aiQuickQuestions.sort), asc(aiQuickQuestions.id));
}

/** The id of the project's patient with this ID card, or null. */
export async function patientIdByIdcard(tx: Tx, idcard: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.idcard, idcard))
    .limit(1);
  return row?.id ?? null;
}

export async function doctorExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, id)).limit(1);
  return Boolean(row);
}

const sessionColumns = {
  id: aiChatSessions.id,
  projectId: aiChatSessions.projectId,
  createdAt: aiChatSessions.createdAt,
  userId: aiChatSessions.userId,
  name: aiChatSessions.name,
  patientId: aiChatSessions.patientId,
  doctorId: aiChatSessions.doctorId,
  updatedAt: aiChatSessions.updatedAt,
  patientName: patients.name,
};

export async function insertSession(
  tx: Tx,
  row: { projectId: number; userId: number; name: string; patientId: number | null; doctorId: number | null },
): Promise<number> {
  const [made] = await tx.insert(aiChatSessions).values(row).returning({ id: aiChatSessions.id });
  if (!made) throw new Error('ai chat session not inserted');
  return made.id;
}

/** The account's sessions (one, or the newest `limit`), newest first. */
export function ownSessions(
  tx: Tx,
  userId: number,
  filter: { id?: number; limit: number },
): Promise<SessionRow[]> {
  return tx
    .select(sessionColumns)
    .from(aiChatSessions)
    .leftJoin(patients, eq(patients.id, aiChatSessions.patientId))
    .where(and(eq(aiChatSessions.userId, userId), filter.id ? eq(aiChatSessions.id, filter.id) : undefined))
    .orderBy(desc(aiChatSessions.updatedAt), desc(aiChatSessions.id))
    .limit(filter.limit);
}

/** The newest `perSession` messages of each session, oldest first. */
export async function recentMessages(
  tx: Tx,
  sessionIds: number[],
  perSession: number,
): Promise<MessageRow[]> {
  if (sessionIds.length === 0) return [];
  const ranked = tx
    .select({
      id: aiChatMessages.id,
      n: sql<number>`row_number() over (partition by ${aiChatMessages.sessionId} order by ${aiChatMessages.id} desc)`.as(
        'n',
      ),
    })
    .from(aiChatMessages)
    .where(inArray(aiChatMessages.sessionId, sessionIds))
    .as('ranked');
  return tx
    .select({
      id: aiChatMessages.id,
      projectId: aiChatMessages.projectId,
      createdAt: aiChatMessages.createdAt,
      sessionId: aiChatMessages.sessionId,
      role: aiChatMessages.role,
      content: aiChatMessages.content,
      provider: aiChatMessages.provider,
      stopped: aiChatMessages.stopped,
      emergency: aiChatMessages.emergency,
      sources: aiChatMessages.sources,
    })
    .from(ranked)
    .innerJoin(aiChatMessages, eq(aiChatMessages.id, ranked.id))
    .where(sql`${ranked.n} <= ${perSession}`)
    .orderBy(asc(aiChatMessages.id));
}

export async function insertMessage(
  tx: Tx,
  row: Omit<typeof aiChatMessages.$inferInsert, 'id' | 'createdAt'>,
): Promise<number> {
  const [made] = await tx.insert(aiChatMessages).values(row).returning({ id: aiChatMessages.id });
  if (!made) throw new Error('ai chat message not inserted');
  await tx.update(aiChatSessions).set({ updatedAt: sql`now()` }).where(eq(aiChatSessions.id, row.sessionId));
  return made.id;
}

/** Names a session after its first question (a session made without a name). */
export async function nameSession(tx: Tx, id: number, name: string): Promise<void> {
  await tx
    .update(aiChatSessions)
    .set({ name })
    .where(and(eq(aiChatSessions.id, id), eq(aiChatSessions.name, '')));
}
