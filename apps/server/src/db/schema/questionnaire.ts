import type { Answers, QuestionnaireDefinition } from '@kanghu/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { patients, users } from './users.ts';

/**
 * Questionnaire definitions of a project (issue 12): the engine's definition (packages/shared
 * questionnaire) as JSON. A definition is never edited in place once records refer to it: a new
 * version is a new row with the same code, the old one inactive.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    groupName: text('group_name').notNull(),
    definition: jsonb('definition').$type<QuestionnaireDefinition>().notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('questionnaires_code_uq').on(t.projectId, t.code).where(sql`active`)],
);

/**
 * A submitted questionnaire: the kept answers (visible items only) and the score the server
 * computed from the definition (total, band, result text and advice, flags).
 */
export const questionnaireRecords = pgTable(
  'questionnaire_records',
  {
    ...tenantColumns(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    /** Who submitted; null through a no-login link. */
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id),
    via: text('via', { enum: ['app', 'link'] }).notNull(),
    answers: jsonb('answers').$type<Answers>().notNull(),
    total: real('total'),
    level: text('level'),
    tone: text('tone', { enum: ['normal', 'attention', 'abnormal', 'severe'] }),
    resultText: text('result_text'),
    advice: text('advice'),
    flags: jsonb('flags').$type<string[]>().notNull().default([]),
    evaluationType: integer('evaluation_type'),
    relationId: integer('relation_id'),
    researchPathItemRecordId: integer('research_path_item_record_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questionnaire_records_patient_idx').on(t.projectId, t.patientId, t.questionnaireId, t.answeredAt),
    index('questionnaire_records_question_idx').on(t.projectId, t.questionnaireId, t.answeredAt),
  ],
);

/** Temporary save: one draft per patient and questionnaire, deleted when the record is submitted. */
export const questionnaireDrafts = pgTable(
  'questionnaire_drafts',
  {
    ...tenantColumns(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    savedByUserId: integer('saved_by_user_id')
      .notNull()
      .references(() => users.id),
    answers: jsonb('answers').$type<Answers>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questionnaire_drafts_uq').on(t.projectId, t.patientId, t.questionnaireId)],
);

/**
 * Single-use no-login links: only the SHA-256 of the random token is stored; the link is used up
 * by the record it carries (used_at, record_id) or by its expiry.
 */
export const questionnaireLinks = pgTable(
  'questionnaire_links',
  {
    ...tenantColumns(),
    tokenHash: text('token_hash').notNull(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    recordId: integer('record_id').references(() => questionnaireRecords.id),
  },
  (t) => [uniqueIndex('questionnaire_links_token_uq').on(t.tokenHash)],
);

/**
 * Images an image item uploaded through a no-login link (the form has no session): the file is in
 * `uploads` (category question-link, refused by the open file address) and only served to whoever
 * may read the record the link stored (GET /api/question/link/file/:name).
 */
export const questionnaireLinkFiles = pgTable(
  'questionnaire_link_files',
  {
    ...tenantColumns(),
    linkId: integer('link_id')
      .notNull()
      .references(() => questionnaireLinks.id),
    storedName: text('stored_name').notNull(),
  },
  (t) => [uniqueIndex('questionnaire_link_files_name_uq').on(t.projectId, t.storedName)],
);
