import { and, count, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  conferenceExperts,
  conferenceHalls,
  conferenceItinerary,
  conferenceMicrostation,
  conferenceRegistrations,
  conferences,
  conferenceThematics,
  conferenceTopics,
  users,
} from '../../db/schema/index.ts';

export type ConferenceRow = typeof conferences.$inferSelect;
export type RegistrationRow = typeof conferenceRegistrations.$inferSelect;

export async function listConferences(tx: Tx, offset: number, limit: number) {
  const where = eq(conferences.isShow, true);
  const rows = await tx
    .select()
    .from(conferences)
    .where(where)
    .orderBy(desc(conferences.startDate), desc(conferences.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(conferences).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findConference(tx: Tx, id: number): Promise<ConferenceRow | null> {
  const [row] = await tx
    .select()
    .from(conferences)
    .where(and(eq(conferences.id, id), eq(conferences.isShow, true)))
    .limit(1);
  return row ?? null;
}

/** The account's registrations: made while signed in, or with the account's verified number. */
function mine(userId: number, tel: string | null): SQL | undefined {
  return tel
    ? or(eq(conferenceRegistrations.userId, userId), eq(conferenceRegistrations.tel, tel))
    : eq(conferenceRegistrations.userId, userId);
}

export async function myRegistrations(tx: Tx, userId: number, tel: string | null, conferenceIds: number[]) {
  if (conferenceIds.length === 0) return [];
  return tx
    .select()
    .from(conferenceRegistrations)
    .where(and(inArray(conferenceRegistrations.conferenceId, conferenceIds), mine(userId, tel)));
}

export async function findRegistrationByTel(tx: Tx, conferenceId: number, tel: string) {
  const [row] = await tx
    .select()
    .from(conferenceRegistrations)
    .where(and(eq(conferenceRegistrations.conferenceId, conferenceId), eq(conferenceRegistrations.tel, tel)))
    .limit(1);
  return row ?? null;
}

export async function insertRegistration(tx: Tx, row: typeof conferenceRegistrations.$inferInsert) {
  const [created] = await tx.insert(conferenceRegistrations).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function markSigned(tx: Tx, id: number, at: Date) {
  await tx.update(conferenceRegistrations).set({ signedAt: at }).where(eq(conferenceRegistrations.id, id));
}

export async function userTel(tx: Tx, userId: number): Promise<string | null> {
  const [row] = await tx.select({ tel: users.tel }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.tel ?? null;
}

export async function customerByTel(tx: Tx, tel: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tel, tel), eq(users.userType, 'customer'), isNotNull(users.id)))
    .limit(1);
  return row?.id ?? null;
}

export async function conferenceCounts(tx: Tx, conferenceId: number) {
  const [experts] = await tx
    .select({ n: count() })
    .from(conferenceExperts)
    .where(eq(conferenceExperts.conferenceId, conferenceId));
  const [topics] = await tx
    .select({ n: count() })
    .from(conferenceTopics)
    .where(eq(conferenceTopics.conferenceId, conferenceId));
  return { experts: experts?.n ?? 0, topics: topics?.n ?? 0 };
}

/** Experts of one conference, or of every conference on show (all/expert). */
export async function listExperts(tx: Tx, conferenceId: number | undefined, offset: number, limit: number) {
  const where = and(
    eq(conferences.isShow, true),
    conferenceId ? eq(conferenceExperts.conferenceId, conferenceId) : undefined,
  );
  const rows = await tx
    .select({ expert: conferenceExperts })
    .from(conferenceExperts)
    .innerJoin(conferences, eq(conferences.id, conferenceExperts.conferenceId))
    .where(where)
    .orderBy(desc(conferenceExperts.featured), conferenceExperts.sort, conferenceExperts.id)
    .offset(offset)
    .limit(limit);
  const [total] = await tx
    .select({ n: count() })
    .from(conferenceExperts)
    .innerJoin(conferences, eq(conferences.id, conferenceExperts.conferenceId))
    .where(where);
  return { rows: rows.map((r) => r.expert), total: total?.n ?? 0 };
}

export async function findExpert(tx: Tx, id: number) {
  const [row] = await tx
    .select({ expert: conferenceExperts })
    .from(conferenceExperts)
    .innerJoin(conferences, eq(conferences.id, conferenceExperts.conferenceId))
    .where(and(eq(conferenceExperts.id, id), eq(conferences.isShow, true)))
    .limit(1);
  return row?.expert ?? null;
}

export function halls(tx: Tx, conferenceId: number) {
  return tx
    .select()
    .from(conferenceHalls)
    .where(eq(conferenceHalls.conferenceId, conferenceId))
    .orderBy(conferenceHalls.sort, conferenceHalls.id);
}

export function thematics(tx: Tx, conferenceId: number) {
  return tx
    .select()
    .from(conferenceThematics)
    .where(eq(conferenceThematics.conferenceId, conferenceId))
    .orderBy(conferenceThematics.day, conferenceThematics.id);
}

/** Topics with their thematic session and hall, by conference, expert or ids. */
export async function topics(tx: Tx, filter: { conferenceId?: number; expertId?: number; ids?: number[] }) {
  if (filter.ids && filter.ids.length === 0) return [];
  return tx
    .select({ topic: conferenceTopics, thematic: conferenceThematics, hall: conferenceHalls })
    .from(conferenceTopics)
    .innerJoin(conferenceThematics, eq(conferenceThematics.id, conferenceTopics.thematicId))
    .innerJoin(conferenceHalls, eq(conferenceHalls.id, conferenceThematics.hallId))
    .where(
      and(
        filter.conferenceId ? eq(conferenceTopics.conferenceId, filter.conferenceId) : undefined,
        filter.expertId ? eq(conferenceTopics.expertId, filter.expertId) : undefined,
        filter.ids ? inArray(conferenceTopics.id, filter.ids) : undefined,
      ),
    )
    .orderBy(conferenceThematics.day, conferenceTopics.startTime, conferenceHalls.sort, conferenceTopics.id);
}
export type TopicJoin = Awaited<ReturnType<typeof topics>>[number];

export function itineraryRows(tx: Tx, userId: number, conferenceId?: number) {
  return tx
    .select()
    .from(conferenceItinerary)
    .where(
      and(
        eq(conferenceItinerary.userId, userId),
        conferenceId ? eq(conferenceItinerary.conferenceId, conferenceId) : undefined,
      ),
    );
}

export async function insertItinerary(tx: Tx, row: typeof conferenceItinerary.$inferInsert) {
  await tx.insert(conferenceItinerary).values(row).onConflictDoNothing();
}

/** Deletes the account's own row; answers the conference it belonged to, or null (not theirs). */
export async function deleteItinerary(tx: Tx, userId: number, id: number): Promise<number | null> {
  const [row] = await tx
    .delete(conferenceItinerary)
    .where(and(eq(conferenceItinerary.id, id), eq(conferenceItinerary.userId, userId)))
    .returning({ conferenceId: conferenceItinerary.conferenceId });
  return row?.conferenceId ?? null;
}

export function microstation(tx: Tx, conferenceId: number) {
  return tx
    .select()
    .from(conferenceMicrostation)
    .where(eq(conferenceMicrostation.conferenceId, conferenceId))
    .orderBy(conferenceMicrostation.sort, conferenceMicrostation.id);
}
