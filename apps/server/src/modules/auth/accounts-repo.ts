import { isMobile, normalizeMobile } from '@kanghu/shared';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { doctors, orgs, patientRelations, patients, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
type UserType = UserRow['userType'];

/**
 * The active account an identifier (username, or mobile number) names, optionally of one user
 * type. A username match wins; then a customer with that number, then a servicer.
 */
export async function findActiveAccount(
  tx: Tx,
  identifier: string,
  userType?: UserType,
): Promise<UserRow | null> {
  const tel = isMobile(identifier) ? normalizeMobile(identifier) : null;
  const rows = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        userType ? eq(users.userType, userType) : undefined,
        tel ? or(eq(users.username, identifier), eq(users.tel, tel)) : eq(users.username, identifier),
      ),
    )
    .orderBy(
      sql`case when ${users.username} = ${identifier} then 0 when ${users.userType} = 'customer' then 1 else 2 end`,
      asc(users.id),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The active account with this number (customer first), optionally of one user type. */
export async function findActiveByTel(tx: Tx, tel: string, userType?: UserType): Promise<UserRow | null> {
  const rows = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        eq(users.tel, tel),
        userType ? eq(users.userType, userType) : undefined,
      ),
    )
    .orderBy(sql`case when ${users.userType} = 'customer' then 0 else 1 end`, asc(users.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Org codes a servicer belongs to: the user's org and the org of their doctor row. */
export async function servicerOrgCodes(
  tx: Tx,
  user: UserRow,
): Promise<{ codes: string[]; hasDoctorRow: boolean }> {
  const codes: string[] = [];
  if (user.orgId !== null) {
    const [o] = await tx.select({ code: orgs.code }).from(orgs).where(eq(orgs.id, user.orgId)).limit(1);
    if (o) codes.push(o.code);
  }
  const [d] = await tx
    .select({ code: orgs.code })
    .from(doctors)
    .leftJoin(orgs, eq(orgs.id, doctors.orgId))
    .where(eq(doctors.userId, user.id))
    .limit(1);
  if (d?.code) codes.push(d.code);
  return { codes, hasDoctorRow: d !== undefined };
}

/** Whether a name and ID number are the user's own, or those of a patient bound as 'self'. */
export async function matchesSelfPatient(
  tx: Tx,
  user: UserRow,
  name: string,
  idcard: string,
): Promise<boolean> {
  const id = idcard.toUpperCase();
  if (user.idcard && user.name && user.idcard.toUpperCase() === id && user.name === name) return true;
  const rows = await tx
    .select({ id: patients.id })
    .from(patientRelations)
    .innerJoin(patients, eq(patients.id, patientRelations.patientId))
    .where(
      and(
        eq(patientRelations.userId, user.id),
        eq(patientRelations.relation, 'self'),
        eq(patients.name, name),
        sql`upper(${patients.idcard}) = ${id}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A new customer account (role patient); answers its id. */
export async function insertCustomer(
  tx: Tx,
  values: { projectId: number; tel: string; name: string | null; passwordHash: string },
): Promise<number | null> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, userType: 'customer', role: 'patient' })
    .returning({ id: users.id });
  return row?.id ?? null;
}

/** The stored password hash of a user (null without a password or for an unknown id). */
export async function passwordHashOf(tx: Tx, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.hash ?? null;
}

export async function setPasswordHash(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Marks an active account cancelled; false when there was none. */
export async function markCancelled(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, 'active')))
    .returning({ id: users.id });
  return rows.length > 0;
}

export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
