import { MSG, normalizeMobile, parseIdCard } from '@kanghu/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { patientRelations, patients, thirdIdentities, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * Account look-ups and the find-or-create rules shared by the third-party logins. Every
 * function takes a tenant transaction (services.db.tenant), so rows of other projects are
 * invisible here.
 */
export type UserRow = typeof users.$inferSelect;

export async function findActiveUser(tx: Tx, userId: number): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')))
    .limit(1);
  return row ?? null;
}

async function findActiveByTel(
  tx: Tx,
  userType: 'customer' | 'servicer',
  tel: string,
): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.userType, userType), eq(users.tel, normalizeMobile(tel)), eq(users.status, 'active')))
    .limit(1);
  return row ?? null;
}

export const findCustomerByTel = (tx: Tx, tel: string) => findActiveByTel(tx, 'customer', tel);
export const findServicerByTel = (tx: Tx, tel: string) => findActiveByTel(tx, 'servicer', tel);

/** A customer by ID number: the account's own idcard, else the account whose self patient has it. */
export async function findCustomerByIdcard(tx: Tx, idcard: string): Promise<UserRow | null> {
  const id = idcard.trim().toUpperCase();
  const [own] = await tx
    .select()
    .from(users)
    .where(and(eq(users.userType, 'customer'), eq(users.idcard, id), eq(users.status, 'active')))
    .limit(1);
  if (own) return own;
  const [viaPatient] = await tx
    .select({ user: users })
    .from(patients)
    .innerJoin(patientRelations, eq(patientRelations.patientId, patients.id))
    .innerJoin(users, eq(users.id, patientRelations.userId))
    .where(
      and(
        eq(patients.idcard, id),
        eq(patientRelations.relation, 'self'),
        eq(users.userType, 'customer'),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return viaPatient?.user ?? null;
}

/**
 * Find-or-create rule: the account is the active customer with this phone number; a new one is
 * created when there is none. An account that already has a different ID number is refused
 * (患者信息不匹配); a missing ID number or name is filled in.
 */
export async function findOrCreateCustomer(
  tx: Tx,
  projectId: number,
  fields: { tel: string; idcard: string; name?: string | null },
): Promise<UserRow> {
  const tel = normalizeMobile(fields.tel);
  const existing = await findCustomerByTel(tx, tel);
  if (existing) {
    if (existing.idcard && existing.idcard.toUpperCase() !== fields.idcard)
      throw badRequest(MSG.patientInfoMismatch);
    if (!existing.idcard || (!existing.name && fields.name)) {
      const [updated] = await tx
        .update(users)
        .set({ idcard: fields.idcard, name: existing.name ?? fields.name ?? null, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      return updated ?? existing;
    }
    return existing;
  }
  const info = parseIdCard(fields.idcard);
  const [created] = await tx
    .insert(users)
    .values({
      projectId,
      userType: 'customer',
      role: 'patient',
      tel,
      idcard: fields.idcard,
      name: fields.name ?? null,
      sex: info.ok ? info.info.sex : null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const raced = await findCustomerByTel(tx, tel);
  if (!raced) throw badRequest(MSG.thirdLoginFailed);
  return raced;
}

/**
 * Find-or-create rule for the patient of an ID number (unique per project): an existing
 * patient must carry the same name; a new one takes sex and birthday from the ID number.
 */
export async function findOrCreatePatient(
  tx: Tx,
  projectId: number,
  fields: { idcard: string; name: string; tel: string },
  createdByUserId: number,
): Promise<typeof patients.$inferSelect> {
  const [existing] = await tx.select().from(patients).where(eq(patients.idcard, fields.idcard)).limit(1);
  if (existing) {
    if (existing.name !== fields.name) throw badRequest(MSG.patientInfoMismatch);
    return existing;
  }
  const info = parseIdCard(fields.idcard);
  const [created] = await tx
    .insert(patients)
    .values({
      projectId,
      name: fields.name,
      idcard: fields.idcard,
      tel: normalizeMobile(fields.tel),
      sex: info.ok ? info.info.sex : null,
      birthday: info.ok ? info.info.birthday : null,
      createdByUserId,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [raced] = await tx.select().from(patients).where(eq(patients.idcard, fields.idcard)).limit(1);
  if (!raced || raced.name !== fields.name) throw badRequest(MSG.patientInfoMismatch);
  return raced;
}

export async function findPatientByIdcard(
  tx: Tx,
  idcard: string,
): Promise<typeof patients.$inferSelect | null> {
  const [row] = await tx.select().from(patients).where(eq(patients.idcard, idcard)).limit(1);
  return row ?? null;
}

/** Binds a patient to an account: relation 'self' when the account has no self patient yet, else 'other'. */
export async function linkPatient(
  tx: Tx,
  projectId: number,
  userId: number,
  patientId: number,
): Promise<void> {
  if (await isPatientOf(tx, userId, patientId)) return;
  const [self] = await tx
    .select({ id: patientRelations.id })
    .from(patientRelations)
    .where(and(eq(patientRelations.userId, userId), eq(patientRelations.relation, 'self')))
    .limit(1);
  await tx
    .insert(patientRelations)
    .values({ projectId, userId, patientId, relation: self ? 'other' : 'self' })
    .onConflictDoNothing();
}

export async function isPatientOf(tx: Tx, userId: number, patientId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: patientRelations.id })
    .from(patientRelations)
    .where(and(eq(patientRelations.userId, userId), eq(patientRelations.patientId, patientId)))
    .limit(1);
  return Boolean(row);
}

export type IdentityRow = typeof thirdIdentities.$inferSelect;

export async function findIdentity(
  tx: Tx,
  provider: string,
  externalId: string,
): Promise<IdentityRow | null> {
  const [row] = await tx
    .select()
    .from(thirdIdentities)
    .where(and(eq(thirdIdentities.provider, provider), eq(thirdIdentities.externalId, externalId)))
    .limit(1);
  return row ?? null;
}

/**
 * Binds an external identity to an account. An identity already bound to another active
 * account is refused with `boundToOtherMsg`; one bound to a cancelled account is re-bound.
 */
export async function bindIdentity(
  tx: Tx,
  projectId: number,
  identity: { provider: string; externalId: string; unionId: string | null },
  userId: number,
  boundToOtherMsg: string,
): Promise<void> {
  const existing = await findIdentity(tx, identity.provider, identity.externalId);
  if (existing) {
    if (existing.userId === userId) return;
    if (existing.userId !== null && (await findActiveUser(tx, existing.userId)))
      throw badRequest(boundToOtherMsg);
    await tx
      .update(thirdIdentities)
      .set({ userId, unionId: identity.unionId ?? existing.unionId })
      .where(eq(thirdIdentities.id, existing.id));
    return;
  }
  await tx
    .insert(thirdIdentities)
    .values({
      projectId,
      provider: identity.provider,
      externalId: identity.externalId,
      unionId: identity.unionId,
      userId,
    })
    .onConflictDoNothing();
  const after = await findIdentity(tx, identity.provider, identity.externalId);
  if (after?.userId !== userId) throw badRequest(boundToOtherMsg);
}

/** The user bound to an identity, when that account is still active. */
export async function boundUser(tx: Tx, provider: string, externalId: string): Promise<UserRow | null> {
  const identity = await findIdentity(tx, provider, externalId);
  if (!identity?.userId) return null;
  return findActiveUser(tx, identity.userId);
}
