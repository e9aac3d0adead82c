import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { districts } from './tenancy.ts';
import { doctors, patients, users } from './users.ts';

/**
 * A servicer's account in a district system (POST /api/doctor/yzh/bind; spec 3 section 4: after a
 * servicer logs in, a local user id and region code are loaded). One binding per servicer. The
 * district password is kept only sealed (AES-256-GCM with the project's key `local-yzh:binding`,
 * integration_keys), because the district provider needs it to sign in; it is never answered.
 */
export const aiLocalBindings = pgTable(
  'ai_local_bindings',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    doctorId: integer('doctor_id').references(() => doctors.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    localUsername: text('local_username').notNull(),
    localPasswordSealed: text('local_password_sealed').notNull(),
    localUserId: text('local_user_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_local_bindings_user_uq').on(t.projectId, t.userId),
    index('ai_local_bindings_district_idx').on(t.projectId, t.districtId),
  ],
);

/**
 * Patient discovery evidence (issue 16): one row per resident and disease type (1 hypertension,
 * 2 diabetes, 3 COPD, 4 dyslipidaemia) whose readings or diagnoses suggest it. Derived data, kept
 * by the triggers at the end of the migration (measurements, diagnosis_records), so every writer
 * keeps it right. org_id: the patient's org when first found (the list also checks patients.org_id).
 */
export const aiDiscoveries = pgTable(
  'ai_discoveries',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    orgId: integer('org_id'),
    diseaseType: smallint('disease_type').notNull(),
    /** 'reading' or 'diagnosis': what found it first. */
    source: text('source').notNull(),
    evidenceCount: integer('evidence_count').notNull().default(1),
    worstLevel: text('worst_level'),
    /** The newest suggestive reading (no foreign key: a reading may be deleted). */
    lastMeasurementId: integer('last_measurement_id'),
    diagnosisText: text('diagnosis_text'),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
    lastFoundAt: timestamp('last_found_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ai_discoveries_uq').on(t.projectId, t.patientId, t.diseaseType),
    index('ai_discoveries_org_idx').on(t.projectId, t.orgId, t.foundAt.desc(), t.patientId),
    check('ai_discoveries_type', sql`disease_type between 1 and 4`),
  ],
);

/**
 * The AI platform's state of a resident: abnormal readings up to `tracked_until` are handled
 * (tracking records); the stored risk (model, percent) and its high-risk management state
 * (danger_state 0 pending, 1 managed, 2 not yet managed with a reason).
 */
export const aiPatientMarks = pgTable(
  'ai_patient_marks',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    trackedUntil: timestamp('tracked_until', { withTimezone: true }),
    riskModel: text('risk_model'),
    riskPercent: real('risk_percent'),
    riskLevel: text('risk_level'),
    riskInputs: jsonb('risk_inputs').$type<Record<string, unknown>>(),
    riskComputedAt: timestamp('risk_computed_at', { withTimezone: true }),
    dangerState: smallint('danger_state').notNull().default(0),
    dangerReason: text('danger_reason'),
    dangerUserId: integer('danger_user_id').references(() => users.id),
    dangerUpdatedAt: timestamp('danger_updated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_patient_marks_patient_uq').on(t.projectId, t.patientId),
    index('ai_patient_marks_risk_idx')
      .on(t.projectId, t.dangerState, t.riskPercent.desc())
      .where(sql`risk_percent is not null`),
    check('ai_patient_marks_danger_state', sql`danger_state in (0, 1, 2)`),
  ],
);

/**
 * Tracking records of the abnormal reminders (POST track/record and track; spec 3 section 3 "Track
 * record"): how the servicer handled a resident's abnormal readings, and the advice pushed to the
 * patient. The fields the spec names beyond these are kept in `fields` as sent.
 */
export const aiTrackRecords = pgTable(
  'ai_track_records',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    doctorId: integer('doctor_id').references(() => doctors.id),
    state: smallint('state').notNull(),
    reason: text('reason'),
    reasonOther: text('reason_other'),
    handleWay: text('handle_way'),
    handleWayOther: text('handle_way_other'),
    content: text('content'),
    diagnosis: text('diagnosis'),
    diagnosticContent: text('diagnostic_content'),
    pushAdvice: text('push_advice'),
    pushed: boolean('pushed').notNull().default(false),
    abnormalNum: integer('abnormal_num').notNull().default(0),
    /** The newest abnormal reading this record handles. */
    handledUntil: timestamp('handled_until', { withTimezone: true }),
    time: timestamp('time', { withTimezone: true }).notNull(),
    nextTime: timestamp('next_time', { withTimezone: true }),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('ai_track_records_patient_idx').on(t.projectId, t.patientId, t.time.desc())],
);
