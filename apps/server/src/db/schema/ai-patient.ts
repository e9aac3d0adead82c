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
} from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { tenantColumns } from './columns.ts';
import { systemMessages } from './messages.ts';
import { districts } from './tenancy.ts';
import { patients, users } from './users.ts';

const district = () =>
  integer('district_id')
    .notNull()
    .references(() => districts.id);
const patient = () =>
  integer('patient_id')
    .notNull()
    .references(() => patients.id);

/** An intervention message a servicer sent to residents of a district (intervention/message/send). */
export const aiInterventionMessages = pgTable(
  'ai_intervention_messages',
  {
    ...tenantColumns(),
    districtId: district(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    messageType: smallint('message_type').notNull(),
    isAllSend: boolean('is_all_send').notNull().default(false),
    time: timestamp('time', { withTimezone: true }).notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    /** An article of the project pushed with the message (local-yzh article/* calls); null for plain messages. */
    articleId: integer('article_id').references(() => articles.id),
  },
  (t) => [
    index('ai_intervention_messages_district_idx').on(t.projectId, t.districtId, t.time.desc()),
    index('ai_intervention_messages_article_idx')
      .on(t.projectId, t.districtId, t.articleId)
      .where(sql`article_id is not null`),
  ],
);

/** One resident of a message; delivered as a system message to each account bound to the resident. */
export const aiInterventionRecipients = pgTable(
  'ai_intervention_recipients',
  {
    ...tenantColumns(),
    messageId: integer('message_id')
      .notNull()
      .references(() => aiInterventionMessages.id),
    patientId: patient(),
    systemMessageId: integer('system_message_id').references(() => systemMessages.id),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_intervention_recipients_message_idx').on(t.projectId, t.messageId),
    index('ai_intervention_recipients_patient_idx').on(t.projectId, t.patientId, t.readAt),
  ],
);

/** A resident's question to the district doctor (ask/record), pushed as AI_ASK. */
export const aiAskRecords = pgTable(
  'ai_ask_records',
  {
    ...tenantColumns(),
    districtId: district(),
    patientId: patient(),
    /** The account that asked (the patient's own or a family member's). */
    askerUserId: integer('asker_user_id').references(() => users.id),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('ai_ask_records_district_idx').on(t.projectId, t.districtId, t.createdAt.desc())],
);

/** Family-doctor signing records of the district (ls/submit/sign, sign/create). */
export const aiSignRecords = pgTable(
  'ai_sign_records',
  {
    ...tenantColumns(),
    districtId: district(),
    patientId: patient(),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name'),
    name: text('name').notNull(),
    age: integer('age'),
    sex: smallint('sex'),
    connection: text('connection'),
    tel: text('tel'),
    address: text('address'),
    signInstitution: text('sign_institution').notNull(),
    signTeam: text('sign_team').notNull(),
    signStatus: smallint('sign_status').notNull().default(0),
    signTime: timestamp('sign_time', { withTimezone: true }).notNull(),
    wechatFollowedAt: timestamp('wechat_followed_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_sign_records_district_idx').on(t.projectId, t.districtId, t.signStatus, t.signTime.desc()),
    index('ai_sign_records_patient_idx').on(t.projectId, t.patientId),
    check('ai_sign_records_status', sql`sign_status in (0, 1, 2)`),
  ],
);

/**
 * The platform's local reports of a resident: check reports, prescriptions, health and medical
 * records (kind). Content is the platform's own structured record; file_path an uploaded file.
 */
export const aiLocalReports = pgTable(
  'ai_local_reports',
  {
    ...tenantColumns(),
    districtId: district(),
    patientId: patient(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    orgName: text('org_name'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    filePath: text('file_path'),
    reportTime: timestamp('report_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ai_local_reports_patient_idx').on(t.projectId, t.patientId, t.kind, t.reportTime.desc()),
    check('ai_local_reports_kind', sql`kind in ('report', 'prescription', 'health', 'medical')`),
  ],
);

/** A shared/printed report link (print/record) and its scans (print/record/scan). */
export const aiPrintRecords = pgTable(
  'ai_print_records',
  {
    ...tenantColumns(),
    districtId: district(),
    patientId: patient(),
    userId: integer('user_id').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    scanCount: integer('scan_count').notNull().default(0),
    lastScanAt: timestamp('last_scan_at', { withTimezone: true }),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('ai_print_records_district_idx').on(t.projectId, t.districtId, t.createdAt.desc())],
);
