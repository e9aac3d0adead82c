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
 * - last_*: the newest reading (by measured time) and the newest abnormal reading's time.
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
  ],
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
