import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { orgs } from './tenancy.ts';
import { doctors, patients, users } from './users.ts';

/** A file attached to a record: an address answered by POST /api/upload/file of the same project. */
export interface RecordAttachment {
  url: string;
  name: string;
}

/**
 * Check (检查, e.g. imaging) and inspection (检验, laboratory) records of a patient
 * (/api/patient/check/inspection/record). Entered by the patient's account or a servicer; the
 * doctor's remark is written by servicers only.
 */
export const checkInspectionRecords = pgTable(
  'check_inspection_records',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    kind: text('kind', { enum: ['check', 'inspection'] }).notNull(),
    itemName: text('item_name').notNull(),
    orgName: text('org_name'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    result: text('result'),
    abnormal: boolean('abnormal').notNull().default(false),
    attachments: jsonb('attachments').$type<RecordAttachment[]>().notNull().default([]),
    doctorRemark: text('doctor_remark'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('check_inspection_records_patient_idx').on(t.projectId, t.patientId, t.checkedAt)],
);

/** One item of a physical examination: its value against the reference range. */
export interface ExaminationItem {
  name: string;
  value: string;
  unit?: string;
  referenceRange?: string;
  abnormal: boolean;
}

/** Physical examination (体检) records (/api/patient/examination), entered by servicers. */
export const examinationRecords = pgTable(
  'examination_records',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    title: text('title').notNull(),
    orgName: text('org_name'),
    examinedAt: timestamp('examined_at', { withTimezone: true }).notNull(),
    summary: text('summary'),
    items: jsonb('items').$type<ExaminationItem[]>().notNull().default([]),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
  },
  (t) => [index('examination_records_patient_idx').on(t.projectId, t.patientId, t.examinedAt)],
);

/** A document of a diagnosis record; `type` groups them on the document screen. */
export interface DiagnosisDocument {
  type: number;
  name: string;
  url: string;
}

/**
 * Diagnosis records (spec 3 section 3): written by a servicer for a patient of their scope
 * (/api/patient/diagnosis/record). type: 1 outpatient, 2 inpatient, 3 follow-up visit; way: how the
 * patient was seen (free text, e.g. 门诊, 线上).
 */
export const diagnosisRecords = pgTable(
  'diagnosis_records',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    doctorId: integer('doctor_id').references(() => doctors.id),
    type: smallint('type').notNull(),
    way: text('way'),
    majorDiagnosis: text('major_diagnosis').notNull(),
    minorDiagnosis: text('minor_diagnosis'),
    medicalTime: timestamp('medical_time', { withTimezone: true }).notNull(),
    nowDisease: text('now_disease'),
    diseaseHistory: text('disease_history'),
    patientDesc: text('patient_desc'),
    physical: text('physical'),
    docList: jsonb('doc_list').$type<DiagnosisDocument[]>().notNull().default([]),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
  },
  (t) => [index('diagnosis_records_patient_idx').on(t.projectId, t.patientId, t.medicalTime)],
);

/**
 * Diagnoses the family adds to the archive (/api/patient/archive/diagnosis): entered by an account
 * bound to the patient, shown as 家属填写, never mixed into the doctors' diagnosis records.
 * disease_type: 1-4 of DISEASE_TYPES when the disease is one of them, else null (name as written).
 */
export const archiveDiagnoses = pgTable(
  'archive_diagnoses',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    diseaseType: smallint('disease_type'),
    diseaseName: text('disease_name').notNull(),
    diagnosedAt: timestamp('diagnosed_at', { withTimezone: true }).notNull(),
    hospital: text('hospital'),
    remark: text('remark'),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('archive_diagnoses_patient_idx').on(t.projectId, t.patientId, t.diagnosedAt),
    check('archive_diagnoses_type_ck', sql`disease_type is null or disease_type between 1 and 4`),
  ],
);

/**
 * Home sickbed (家庭病床) applications, which become the bed once approved (/api/patient/sickbed;
 * spec 3 section 3). state: 0 pending, 1 in care (approved, bed set up), 2 refused, 3 withdrawn
 * by the applicant, 4 discharged (packages/shared schemas/sickbed.ts). At most one open (pending
 * or in care) per patient.
 */
export const sickbedApplications = pgTable(
  'sickbed_applications',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    orgId: integer('org_id').references(() => orgs.id),
    doctorId: integer('doctor_id').references(() => doctors.id),
    hospital: text('hospital'),
    diseaseCategory: smallint('disease_category'),
    diseaseCategoryName: text('disease_category_name'),
    relation: text('relation'),
    address: text('address').notNull(),
    areaCode: text('area_code'),
    latitude: text('latitude'),
    longitude: text('longitude'),
    tel: text('tel').notNull(),
    contactsName: text('contacts_name'),
    contactsTel: text('contacts_tel'),
    contactsRelation: text('contacts_relation'),
    remark: text('remark'),
    fileList: jsonb('file_list').$type<RecordAttachment[]>().notNull().default([]),
    state: smallint('state').notNull().default(0),
    stateRemark: text('state_remark'),
    /** Set on approval (建床). */
    bedNo: text('bed_no'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    dischargedAt: timestamp('discharged_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sickbed_applications_patient_idx').on(t.projectId, t.patientId, t.createdAt),
    index('sickbed_applications_org_state_idx').on(t.projectId, t.orgId, t.state, t.createdAt),
    uniqueIndex('sickbed_applications_bed_no_uq').on(t.projectId, t.bedNo),
    check('sickbed_applications_state_ck', sql`state between 0 and 4`),
    check('sickbed_applications_discharge_ck', sql`(state = 4) = (discharged_at is not null)`),
    // In the custom tail of migration 0019 (after backfilling rows approved before beds existed):
    // sickbed_applications_open_uq (one open, state 0 or 1, per patient), sickbed_applications_bed_ck
    // (a bed number exactly in states 1 and 4), sickbed_applications_reviewed_ck.
  ],
);
