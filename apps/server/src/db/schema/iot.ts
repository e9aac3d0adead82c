import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { devices } from './devices.ts';
import { orgs } from './tenancy.ts';
import { patients, users } from './users.ts';

/** Orgs of the project that cooperate for IoT devices (GET /api/iot/cooperation/org). */
export const iotCooperationOrgs = pgTable(
  'iot_cooperation_orgs',
  {
    ...tenantColumns(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    /** Measure types the org supplies devices for (empty: any). */
    measureTypes: jsonb('measure_types').$type<string[]>().notNull().default([]),
    remark: text('remark'),
  },
  (t) => [uniqueIndex('iot_cooperation_orgs_org_uq').on(t.projectId, t.orgId)],
);

/**
 * A watch bound through a watch provider (spec 2 section 3 watch bind). The watch is also a row of
 * `devices` (serial = deviceSn) whose secret hash is the watch's deviceSecret, so its gateway
 * uploads through the IoT collection calls like any device. Emergency phone kept for the provider.
 */
export const watchBindings = pgTable(
  'watch_bindings',
  {
    ...tenantColumns(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    provider: text('provider').notNull(),
    emergencyName: text('emergency_name').notNull(),
    emergencyTel: text('emergency_tel').notNull(),
    height: real('height'),
    weight: real('weight'),
    boundByUserId: integer('bound_by_user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('watch_bindings_device_uq').on(t.projectId, t.deviceId),
    index('watch_bindings_patient_idx').on(t.projectId, t.patientId),
  ],
);

/** Positions reported by a patient's watch (GET /api/patient/life/position). WGS-84 degrees. */
export const patientPositions = pgTable(
  'patient_positions',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    deviceId: integer('device_id').references(() => devices.id),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    accuracy: real('accuracy'),
    address: text('address'),
    locatedAt: timestamp('located_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('patient_positions_patient_idx').on(t.projectId, t.patientId, t.locatedAt)],
);

/** Wrong bind codes tried (GET /api/patient/relation/bind/code/:code), the window of its limit. */
export const bindCodeFailures = pgTable(
  'bind_code_failures',
  {
    ...tenantColumns(),
    userId: integer('user_id').notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [
    index('bind_code_failures_user_idx').on(t.projectId, t.userId, t.createdAt),
    index('bind_code_failures_ip_idx').on(t.projectId, t.ip, t.createdAt),
  ],
);

/**
 * Third-party side-switch bindings (spec 3 third-party binding entity): the person `idcard` may
 * act for `bindIdcard` on a partner side (POST /api/third/patient/side/switch/bind).
 */
export const thirdPatientBindings = pgTable(
  'third_patient_bindings',
  {
    ...tenantColumns(),
    idcard: text('idcard').notNull(),
    name: text('name').notNull(),
    bindIdcard: text('bind_idcard').notNull(),
    bindName: text('bind_name').notNull(),
    bindPhone: text('bind_phone').notNull(),
    relation: text('relation').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('third_patient_bindings_pair_uq').on(t.projectId, t.idcard, t.bindIdcard),
    index('third_patient_bindings_bind_idx').on(t.projectId, t.bindIdcard),
  ],
);
