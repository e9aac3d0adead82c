import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { patients, users } from './users.ts';

/**
 * One row per patient: what the doctor's patient list filters and sorts on, in one place so an
 * index can serve a page (issue 11). Never written by the application: the triggers at the end of
 * the migration keep it (patients insert/update, patient_diseases, measurements), so every writer
 * of those tables (API, IoT fast path, seeds, bulk SQL) keeps it right.
 * - org_id, doctor_id, is_child, patient_created_at: copies of the patients row;
 * - hbp/dm/copd/hpl_level: the group level of disease types 1-4 (null: not in that group);
 * - last_*: the newest reading (by measured time) and the newest abnormal reading's time;
 * - area_code: the district of the patient's org (orgs.area_code), so a district list is one
 *   index range (the AI platform, issue 16);
 * - tracked_until: copy of ai_patient_marks.tracked_until (AI abnormal reminders);
 * - discovery_first_at / discovery_last_at: the earliest / latest found_at of the resident's open
 *   discoveries (ai_discoveries of the resident's org with enough evidence under the project's
 *   rules, for a disease whose group they are not in); null when none (AI discovery list).
 */
export const patientSummaries = pgTable(
  'patient_summaries',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    orgId: integer('org_id'),
    doctorId: integer('doctor_id'),
    isChild: boolean('is_child').notNull().default(false),
    patientCreatedAt: timestamp('patient_created_at', { withTimezone: true }).notNull(),
    hbpLevel: smallint('hbp_level'),
    dmLevel: smallint('dm_level'),
    copdLevel: smallint('copd_level'),
    hplLevel: smallint('hpl_level'),
    lastMeasurementId: integer('last_measurement_id'),
    lastMeasuredAt: timestamp('last_measured_at', { withTimezone: true }),
    lastAbnormalAt: timestamp('last_abnormal_at', { withTimezone: true }),
    areaCode: text('area_code'),
    trackedUntil: timestamp('tracked_until', { withTimezone: true }),
    discoveryFirstAt: timestamp('discovery_first_at', { withTimezone: true }),
    discoveryLastAt: timestamp('discovery_last_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('patient_summaries_patient_uq').on(t.projectId, t.patientId),
    // The list's order within a scope; the trailing columns let a filter be checked in the index.
    index('patient_summaries_org_idx').on(
      t.projectId,
      t.orgId,
      t.patientCreatedAt.desc(),
      t.patientId.desc(),
      t.lastAbnormalAt,
      t.hbpLevel,
      t.dmLevel,
      t.copdLevel,
      t.hplLevel,
    ),
    index('patient_summaries_doctor_idx').on(
      t.projectId,
      t.doctorId,
      t.patientCreatedAt.desc(),
      t.patientId.desc(),
      t.lastAbnormalAt,
      t.hbpLevel,
      t.dmLevel,
      t.copdLevel,
      t.hplLevel,
    ),
    // Two per disease group: a group level narrows the page walk to its members in list order,
    // and the count of "level and abnormal since" to exactly the matching entries.
    ...(['hbp', 'dm', 'copd', 'hpl'] as const).flatMap((code) => {
      const level = t[`${code}Level`];
      const members = sql.raw(`${code}_level is not null`);
      return [
        index(`patient_summaries_${code}_idx`)
          .on(t.projectId, t.orgId, level, t.patientCreatedAt.desc(), t.patientId.desc(), t.lastAbnormalAt)
          .where(members),
        index(`patient_summaries_${code}_abnormal_idx`)
          .on(t.projectId, t.orgId, level, t.lastAbnormalAt)
          .where(members),
      ];
    }),
    index('patient_summaries_abnormal_idx').on(t.projectId, t.orgId, t.lastAbnormalAt),
    // "Has this doctor patients outside their org?" in three probes (list-repo.ts listScope).
    index('patient_summaries_doctor_org_idx').on(t.projectId, t.doctorId, t.orgId),
    // The AI platform's district lists (issue 16), each in its own order: a page is a range of
    // one of these and the total a count over it. Untracked abnormal residents, newest first;
    // residents with open discoveries, latest (first) found first.
    index('patient_summaries_untracked_idx')
      .on(t.projectId, t.areaCode, t.lastAbnormalAt.desc(), t.patientId.desc())
      .where(
        sql.raw(
          'last_abnormal_at is not null and (tracked_until is null or last_abnormal_at > tracked_until)',
        ),
      ),
    index('patient_summaries_discovery_last_idx')
      .on(t.projectId, t.areaCode, t.discoveryLastAt.desc(), t.patientId.desc())
      .where(sql.raw('discovery_last_at is not null')),
    index('patient_summaries_discovery_first_idx')
      .on(t.projectId, t.areaCode, t.discoveryFirstAt, t.patientId.desc())
      .where(sql.raw('discovery_first_at is not null')),
  ],
);

/**
 * Per district (area code) of a project: how many residents the AI platform's discovery list
 * (discovery_last_at set) and abnormal-reminder list (untracked abnormal) hold, kept by the
 * patient_summaries row trigger of migration 0042 so the unfiltered totals are one row read.
 */
export const aiListCounts = pgTable(
  'ai_list_counts',
  {
    ...tenantColumns(),
    areaCode: text('area_code').notNull(),
    discovery: integer('discovery').notNull().default(0),
    untracked: integer('untracked').notNull().default(0),
  },
  (t) => [uniqueIndex('ai_list_counts_area_uq').on(t.projectId, t.areaCode)],
);

/** The doctors' remarks on a patient, newest last; patients.remark keeps the current one. */
export const patientRemarks = pgTable(
  'patient_remarks',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    remark: text('remark').notNull(),
  },
  (t) => [
    index('patient_remarks_patient_idx').on(t.projectId, t.patientId, t.createdAt),
    check('patient_remarks_length', sql`char_length(${t.remark}) <= 500`),
  ],
);
