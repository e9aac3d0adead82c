import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';

/** District table of spec 2 section 3: key "02" + areaCode. */
export const districts = pgTable(
  'districts',
  {
    ...tenantColumns(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    orgCode: text('org_code').notNull(),
    areaCode: text('area_code').notNull(),
    version: text('version', { enum: ['mongo', 'informationInnovation'] }).notNull(),
  },
  (t) => [uniqueIndex('districts_project_key_uq').on(t.projectId, t.key)],
);

export const orgs = pgTable(
  'orgs',
  {
    ...tenantColumns(),
    parentId: integer('parent_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    areaCode: text('area_code'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('orgs_project_code_uq').on(t.projectId, t.code),
    index('orgs_parent_idx').on(t.projectId, t.parentId),
    // The orgs of a district (core/district.ts: residents are the patients of these orgs).
    index('orgs_area_idx').on(t.projectId, t.areaCode),
  ],
);

export const departments = pgTable(
  'departments',
  {
    ...tenantColumns(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('departments_org_idx').on(t.projectId, t.orgId)],
);

/** Key-value configuration of a project (GET /api/config/:key, the board). */
export const configs = pgTable(
  'configs',
  {
    ...tenantColumns(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [uniqueIndex('configs_project_key_uq').on(t.projectId, t.key)],
);

/** Announcements (GET /api/base/config). */
export const announcements = pgTable(
  'announcements',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    kind: text('kind').notNull().default('notice'),
    isShow: boolean('is_show').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_project_idx').on(t.projectId, t.isShow, t.publishedAt)],
);

/** Page configuration applications (GET /api/base/html/application/:id). */
export const htmlApplications = pgTable('html_applications', {
  ...tenantColumns(),
  name: text('name').notNull(),
  remark: text('remark'),
});

/** Page configuration entries of spec 2 section 3 (GET /api/base/html/config). */
export const htmlPages = pgTable(
  'html_pages',
  {
    ...tenantColumns(),
    applicationId: integer('application_id').references(() => htmlApplications.id),
    templateKey: text('template_key').notNull(),
    name: text('name').notNull(),
    icon: text('icon'),
    iconSelected: text('icon_selected'),
    url: text('url'),
    param: jsonb('param'),
    remark: text('remark'),
    sort: integer('sort').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    componentList: jsonb('component_list').notNull().default([]),
  },
  (t) => [index('html_pages_project_idx').on(t.projectId, t.templateKey)],
);

/** Page data blobs (GET /api/base/html/data?key). */
export const htmlData = pgTable(
  'html_data',
  {
    ...tenantColumns(),
    key: text('key').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [uniqueIndex('html_data_project_key_uq').on(t.projectId, t.key)],
);
