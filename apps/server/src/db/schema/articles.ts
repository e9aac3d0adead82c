import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { projects } from './projects.ts';
import { doctors, users } from './users.ts';

/** A PostgreSQL full-text vector (lib/chinese-text.ts fills it from jieba's words). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Article categories of a project (高血压, 糖尿病, ...), in `sort` order. */
export const articleCategories = pgTable(
  'article_categories',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [uniqueIndex('article_categories_name_uq').on(t.projectId, t.name)],
);

/**
 * Health-education articles (issue 14; spec 2 sections 5 and 7). `body` is sanitised HTML.
 * A scheduled article (status scheduled, timing_show_time) is published by a pg-boss job. The
 * search words live in article_search, a narrow table the search scans instead of this one.
 */
export const articles = pgTable(
  'articles',
  {
    ...tenantColumns(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover'),
    body: text('body').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id),
    authorDoctorId: integer('author_doctor_id').references(() => doctors.id),
    authorName: text('author_name').notNull(),
    /** ARTICLE_STATUSES of packages/shared. */
    status: text('status', { enum: ['draft', 'scheduled', 'published'] }).notNull(),
    timingShowTime: timestamp('timing_show_time', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    readCount: integer('read_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_list_idx').on(t.projectId, t.status, t.publishedAt),
    index('articles_category_idx').on(t.projectId, t.categoryId, t.status, t.publishedAt),
    index('articles_author_idx').on(t.projectId, t.authorUserId, t.updatedAt),
    check('articles_status_ck', sql`status in ('draft', 'scheduled', 'published')`),
    check('articles_read_count_ck', sql`read_count >= 0`),
  ],
);

/**
 * The search words of each article (lib/chinese-text.ts: jieba's words of title and body, without
 * positions) and of its title alone, with what a search filters and orders by: category and
 * published_at (null unless published). Kept narrow so that a search over 100,000 articles reads
 * little: the ranking ranks title matches first, then ts_rank, then the newest.
 */
export const articleSearch = pgTable(
  'article_search',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => articles.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    categoryId: integer('category_id').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    search: tsvector('search').notNull(),
    titleSearch: tsvector('title_search').notNull(),
  },
  (t) => [
    // A small pending list (kB): a search scans the whole list of not yet merged rows, and the
    // 4 MB default (hundreds of pages) cost tens of ms per search (docs/decisions.md).
    index('article_search_gin').using('gin', t.search).with({ gin_pending_list_limit: 256 }),
    index('article_search_recent_idx').on(t.projectId, t.publishedAt),
  ],
);

/**
 * Reads of an article by a signed-in account: one row per account, article and China day (a
 * reader counts once a day), so the read count cannot be pumped by reloading.
 */
export const articleReads = pgTable(
  'article_reads',
  {
    ...tenantColumns(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readDay: date('read_day').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('article_reads_day_uq').on(t.projectId, t.articleId, t.userId, t.readDay),
    index('article_reads_user_idx').on(t.projectId, t.userId, t.readAt),
  ],
);

/** Publicity materials (spec 3 section 7: list by type, sort_desc; detail by id). */
export const publicizeMaterials = pgTable(
  'publicize_materials',
  {
    ...tenantColumns(),
    /** PUBLICIZE_TYPE_NAMES of packages/shared. */
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover'),
    body: text('body').notNull(),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [index('publicize_materials_type_idx').on(t.projectId, t.type, t.sort)],
);
