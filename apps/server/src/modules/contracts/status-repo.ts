import {
  ACTIVE_CONTRACT_STATES,
  CONTRACT_STATE_CODES,
  type ContractState,
  RENEWAL_REMINDER_DAYS,
} from '@kanghu/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { familyDoctorContracts as c } from '../../db/schema/index.ts';
import { contractVisibleTo } from './repo.ts';

/*
 * Contract status for other screens (the doctor's patient list filters, the dashboard's "signed
 * residents / renewals due"): the active contract of a patient, counts by state for a doctor or
 * org, contracts expiring within N days.
 */

const ACTIVE = [...ACTIVE_CONTRACT_STATES];

/** The active contract covering `today`, else the next one to start (null: none). */
export async function activeContractOf(tx: Tx, patientId: number, today: string) {
  const [row] = await tx
    .select()
    .from(c)
    .where(and(eq(c.patientId, patientId), inArray(c.state, ACTIVE), sql`${c.endDate} >= ${today}::date`))
    .orderBy(asc(c.startDate))
    .limit(1);
  return row ?? null;
}

/** Contracts by state and those ending within RENEWAL_REMINDER_DAYS, among those the viewer sees. */
export async function contractCountsFor(
  tx: Tx,
  viewer: Viewer,
  today: string,
  doctorId?: number,
): Promise<Record<ContractState | 'expiring', number>> {
  const dueBy = sql`(${today}::date + ${RENEWAL_REMINDER_DAYS}::int)`;
  const rows = await tx
    .select({
      state: c.state,
      n: count(),
      expiring: sql<number>`count(*) filter (where ${c.endDate} <= ${dueBy} and ${c.endDate} >= ${today}::date)::int`,
    })
    .from(c)
    .where(and(contractVisibleTo(viewer), doctorId !== undefined ? eq(c.doctorId, doctorId) : undefined))
    .groupBy(c.state);
  const out = Object.fromEntries([...CONTRACT_STATE_CODES, 'expiring'].map((s) => [s, 0])) as Record<
    ContractState | 'expiring',
    number
  >;
  for (const r of rows) {
    if (r.state in out) out[r.state as ContractState] = r.n;
    if ((ACTIVE as string[]).includes(r.state)) out.expiring += r.expiring;
  }
  return out;
}

/** Active contracts of the viewer's scope ending within `days` of `today`, soonest first. */
export function expiringContracts(tx: Tx, viewer: Viewer, today: string, days: number, limit = 100) {
  return tx
    .select()
    .from(c)
    .where(
      and(
        contractVisibleTo(viewer),
        inArray(c.state, ACTIVE),
        sql`${c.endDate} between ${today}::date and (${today}::date + ${days}::int)`,
      ),
    )
    .orderBy(asc(c.endDate), asc(c.id))
    .limit(limit);
}
