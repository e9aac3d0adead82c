import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { serviceCards, userCardRights, userCards } from '../../db/schema/index.ts';

export type CardRow = typeof serviceCards.$inferSelect;
export type CardInsert = typeof serviceCards.$inferInsert;
export type UserCardRow = typeof userCards.$inferSelect;
export type RightRow = typeof userCardRights.$inferSelect;

/** A package by id; `openOnly` hides closed ones (what customers see). */
export async function findCard(tx: Tx, id: number, openOnly = false): Promise<CardRow | null> {
  const [row] = await tx
    .select()
    .from(serviceCards)
    .where(and(eq(serviceCards.id, id), openOnly ? eq(serviceCards.isOpen, true) : undefined))
    .limit(1);
  return row ?? null;
}

/** The id of the package with this serial, if any. */
export async function cardIdBySerial(tx: Tx, serial: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: serviceCards.id })
    .from(serviceCards)
    .where(eq(serviceCards.serial, serial))
    .limit(1);
  return row?.id ?? null;
}

/** Packages newest first; `isOpen` filters by the open flag when given. */
export function listCards(tx: Tx, isOpen: boolean | undefined): Promise<CardRow[]> {
  return tx
    .select()
    .from(serviceCards)
    .where(isOpen === undefined ? sql`true` : eq(serviceCards.isOpen, isOpen))
    .orderBy(desc(serviceCards.createdAt), desc(serviceCards.id));
}

export async function insertCard(tx: Tx, values: CardInsert): Promise<CardRow> {
  const [row] = await tx.insert(serviceCards).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateCard(tx: Tx, id: number, values: Partial<CardInsert>): Promise<CardRow | null> {
  const [row] = await tx
    .update(serviceCards)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(serviceCards.id, id))
    .returning();
  return row ?? null;
}

/**
 * Takes one from the stock of an open package (unlimited packages always succeed): the UPDATE is
 * the compare-and-set, so of concurrent buyers of the last card exactly one gets a row back.
 */
export async function takeStock(tx: Tx, id: number): Promise<CardRow | null> {
  const [row] = await tx
    .update(serviceCards)
    .set({
      stockNum: sql`case when ${serviceCards.isLimitStock} then ${serviceCards.stockNum} - 1 else ${serviceCards.stockNum} end`,
    })
    .where(
      and(
        eq(serviceCards.id, id),
        eq(serviceCards.isOpen, true),
        sql`(not ${serviceCards.isLimitStock} or ${serviceCards.stockNum} > 0)`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function returnStock(tx: Tx, id: number): Promise<void> {
  await tx
    .update(serviceCards)
    .set({ stockNum: sql`${serviceCards.stockNum} + 1` })
    .where(and(eq(serviceCards.id, id), eq(serviceCards.isLimitStock, true)));
}

export async function insertUserCard(tx: Tx, values: typeof userCards.$inferInsert): Promise<UserCardRow> {
  const [row] = await tx.insert(userCards).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function insertRights(tx: Tx, values: Array<typeof userCardRights.$inferInsert>): Promise<void> {
  if (values.length > 0) await tx.insert(userCardRights).values(values);
}

export async function findUserCard(tx: Tx, id: number, userId: number | null): Promise<UserCardRow | null> {
  const [row] = await tx
    .select()
    .from(userCards)
    .where(and(eq(userCards.id, id), userId === null ? undefined : eq(userCards.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * A user's cards newest first, optionally in one state, or only those usable now with a right of
 * `usableFor` (an inquiry type) left.
 */
export function listUserCards(
  tx: Tx,
  userId: number,
  filter: { state?: UserCardRow['state']; usableFor?: number },
): Promise<UserCardRow[]> {
  const conditions: SQL[] = [eq(userCards.userId, userId)];
  if (filter.state) conditions.push(eq(userCards.state, filter.state));
  if (filter.usableFor !== undefined)
    conditions.push(
      usableNow,
      sql`exists (select 1 from user_card_rights r where r.user_card_id = ${userCards.id} and r.inquiry_type = ${filter.usableFor} and r.used < r.total)`,
    );
  return tx
    .select()
    .from(userCards)
    .where(and(...conditions))
    .orderBy(desc(userCards.createdAt), desc(userCards.id));
}

export async function rightsOf(tx: Tx, userCardIds: number[]): Promise<RightRow[]> {
  if (userCardIds.length === 0) return [];
  return tx
    .select()
    .from(userCardRights)
    .where(inArray(userCardRights.userCardId, userCardIds))
    .orderBy(asc(userCardRights.inquiryType));
}

export async function coversOf(tx: Tx, cardIds: number[]): Promise<Map<number, string | null>> {
  if (cardIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: serviceCards.id, coverImage: serviceCards.coverImage })
    .from(serviceCards)
    .where(inArray(serviceCards.id, cardIds));
  return new Map(rows.map((r) => [r.id, r.coverImage]));
}

/** Moves a user card from `from` to `patch.state` if it is still in `from` (compare-and-set). */
export async function moveUserCard(
  tx: Tx,
  id: number,
  from: UserCardRow['state'],
  patch: Partial<typeof userCards.$inferInsert> & { state: UserCardRow['state'] },
): Promise<UserCardRow | null> {
  const [row] = await tx
    .update(userCards)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(userCards.id, id), eq(userCards.state, from)))
    .returning();
  return row ?? null;
}

/** SQL: the user card is active and inside its validity now. */
export const usableNow = sql`${userCards.state} = 'active' and (${userCards.validFrom} is null or ${userCards.validFrom} <= now()) and (${userCards.validTo} is null or ${userCards.validTo} > now())`;

/**
 * Consumes one right of `inquiryType` of the user's usable card: one UPDATE guarded by
 * `used < total` and the card's state and validity, so concurrent uses never exceed the total.
 */
export async function consumeRight(
  tx: Tx,
  userCardId: number,
  userId: number,
  inquiryType: number,
): Promise<RightRow | null> {
  const [row] = await tx
    .update(userCardRights)
    .set({ used: sql`${userCardRights.used} + 1` })
    .where(
      and(
        eq(userCardRights.userCardId, userCardId),
        eq(userCardRights.inquiryType, inquiryType),
        sql`${userCardRights.used} < ${userCardRights.total}`,
        sql`exists (select 1 from ${userCards} where ${userCards.id} = ${userCardRights.userCardId} and ${userCards.userId} = ${userId} and ${usableNow})`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Gives one right back (the order that used it was cancelled or refunded). */
export async function releaseRight(tx: Tx, userCardId: number, inquiryType: number): Promise<void> {
  await tx
    .update(userCardRights)
    .set({ used: sql`${userCardRights.used} - 1` })
    .where(
      and(
        eq(userCardRights.userCardId, userCardId),
        eq(userCardRights.inquiryType, inquiryType),
        sql`${userCardRights.used} > 0`,
      ),
    );
}

/**
 * Closes unpaid orders (of a package, or of a user) older than `seconds` and returns their stock:
 * each order leaves `unpaid` once (a concurrent paid notify or cancel wins or loses by the same
 * compare-and-set), so its stock comes back exactly once.
 */
export async function expireUnpaid(
  tx: Tx,
  scope: { cardId: number } | { userId: number },
  seconds: number,
): Promise<number> {
  const closed = await tx
    .update(userCards)
    .set({ state: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        'cardId' in scope ? eq(userCards.cardId, scope.cardId) : eq(userCards.userId, scope.userId),
        eq(userCards.state, 'unpaid'),
        sql`${userCards.createdAt} < now() - make_interval(secs => ${seconds})`,
      ),
    )
    .returning({ cardId: userCards.cardId });
  const perCard = new Map<number, number>();
  for (const c of closed) perCard.set(c.cardId, (perCard.get(c.cardId) ?? 0) + 1);
  for (const [cardId, n] of [...perCard].sort((a, b) => a[0] - b[0]))
    await tx
      .update(serviceCards)
      .set({ stockNum: sql`${serviceCards.stockNum} + ${n}` })
      .where(and(eq(serviceCards.id, cardId), eq(serviceCards.isLimitStock, true)));
  return closed.length;
}
