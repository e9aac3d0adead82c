import { chinaDayBounds } from '@kanghu/shared';
import { and, count, desc, eq, getTableColumns, gte, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { auditEvents, orgs, patients, users } from '../../db/schema/index.ts';

export interface TrailFilter {
  userId?: number;
  patientId?: number;
  action?: string;
  outcome?: string;
  startDate?: string;
  endDate?: string;
  /** An org administrator sees the events of the org's staff and of the org's patients. */
  orgId: number | null;
}

const ENTRY = {
  id: auditEvents.id,
  at: auditEvents.at,
  userId: auditEvents.userId,
  actorName: users.name,
  actorType: users.userType,
  role: auditEvents.role,
  orgName: orgs.name,
  action: auditEvents.action,
  resource: auditEvents.resource,
  resourceId: auditEvents.resourceId,
  patientId: auditEvents.patientId,
  patientName: patients.name,
  outcome: auditEvents.outcome,
  ip: auditEvents.ip,
  device: auditEvents.device,
};

export type EntryRow = Awaited<ReturnType<typeof entries>>['list'][number];

async function entries(tx: Tx, where: SQL | undefined, limit: number, offset: number) {
  const list = await tx
    .select(ENTRY)
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .leftJoin(orgs, eq(orgs.id, auditEvents.orgId))
    .leftJoin(patients, eq(patients.id, auditEvents.patientId))
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(where);
  return { list, total: total?.n ?? 0 };
}

/** Who else (not the account itself) opened this patient's records, newest first. */
export function patientAccessRows(
  tx: Tx,
  patientId: number,
  selfUserId: number,
  limit: number,
  offset: number,
) {
  return entries(
    tx,
    and(
      eq(auditEvents.patientId, patientId),
      or(ne(auditEvents.userId, selfUserId), isNull(auditEvents.userId)),
    ),
    limit,
    offset,
  );
}

export function trailRows(tx: Tx, f: TrailFilter, limit: number, offset: number) {
  const conditions: Array<SQL | undefined> = [
    f.userId === undefined ? undefined : eq(auditEvents.userId, f.userId),
    f.patientId === undefined ? undefined : eq(auditEvents.patientId, f.patientId),
    f.action === undefined ? undefined : eq(auditEvents.action, f.action),
    f.outcome === undefined ? undefined : eq(auditEvents.outcome, f.outcome),
    f.startDate === undefined ? undefined : gte(auditEvents.at, chinaDayBounds(f.startDate).start),
    f.endDate === undefined ? undefined : lt(auditEvents.at, chinaDayBounds(f.endDate).end),
    f.orgId === null
      ? undefined
      : or(
          eq(auditEvents.orgId, f.orgId),
          // The actor's org as the account says, for rows made before the viewer was known (sign-in).
          eq(users.orgId, f.orgId),
          sql`${auditEvents.patientId} in (select ${patients.id} from ${patients} where ${patients.orgId} = ${f.orgId})`,
        ),
  ];
  return entries(tx, and(...conditions), limit, offset);
}

/** Every table of the schema with a patient_id column (the export walks them all). */
export async function patientTables(tx: Tx): Promise<string[]> {
  const result = await tx.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'patient_id' order by table_name`,
  );
  return result.rows.map((r) => r.table_name);
}

/** All rows of one table about one patient (row-level security keeps them in the project). */
export async function rowsOfPatient(tx: Tx, table: string, patientId: number): Promise<unknown[]> {
  const result = await tx.execute(
    sql`select * from ${sql.identifier(table)} where patient_id = ${patientId}`,
  );
  return result.rows;
}

/** The account's own messages: chat records it sent or received and its system messages. */
export async function messagesOfUser(tx: Tx, userId: number) {
  const chat = await tx.execute(
    sql`select * from ask_records where user_id = ${userId} or receive_user_id = ${userId} order by id`,
  );
  const system = await tx.execute(sql`select * from system_messages where user_id = ${userId} order by id`);
  return { chat: chat.rows, system: system.rows };
}

/** The account's profile as stored, without its password hash. */
export async function accountOf(tx: Tx, userId: number) {
  const { passwordHash: _hidden, ...columns } = getTableColumns(users);
  const [row] = await tx.select(columns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
