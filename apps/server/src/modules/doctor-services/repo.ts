import type { AssistantBindingView } from '@kanghu/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  doctorAssistants,
  doctorFunctionSettings,
  doctors,
  feedbacks,
  inquiryFunctions,
  scheduleSegmentLibraries,
  users,
} from '../../db/schema/index.ts';

/** A doctor with the user and org behind it. */
export interface DoctorRef {
  doctorId: number;
  userId: number;
  orgId: number | null;
  name: string;
}

async function doctorRef(tx: Tx, where: SQL): Promise<DoctorRef | null> {
  const [row] = await tx
    .select({ doctorId: doctors.id, userId: doctors.userId, orgId: users.orgId, name: doctors.name })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export const doctorRefById = (tx: Tx, doctorId: number) => doctorRef(tx, eq(doctors.id, doctorId));
export const doctorRefOfUser = (tx: Tx, userId: number) => doctorRef(tx, eq(doctors.userId, userId));

// Function switches.

/** The open flags of a doctor's inquiry functions, by inquiry type. */
export function inquiryFunctionFlags(tx: Tx, doctorId: number) {
  return tx
    .select({ inquiryType: inquiryFunctions.inquiryType, isOpen: inquiryFunctions.isOpen })
    .from(inquiryFunctions)
    .where(eq(inquiryFunctions.doctorId, doctorId));
}

/** The other switches of a doctor (doctor_function_settings). */
export function switchRows(tx: Tx, doctorId: number) {
  return tx
    .select({ type: doctorFunctionSettings.type, isOpen: doctorFunctionSettings.isOpen })
    .from(doctorFunctionSettings)
    .where(eq(doctorFunctionSettings.doctorId, doctorId));
}

/** Opens or closes the doctor's inquiry function of a type; false when it is not set up. */
export async function setInquiryFunctionOpen(
  tx: Tx,
  doctorId: number,
  inquiryType: number,
  isOpen: boolean,
): Promise<boolean> {
  const changed = await tx
    .update(inquiryFunctions)
    .set({ isOpen, updatedAt: new Date() })
    .where(and(eq(inquiryFunctions.doctorId, doctorId), eq(inquiryFunctions.inquiryType, inquiryType)))
    .returning({ id: inquiryFunctions.id });
  return changed.length > 0;
}

export async function upsertSwitch(
  tx: Tx,
  values: typeof doctorFunctionSettings.$inferInsert,
): Promise<void> {
  await tx
    .insert(doctorFunctionSettings)
    .values(values)
    .onConflictDoUpdate({
      target: [
        doctorFunctionSettings.projectId,
        doctorFunctionSettings.doctorId,
        doctorFunctionSettings.type,
      ],
      set: { isOpen: values.isOpen, updatedAt: sql`now()` },
    });
}

// Schedule templates.

export type LibraryRow = typeof scheduleSegmentLibraries.$inferSelect;

export async function insertLibrary(tx: Tx, values: typeof scheduleSegmentLibraries.$inferInsert) {
  const [row] = await tx.insert(scheduleSegmentLibraries).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export function librariesOf(tx: Tx, doctorId: number): Promise<LibraryRow[]> {
  return tx
    .select()
    .from(scheduleSegmentLibraries)
    .where(eq(scheduleSegmentLibraries.doctorId, doctorId))
    .orderBy(desc(scheduleSegmentLibraries.id));
}

export async function libraryOf(tx: Tx, id: number, doctorId: number): Promise<LibraryRow | null> {
  const [row] = await tx
    .select()
    .from(scheduleSegmentLibraries)
    .where(and(eq(scheduleSegmentLibraries.id, id), eq(scheduleSegmentLibraries.doctorId, doctorId)))
    .limit(1);
  return row ?? null;
}

// Doctor-assistant bindings.

const assistantUser = alias(users, 'assistant_user');

/** Bindings, optionally of one doctor and/or one assistant, oldest first. */
export async function bindings(
  tx: Tx,
  filter: { doctorId?: number; assistantUserId?: number },
): Promise<AssistantBindingView[]> {
  const rows = await tx
    .select({
      id: doctorAssistants.id,
      doctorId: doctorAssistants.doctorId,
      doctorUserId: doctors.userId,
      doctorName: doctors.name,
      assistantUserId: doctorAssistants.assistantUserId,
      assistantName: assistantUser.name,
      createdAt: doctorAssistants.createdAt,
    })
    .from(doctorAssistants)
    .innerJoin(doctors, eq(doctors.id, doctorAssistants.doctorId))
    .innerJoin(assistantUser, eq(assistantUser.id, doctorAssistants.assistantUserId))
    .where(
      and(
        filter.doctorId !== undefined ? eq(doctorAssistants.doctorId, filter.doctorId) : undefined,
        filter.assistantUserId !== undefined
          ? eq(doctorAssistants.assistantUserId, filter.assistantUserId)
          : undefined,
      ),
    )
    .orderBy(asc(doctorAssistants.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** An active assistant account. */
export async function activeAssistant(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'assistant'), eq(users.status, 'active')))
    .limit(1);
  return row ?? null;
}

export async function insertBinding(tx: Tx, values: typeof doctorAssistants.$inferInsert): Promise<void> {
  await tx.insert(doctorAssistants).values(values).onConflictDoNothing();
}

/** Deletes a binding (of `doctorId` when given); the number removed. */
export async function deleteBinding(tx: Tx, id: number, doctorId: number | undefined): Promise<number> {
  const removed = await tx
    .delete(doctorAssistants)
    .where(
      and(
        eq(doctorAssistants.id, id),
        doctorId !== undefined ? eq(doctorAssistants.doctorId, doctorId) : undefined,
      ),
    )
    .returning({ id: doctorAssistants.id });
  return removed.length;
}

// Feedback.

export type FeedbackRow = typeof feedbacks.$inferSelect;

export async function insertFeedback(tx: Tx, values: typeof feedbacks.$inferInsert): Promise<FeedbackRow> {
  const [row] = await tx.insert(feedbacks).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** A page of the project's feedback, newest first, with the writer's name, and the total. */
export async function feedbackPage(tx: Tx, q: PageQuery) {
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select({ f: feedbacks, userName: users.name })
    .from(feedbacks)
    .innerJoin(users, eq(users.id, feedbacks.userId))
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(feedbacks);
  return { rows, total: total?.n ?? 0 };
}
