import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { patients, users } from './users.ts';

/**
 * A video room of a project (spec 1 section 2.17): the host who opened it, its members (the
 * consultation's doctors and patient, or nobody else for a doctor's test room) and, when it
 * belongs to one, the remote consultation. Guests join through video_invites.
 */
export const videoRooms = pgTable(
  'video_rooms',
  {
    ...tenantColumns(),
    /** The numeric room id of the spec (roomCode of a consultation). */
    roomCode: text('room_code').notNull(),
    hostUserId: integer('host_user_id')
      .notNull()
      .references(() => users.id),
    /** Account ids besides the host and the patient's accounts (the other doctors). */
    memberUserIds: integer('member_user_ids').array().notNull().default([]),
    patientId: integer('patient_id').references(() => patients.id),
    title: text('title'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('video_rooms_code_idx').on(t.projectId, t.roomCode)],
);

/** A remote video consultation (spec 3 section 3): scheduled by a doctor, ended by the host. */
export const remoteConsultations = pgTable(
  'remote_consultations',
  {
    ...tenantColumns(),
    roomId: integer('room_id')
      .notNull()
      .references(() => videoRooms.id),
    title: text('title').notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    hostUserId: integer('host_user_id')
      .notNull()
      .references(() => users.id),
    orgId: integer('org_id'),
    doctorIds: integer('doctor_ids').array().notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    isRemind: boolean('is_remind').notNull().default(true),
    state: text('state', { enum: ['scheduled', 'ended'] })
      .notNull()
      .default('scheduled'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Set when the 10-minute reminder went out (a retried job sends nothing). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('remote_consultations_room_idx').on(t.roomId),
    index('remote_consultations_list_idx').on(t.projectId, t.startTime),
  ],
);

/** A one-time invite link of a room: the token's hash; used by one account, once. */
export const videoInvites = pgTable(
  'video_invites',
  {
    ...tenantColumns(),
    roomId: integer('room_id')
      .notNull()
      .references(() => videoRooms.id),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedBy: integer('used_by').references(() => users.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('video_invites_token_idx').on(t.tokenHash),
    index('video_invites_guest_idx').on(t.roomId, t.usedBy),
  ],
);
