import { type CompiledForm, compileForm, type QuestionnaireDefinition } from '@kanghu/shared';
import type { Tx } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { ensureBuiltIns, type QuestionnaireRow, questionnaireById } from './repo.ts';

export const QUESTION_NOT_FOUND = '问卷不存在';

export interface LoadedQuestionnaire {
  row: QuestionnaireRow;
  form: CompiledForm;
}

/**
 * Definitions are immutable once stored (a new version is a new row), so a compiled definition is
 * kept per row id. The cache is filled only from a read under the project's row-level security
 * and answers only for the same project, so it never shows one project another's definition.
 */
const cache = new Map<number, LoadedQuestionnaire>();
const CACHE_MAX = 2000;
const provisioned = new Set<number>();

/** A project's first use in this process adds the built-in definitions it has never had. */
export async function provision(tx: Tx, projectId: number): Promise<void> {
  if (provisioned.has(projectId)) return;
  await ensureBuiltIns(tx, projectId);
  provisioned.add(projectId);
}

/** The compiled definition if it is cached for this project (no database round trip). */
export function cachedQuestionnaire(projectId: number, id: number): LoadedQuestionnaire | undefined {
  const hit = cache.get(id);
  return hit && hit.row.projectId === projectId ? hit : undefined;
}

/** The questionnaire of this project with its compiled definition; 404 when it is not one of its own. */
export async function loadQuestionnaire(tx: Tx, projectId: number, id: number): Promise<LoadedQuestionnaire> {
  const hit = cache.get(id);
  if (hit && hit.row.projectId === projectId) return hit;
  const row = await questionnaireById(tx, id);
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  const loaded = { row, form: compileForm(row.definition as QuestionnaireDefinition) };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(id, loaded);
  return loaded;
}

/** Drops a row from the cache after its definition or state changed (definition management). */
export function forgetQuestionnaire(id: number): void {
  cache.delete(id);
}
