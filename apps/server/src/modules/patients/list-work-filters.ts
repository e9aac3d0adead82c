import {
  addDaysToDate,
  type ContractFilter,
  chinaDay,
  chinaDayBounds,
  FOLLOW_DUE_SOON_DAYS,
  type FollowDueFilter,
  RENEWAL_REMINDER_DAYS,
} from '@kanghu/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  familyDoctorContracts as c,
  patientCallRecords as calls,
  followPlans as fp,
  followRecords as fr,
  patientRemarks as remarks,
  patientSummaries as s,
} from '../../db/schema/index.ts';

/*
 * The workbench filters of the doctor's list (contract status, follow-up due, abnormal not yet
 * handled): each an EXISTS keyed by s.patient_id on an index that starts (project, patient), so
 * the list walks patient_summaries in its own index order and probes each row once.
 */

/** Signed (or 待续约) contracts: the states in which the resident is signed with the doctor. */
const SIGNED = sql`${c.state} in ('signed', 'renewal_due')`;

/** family_doctor_contracts_patient_idx (project, patient, start date). */
function signedContract(today: string, extra: SQL): SQL {
  return sql`exists (select 1 from ${c} where ${c.patientId} = ${s.patientId} and ${SIGNED}
    and ${c.startDate} <= ${today}::date and ${extra})`;
}

/** contractStatus: signed / renewal (ends within RENEWAL_REMINDER_DAYS) / none. */
export function contractCondition(value: ContractFilter, now: Date): SQL {
  const today = chinaDay(now);
  const covers = signedContract(today, sql`${c.endDate} >= ${today}::date`);
  if (value === 'signed') return covers;
  if (value === 'none') return sql`not ${covers}`;
  const dueBy = addDaysToDate(today, RENEWAL_REMINDER_DAYS);
  return signedContract(today, sql`${c.endDate} between ${today}::date and ${dueBy}::date`);
}

/** followDue: an open plan today / before today / from today to FOLLOW_DUE_SOON_DAYS on (China days). */
export function followDueCondition(value: FollowDueFilter, now: Date): SQL {
  const today = chinaDay(now);
  const { start, end } = chinaDayBounds(today);
  const range =
    value === 'today'
      ? sql`${fp.planTime} between ${start} and ${end}`
      : value === 'overdue'
        ? sql`${fp.planTime} < ${start}`
        : sql`${fp.planTime} between ${start} and ${chinaDayBounds(addDaysToDate(today, FOLLOW_DUE_SOON_DAYS)).end}`;
  // follow_plans_patient_idx (project, patient, plan time).
  return sql`exists (select 1 from ${fp} where ${fp.patientId} = ${s.patientId} and ${fp.state} = 'open' and ${range})`;
}

/**
 * Abnormal not yet handled: the newest abnormal reading is within the recent window and no follow
 * record, phone call or remark on the patient is dated at or after it (each probe on its
 * (project, patient, time) index).
 */
export function unhandledCondition(since: Date): SQL {
  const after = (table: SQL, time: SQL, patient: SQL) =>
    sql`exists (select 1 from ${table} where ${patient} = ${s.patientId} and ${time} >= ${s.lastAbnormalAt})`;
  return sql`(${s.lastAbnormalAt} >= ${since}
    and not ${after(sql`${fr}`, sql`${fr.followTime}`, sql`${fr.patientId}`)}
    and not ${after(sql`${calls}`, sql`${calls.startTime}`, sql`${calls.patientId}`)}
    and not ${after(sql`${remarks}`, sql`${remarks.createdAt}`, sql`${remarks.patientId}`)})`;
}
