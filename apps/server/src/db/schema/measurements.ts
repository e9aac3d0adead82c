import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { devices } from './devices.ts';
import { patients, users } from './users.ts';

/**
 * Every measurement, one row per reading (blood pressure, blood sugar, weight, lipids, ...).
 * `values` holds the type's components (e.g. {systolic, diastolic, heartRate}); `loinc` is the
 * panel or observation code and `unit` the UCUM unit of the main value (packages/shared
 * measurement-ranges.ts has the per-component codes). `level` is the grade from the range table;
 * `abnormal` is true when the doctor should be told.
 */
export const measurements = pgTable(
  'measurements',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    type: text('type').notNull(),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
    unit: text('unit').notNull(),
    loinc: text('loinc').notNull(),
    source: text('source', { enum: ['manual', 'bluetooth', 'iot', 'doctor'] }).notNull(),
    deviceId: integer('device_id').references(() => devices.id),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    period: text('period'),
    remark: text('remark'),
    level: text('level').notNull(),
    abnormal: boolean('abnormal').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
  },
  (t) => [
    index('measurements_history_idx').on(t.projectId, t.patientId, t.type, t.measuredAt),
    index('measurements_device_idx').on(t.projectId, t.deviceId, t.measuredAt),
    // A resident's abnormal readings since a time (the AI reminder list's count per row, the
    // reminder detail): only the abnormal ones, in the index alone.
    index('measurements_abnormal_idx').on(t.projectId, t.patientId, t.measuredAt).where(sql`abnormal`),
  ],
);
