import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export interface ProjectSettings {
  mobileInitConfigList: { name: string; indexPath: string }[];
  modules: string[];
  chatConfig: { babyList: unknown[] };
  theme: Record<string, string>;
  features: {
    aiHealthBank: boolean;
    localInfo: boolean;
    wenzhouCluster: boolean;
    maskName: boolean;
    patientPortClosed: boolean;
    /** Children's growth charts (issue 13); absent = WHO. */
    growthStandard?: 'who' | 'china2009';
    /** Comments and circle posts (issue 14); absent = pre-moderation. */
    commentModeration?: 'pre' | 'post';
  };
  wxgzId: string | null;
  serverArea: string;
}

/** Tenants. The only table without project_id: it is the project. */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    orgCode: text('org_code').notNull(),
    domain: text('domain'),
    indexPath: text('index_path'),
    defaultPath: text('default_path'),
    settings: jsonb('settings').$type<ProjectSettings>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('projects_key_uq').on(t.key), uniqueIndex('projects_domain_uq').on(t.domain)],
);
