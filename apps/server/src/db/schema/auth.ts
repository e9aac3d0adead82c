import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: bytea('token_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    deviceType: text('device_type'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.projectId, t.tokenHash),
    index('sessions_user_idx').on(t.projectId, t.userId),
  ],
);

/** SMS verification codes, stored hashed; single use. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    ...tenantColumns(),
    tel: text('tel').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
  },
  (t) => [
    index('sms_codes_tel_idx').on(t.projectId, t.tel, t.createdAt),
    index('sms_codes_ip_idx').on(t.projectId, t.ip, t.createdAt),
  ],
);

/** Audit of every authentication attempt; also the window for login protection. */
export const authEvents = pgTable(
  'auth_events',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    /** Hash of the account identifier (never the raw phone or ID). */
    subject: text('subject').notNull(),
    ip: text('ip'),
    success: boolean('success').notNull(),
    reason: text('reason'),
    userId: integer('user_id'),
  },
  (t) => [
    index('auth_events_subject_idx').on(t.projectId, t.subject, t.createdAt),
    index('auth_events_ip_idx').on(t.projectId, t.ip, t.createdAt),
  ],
);

/** Keys of the development providers (generated at first start) and partner app secrets. */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    publicValue: text('public_value'),
    secretValue: text('secret_value').notNull(),
  },
  (t) => [uniqueIndex('integration_keys_uq').on(t.projectId, t.kind)],
);
