import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { sickbedApplications } from './health-records.ts';
import { doctors, patients, users } from './users.ts';

/**
 * Home visits (上门服务, /api/patient/home/visit; spec 3 section 3 "home visit"): a servicer
 * records a visit to a patient, linked to the patient's bed when there is one.
 * type: packages/shared HOME_VISIT_TYPES; content_category: the service items done.
 */
export const homeVisits = pgTable(
  'home_visits',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    sickbedId: integer('sickbed_id').references(() => sickbedApplications.id),
    /** The doctor who visited. */
    doctorId: integer('doctor_id').references(() => doctors.id),
    recordedByUserId: integer('recorded_by_user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    contentCategory: text('content_category').notNull(),
    remark: text('remark'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('home_visits_sickbed_idx').on(t.projectId, t.sickbedId, t.startTime),
    index('home_visits_patient_idx').on(t.projectId, t.patientId, t.startTime),
    check('home_visits_time_ck', sql`end_time >= start_time`),
    check('home_visits_type_ck', sql`type between 1 and 4`),
  ],
);
