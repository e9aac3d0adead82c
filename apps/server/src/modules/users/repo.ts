import { MSG, type Role, type UserType } from '@kanghu/shared';
import { and, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { doctors, orgs, registrations, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** A user of the project (any status) with their org code, or null (also for another project's id). */
export async function getUserWithOrg(
  tx: Tx,
  id: number,
): Promise<{ user: UserRow; orgCode: string | null } | null> {
  const [row] = await tx
    .select({ user: users, orgCode: orgs.code })
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** Refuses a username or a number another active account (of the same user type) already has. */
export async function assertUnique(
  tx: Tx,
  fields: { username?: string | null; tel?: string | null; userType: UserType },
  exceptId?: number,
): Promise<void> {
  const others = exceptId === undefined ? undefined : ne(users.id, exceptId);
  if (fields.username) {
    const [hit] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.status, 'active'), eq(users.username, fields.username), others))
      .limit(1);
    if (hit) throw badRequest(MSG.usernameTaken);
  }
  if (fields.tel) {
    const [hit] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          eq(users.userType, fields.userType),
          eq(users.tel, fields.tel),
          others,
        ),
      )
      .limit(1);
    if (hit) throw badRequest(MSG.telTaken);
  }
}

/** The caller's org and doctor row: the scope of a doctor or assistant. */
export async function callerScope(
  tx: Tx,
  userId: number,
): Promise<{ orgId: number | null; doctorId: number | null }> {
  const [row] = await tx
    .select({ orgId: users.orgId, doctorId: doctors.id })
    .from(users)
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return { orgId: row?.orgId ?? null, doctorId: row?.doctorId ?? null };
}

export async function orgIdByCode(tx: Tx, code: string): Promise<number | null> {
  const [o] = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.code, code)).limit(1);
  return o?.id ?? null;
}

export async function doctorExists(tx: Tx, doctorId: number): Promise<boolean> {
  const [d] = await tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId)).limit(1);
  return d !== undefined;
}

export async function insertUser(tx: Tx, values: NewUser): Promise<number> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!row) throw badRequest(MSG.invalidInput);
  return row.id;
}

export async function updateUser(tx: Tx, id: number, values: Partial<NewUser>): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Keeps the doctor row of doctors and assistants in step with the user. */
export async function ensureDoctorRow(tx: Tx, user: UserRow): Promise<void> {
  const isDoctor = user.role === 'doctor' || user.role === 'assistant';
  if (!isDoctor) return;
  const name = user.name ?? user.username ?? '';
  const [existing] = await tx
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.userId, user.id))
    .limit(1);
  if (existing) {
    await tx
      .update(doctors)
      .set({ name, orgId: user.orgId, isAssistant: user.role === 'assistant' })
      .where(eq(doctors.id, existing.id));
    return;
  }
  await tx.insert(doctors).values({
    projectId: user.projectId,
    userId: user.id,
    orgId: user.orgId,
    name,
    isAssistant: user.role === 'assistant',
  });
}

export async function listUsers(
  tx: Tx,
  filter: { roleId?: Role; userType?: UserType; scope?: { orgId: number | null; doctorId: number | null } },
  pageNo: number,
  pageSize: number,
): Promise<{ rows: { user: UserRow; orgCode: string | null }[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(users.status, 'active'),
    filter.roleId ? eq(users.role, filter.roleId) : undefined,
    filter.userType ? eq(users.userType, filter.userType) : undefined,
  ];
  if (filter.scope) {
    const { orgId, doctorId } = filter.scope;
    conditions.push(
      or(
        orgId === null ? sql`false` : eq(users.orgId, orgId),
        doctorId === null ? sql`false` : eq(users.sourceDoctorId, doctorId),
      ),
    );
  }
  const where = and(...conditions);
  const [totalRow] = await tx.select({ n: count() }).from(users).where(where);
  const rows = await tx
    .select({ user: users, orgCode: orgs.code })
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
    .orderBy(desc(users.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findActiveByIdcard(
  tx: Tx,
  idcard: string,
): Promise<{ user: UserRow; orgCode: string | null } | null> {
  const [row] = await tx
    .select({ user: users, orgCode: orgs.code })
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(eq(users.status, 'active'), sql`upper(${users.idcard}) = ${idcard.toUpperCase()}`))
    .orderBy(sql`case when ${users.userType} = 'customer' then 0 else 1 end`, desc(users.id))
    .limit(1);
  return row ?? null;
}

/** Stores a registration of interest once per program and number. */
export async function saveRegistration(
  tx: Tx,
  values: { projectId: number; program: string; name: string; tel: string; remark: string | null },
): Promise<void> {
  const [existing] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.program, values.program), eq(registrations.tel, values.tel)))
    .limit(1);
  if (existing) return;
  await tx.insert(registrations).values(values);
}

/** Runs `fn`, turning a unique-index race on username or number into the user's 400 message. */
export async function withUniqueGuard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    let e: unknown = error;
    for (let i = 0; i < 3 && e; i++) {
      const pg = e as { code?: string; constraint?: string };
      if (pg.code === '23505') {
        throw badRequest(pg.constraint === 'users_project_username_uq' ? MSG.usernameTaken : MSG.telTaken);
      }
      e = (e as { cause?: unknown }).cause;
    }
    throw error;
  }
}
