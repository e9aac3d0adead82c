import { and, count, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { patientSummaries as s, systemMessages } from '../../db/schema/index.ts';
import { filterConditions, type PatientListFilter } from '../patients/list-filters.ts';

/** The dashboard's patient counts: each the total of the doctor's list with that one filter. */
export const PATIENT_COUNT_FILTERS = {
  signed: { contractStatus: 'signed' },
  renewalDue: { contractStatus: 'renewal' },
  followDueToday: { followDue: 'today' },
  followOverdue: { followDue: 'overdue' },
  abnormalUnhandled: { unhandled: '1' },
} as const satisfies Record<string, PatientListFilter>;
export type PatientCountKey = keyof typeof PATIENT_COUNT_FILTERS;

/**
 * All the dashboard's patient counts in ONE pass over the scope's patient_summaries rows, with
 * the very conditions of the list's filters (so a number and the list it opens always agree).
 */
export async function patientCounts(tx: Tx, scope: SQL, now: Date): Promise<Record<PatientCountKey, number>> {
  const columns: Record<string, SQL<number>> = {};
  for (const [key, filter] of Object.entries(PATIENT_COUNT_FILTERS)) {
    const condition = and(...filterConditions(filter, now)) ?? sql`true`;
    columns[key] = sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  }
  const [row] = await tx.select(columns).from(s).where(scope);
  const out = {} as Record<PatientCountKey, number>;
  for (const key of Object.keys(PATIENT_COUNT_FILTERS) as PatientCountKey[]) out[key] = row?.[key] ?? 0;
  return out;
}

/** The user's unread system messages (the message tab's). */
export async function unreadSystemMessages(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(systemMessages)
    .where(and(sql`${systemMessages.userId} = ${userId}`, isNull(systemMessages.readAt)));
  return row?.n ?? 0;
}
