import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { measurements } from './measurements.ts';
import { orgs } from './tenancy.ts';
import { doctors, patients, users } from './users.ts';

/**
 * Home-monitoring tasks (/api/patient/yzh/home/health/monitor/task): one row per patient and
 * monitored type; at most one active task per patient and type. `times` readings per `unit`
 * (day or week) from start_date for `days` days.
 */
export const monitorTasks = pgTable(
  'monitor_tasks',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    monitorType: text('monitor_type').notNull(),
    times: smallint('times').notNull(),
    unit: text('unit', { enum: ['day', 'week'] }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    days: smallint('days').notNull(),
    state: text('state', { enum: ['active', 'terminated'] })
      .notNull()
      .default('active'),
    remark: text('remark'),
    orgId: integer('org_id').references(() => orgs.id),
    doctorId: integer('doctor_id').references(() => doctors.id),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    terminatedByUserId: integer('terminated_by_user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('monitor_tasks_active_uq')
      .on(t.projectId, t.patientId, t.monitorType)
      .where(sql`state = 'active'`),
    index('monitor_tasks_patient_idx').on(t.projectId, t.patientId, t.createdAt),
  ],
);

/** Health huts (self-service measuring kiosks) placed at orgs; a hut signs uploads with its secret. */
export const huts = pgTable(
  'huts',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    address: text('address'),
    openHours: text('open_hours'),
    state: text('state', { enum: ['online', 'offline', 'maintenance'] })
      .notNull()
      .default('online'),
    secretHash: text('secret_hash'),
  },
  (t) => [
    uniqueIndex('huts_project_code_uq').on(t.projectId, t.code),
    index('huts_org_idx').on(t.projectId, t.orgId),
  ],
);

/** One sign-in of a patient at a hut; its readings are measurements (source iot) linked below. */
export const hutVisits = pgTable(
  'hut_visits',
  {
    ...tenantColumns(),
    hutId: integer('hut_id')
      .notNull()
      .references(() => huts.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('hut_visits_patient_idx').on(t.projectId, t.patientId, t.visitedAt),
    index('hut_visits_hut_idx').on(t.projectId, t.hutId, t.visitedAt),
  ],
);

export const hutReadings = pgTable(
  'hut_readings',
  {
    ...tenantColumns(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => hutVisits.id),
    measurementId: integer('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('hut_readings_measurement_uq').on(t.projectId, t.measurementId),
    index('hut_readings_visit_idx').on(t.projectId, t.visitId),
  ],
);

/** Lung-function (spirometry) reports collected by doctors (/api/patient/report/lung/function/collection). */
export const lungFunctionReports = pgTable(
  'lung_function_reports',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    doctorId: integer('doctor_id').references(() => doctors.id),
    orgId: integer('org_id').references(() => orgs.id),
    fvc: real('fvc').notNull(),
    fev1: real('fev1').notNull(),
    fev1Fvc: real('fev1_fvc').notNull(),
    fev1FvcMax: real('fev1_fvc_max'),
    fet: real('fet'),
    evFvc: real('ev_fvc'),
    mef25: real('mef25'),
    mef50: real('mef50'),
    mef75: real('mef75'),
    pef: real('pef'),
    vexp: real('vexp'),
    height: real('height'),
    weight: real('weight'),
    fileUrl: text('file_url'),
    isInhaledBronchodilator: boolean('is_inhaled_bronchodilator').notNull().default(false),
    reportTime: timestamp('report_time', { withTimezone: true }).notNull(),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lung_reports_patient_idx').on(t.projectId, t.patientId, t.reportTime),
    index('lung_reports_org_idx').on(t.projectId, t.orgId, t.reportTime),
  ],
);
