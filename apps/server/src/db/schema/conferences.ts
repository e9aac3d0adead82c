import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { users } from './users.ts';

/** A conference (会议) of a project: its venue, dates, registration switch and venue sign-in code. */
export const conferences = pgTable(
  'conferences',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    cover: text('cover'),
    intro: text('intro').notNull().default(''),
    organizer: text('organizer').notNull().default(''),
    venue: text('venue').notNull(),
    address: text('address').notNull().default(''),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    registerOpen: boolean('register_open').notNull().default(true),
    /** The 6-digit code shown at the registration desk; attendees enter it to sign in. */
    signCode: text('sign_code').notNull(),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [index('conferences_list_idx').on(t.projectId, t.isShow, t.startDate)],
);

export const conferenceExperts = pgTable(
  'conference_experts',
  {
    ...tenantColumns(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    org: text('org').notNull().default(''),
    intro: text('intro').notNull().default(''),
    photo: text('photo'),
    featured: boolean('featured').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('conference_experts_idx').on(t.projectId, t.conferenceId, t.sort)],
);

export const conferenceHalls = pgTable(
  'conference_halls',
  {
    ...tenantColumns(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id),
    name: text('name').notNull(),
    location: text('location').notNull().default(''),
    capacity: integer('capacity'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('conference_halls_idx').on(t.projectId, t.conferenceId, t.sort)],
);

/** A thematic session (专题) held in one hall on one day. */
export const conferenceThematics = pgTable(
  'conference_thematics',
  {
    ...tenantColumns(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id),
    hallId: integer('hall_id')
      .notNull()
      .references(() => conferenceHalls.id),
    name: text('name').notNull(),
    day: date('day').notNull(),
    chair: text('chair'),
  },
  (t) => [index('conference_thematics_idx').on(t.projectId, t.conferenceId, t.day)],
);

/** An agenda topic (议程) of a thematic session: a talk at a time, by a speaker. */
export const conferenceTopics = pgTable(
  'conference_topics',
  {
    ...tenantColumns(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id),
    thematicId: integer('thematic_id')
      .notNull()
      .references(() => conferenceThematics.id),
    title: text('title').notNull(),
    /** China local times HH:mm on the thematic's day. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    expertId: integer('expert_id').references(() => conferenceExperts.id),
    speaker: text('speaker'),
  },
  (t) => [index('conference_topics_idx').on(t.projectId, t.conferenceId, t.thematicId)],
);

/** A registration (报名): by an account, or on the open page by a verified phone number. */
export const conferenceRegistrations = pgTable(
  'conference_registrations',
  {
    ...tenantColumns(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id),
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    tel: text('tel').notNull(),
    remark: text('remark'),
    number: text('number').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conference_registrations_tel_uq').on(t.projectId, t.conferenceId, t.tel),
    index('conference_registrations_user_idx').on(t.projectId, t.userId),
  ],
);

/** The personal itinerary (我的行程): topics an account plans to attend. */
export const conferenceItinerary = pgTable(
  'conference_itinerary',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id),
    topicId: integer('topic_id')
      .notNull()
      .references(() => conferenceTopics.id),
    hallId: integer('hall_id').notNull(),
    thematicId: integer('thematic_id').notNull(),
  },
  (t) => [uniqueIndex('conference_itinerary_uq').on(t.projectId, t.userId, t.topicId)],
);

/** Microstation (会议微站) entries: notices, traffic, hotel, contacts. */
export const conferenceMicrostation = pgTable(
  'conference_microstation',
  {
    ...tenantColumns(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('conference_microstation_idx').on(t.projectId, t.conferenceId, t.sort)],
);
