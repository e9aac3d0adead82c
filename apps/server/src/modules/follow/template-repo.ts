import { DEFAULT_FOLLOW_TEMPLATES } from '@kanghu/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { followTemplates } from '../../db/schema/index.ts';

export type TemplateRow = typeof followTemplates.$inferSelect;

/** Rows of the national default templates for a project (the seed writes the same rows). */
export function defaultTemplateRows(projectId: number) {
  return DEFAULT_FOLLOW_TEMPLATES.map((t) => ({
    projectId,
    code: t.code,
    name: t.name,
    disease: t.disease,
    followMode: t.followMode,
    followFrequency: t.followFrequency,
    content: t.content,
    formItems: [...t.formItems],
    source: t.source,
  }));
}

/** Creates the default templates of a project that are missing (idempotent, race-safe). */
export async function ensureDefaultTemplates(tx: Tx, projectId: number): Promise<void> {
  await tx.insert(followTemplates).values(defaultTemplateRows(projectId)).onConflictDoNothing();
}

export function templateList(tx: Tx): Promise<TemplateRow[]> {
  return tx.select().from(followTemplates).orderBy(asc(followTemplates.id));
}

export async function templateById(tx: Tx, id: number): Promise<TemplateRow | undefined> {
  const [row] = await tx.select().from(followTemplates).where(eq(followTemplates.id, id)).limit(1);
  return row;
}

export async function templateByCode(tx: Tx, code: string): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(followTemplates)
    .where(and(eq(followTemplates.code, code)))
    .limit(1);
  return row;
}
