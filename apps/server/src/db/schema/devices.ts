import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { orgs } from './tenancy.ts';
import { patients, users } from './users.ts';

/** Device models a project offers (POST /api/iot/spec). */
export const deviceSpecs = pgTable(
  'device_specs',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    measureType: text('measure_type').notNull(),
    image: text('image'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('device_specs_model_uq').on(t.projectId, t.brand, t.model)],
);

/**
 * Connected devices (spec 2 section 3 device record). A device is bound to at most one patient;
 * IoT readings authenticate with the device's secret (only its SHA-256 is kept), issued at bind.
 */
export const devices = pgTable(
  'devices',
  {
    ...tenantColumns(),
    serial: text('serial').notNull(),
    specId: integer('spec_id').references(() => deviceSpecs.id),
    type: text('type'),
    bindType: text('bind_type'),
    btName: text('bt_name'),
    imsi: text('imsi'),
    macAddress: text('mac_address'),
    deviceBrand: text('device_brand'),
    deviceModel: text('device_model'),
    deviceImage: text('device_image'),
    deviceMeasureType: text('device_measure_type').notNull(),
    cooperationOrgCode: text('cooperation_org_code'),
    patientId: integer('patient_id').references(() => patients.id),
    boundByUserId: integer('bound_by_user_id').references(() => users.id),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    secretHash: text('secret_hash'),
    /** When the patient last said they use this device (POST /api/iot/use/device). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('devices_serial_uq').on(t.projectId, t.serial),
    index('devices_patient_idx').on(t.projectId, t.patientId),
  ],
);

/**
 * Device applications (POST /api/iot/device/apply). state: 0 submitted, 1 accepted (a device was
 * bound to `patientId`), 2 refused (`reviewRemark` says why). Servicers of the org decide.
 */
export const deviceApplications = pgTable(
  'device_applications',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orgId: integer('org_id').references(() => orgs.id),
    idcard: text('idcard').notNull(),
    name: text('name').notNull(),
    age: smallint('age'),
    sex: smallint('sex'),
    deviceType: text('device_type').notNull(),
    deviceBrand: text('device_brand'),
    time: text('time'),
    reason: text('reason'),
    address: text('address'),
    tel: text('tel').notNull(),
    state: smallint('state').notNull().default(0),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewRemark: text('review_remark'),
    patientId: integer('patient_id').references(() => patients.id),
    deviceId: integer('device_id').references(() => devices.id),
  },
  (t) => [
    index('device_applications_user_idx').on(t.projectId, t.userId, t.createdAt),
    index('device_applications_org_idx').on(t.projectId, t.orgId, t.state, t.createdAt),
  ],
);
