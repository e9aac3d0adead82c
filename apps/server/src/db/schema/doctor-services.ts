import {
  boolean,
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
import { systemMessages } from './messages.ts';
import { doctors, patients, users } from './users.ts';

/**
 * A doctor's function switches other than the inquiry types (those are inquiry_functions.is_open).
 * `type` is one of DOCTOR_FUNCTION_TYPES (packages/shared).
 */
export const doctorFunctionSettings = pgTable(
  'doctor_function_settings',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    type: text('type').notNull(),
    isOpen: boolean('is_open').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doctor_function_settings_uq').on(t.projectId, t.doctorId, t.type)],
);

export interface LibrarySegment {
  segment: string;
  slots: number;
  price: number;
}

/** A doctor's schedule template: segments copied into a date's schedule in one step. */
export const scheduleSegmentLibraries = pgTable(
  'schedule_segment_libraries',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['online', 'offline'] }).notNull(),
    segments: jsonb('segments').$type<LibrarySegment[]>().notNull().default([]),
  },
  (t) => [index('schedule_segment_libraries_doctor_idx').on(t.projectId, t.doctorId)],
);

/** An assistant (servicer user) working for a doctor; their chat room is the "assistant room". */
export const doctorAssistants = pgTable(
  'doctor_assistants',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    assistantUserId: integer('assistant_user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    uniqueIndex('doctor_assistants_uq').on(t.projectId, t.doctorId, t.assistantUserId),
    index('doctor_assistants_assistant_idx').on(t.projectId, t.assistantUserId),
  ],
);

/** User feedback (POST /api/message/system/feedback); images are uploads of the same project. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    imageList: jsonb('image_list').$type<string[]>().notNull().default([]),
    tel: text('tel'),
  },
  (t) => [index('feedbacks_created_idx').on(t.projectId, t.createdAt)],
);

/** A doctor's mass message to patients; delivered now or at timing_time (pg-boss). */
export const patientPushes = pgTable(
  'patient_pushes',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id),
    msgType: smallint('msg_type').notNull(),
    smsSceneKey: text('sms_scene_key'),
    templateData: jsonb('template_data').$type<{ title: string; content: string }>().notNull(),
    isAllSend: boolean('is_all_send').notNull().default(false),
    /** The patients chosen (empty when isAllSend: resolved at delivery time). */
    patientIds: jsonb('patient_ids').$type<number[]>().notNull().default([]),
    weChatUrl: text('we_chat_url'),
    timingTime: timestamp('timing_time', { withTimezone: true }),
    state: text('state', { enum: ['scheduled', 'sent'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('patient_pushes_doctor_idx').on(t.projectId, t.doctorId, t.createdAt)],
);

/** One patient (and one of its accounts, when it has any) reached by a push. */
export const patientPushDeliveries = pgTable(
  'patient_push_deliveries',
  {
    ...tenantColumns(),
    pushId: integer('push_id')
      .notNull()
      .references(() => patientPushes.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The account that got the system message; null when the patient has no account. */
    userId: integer('user_id').references(() => users.id),
    systemMessageId: integer('system_message_id').references(() => systemMessages.id, {
      onDelete: 'set null',
    }),
    smsSent: boolean('sms_sent').notNull().default(false),
    wechatSent: boolean('wechat_sent').notNull().default(false),
  },
  (t) => [
    index('patient_push_deliveries_push_idx').on(t.projectId, t.pushId),
    index('patient_push_deliveries_user_idx').on(t.projectId, t.userId, t.createdAt),
  ],
);
