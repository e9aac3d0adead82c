import { randomBytes } from 'node:crypto';
import {
  BUILT_IN_QUESTIONNAIRES,
  QUESTION_BUILT_IN_READONLY,
  QUESTION_EDITOR_FORBIDDEN,
  QUESTION_EDITOR_ROLES,
  QUESTION_VERSION_OUTDATED,
  type QuestionDefinitionList,
  type QuestionnaireDefinition,
  type questionDefinitionBody,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import {
  definitionRows,
  insertQuestionnaire,
  moveOpenWork,
  nextSort,
  retire,
  updateUnanswered,
  versionOf,
} from './definition-repo.ts';
import { forgetQuestionnaire, loadQuestionnaire, provision, QUESTION_NOT_FOUND } from './definitions.ts';

type Body = z.output<typeof questionDefinitionBody>;

const BUILT_IN_CODES = new Set(BUILT_IN_QUESTIONNAIRES.map((d) => d.code));
export const isBuiltIn = (code: string) => BUILT_IN_CODES.has(code);

function mayEdit(ctx: Ctx): void {
  if (!QUESTION_EDITOR_ROLES.includes(ctx.session.role)) throw forbidden(QUESTION_EDITOR_FORBIDDEN);
}

/** The stored definition: the body as written, the code kept (or assigned), no undefined fields. */
function definitionOf(body: Body, code: string): QuestionnaireDefinition {
  return JSON.parse(JSON.stringify({ ...body, code })) as QuestionnaireDefinition;
}

const itemCount = (d: QuestionnaireDefinition) =>
  d.sections.reduce((n, s) => n + s.items.filter((i) => i.type <= 90).length, 0);

/** GET /api/question/definition: the project's active definitions for the management screen. */
export function listDefinitions(ctx: Ctx): Promise<QuestionDefinitionList> {
  return ctx.inTenant(async (tx) => {
    await provision(tx, ctx.projectId);
    const rows = await definitionRows(tx);
    return rows.map(({ row, version, records }) => {
      const d = row.definition as QuestionnaireDefinition;
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        group: row.groupName,
        itemCount: itemCount(d),
        scored: d.scoring !== undefined,
        builtIn: isBuiltIn(row.code),
        version: Number(version),
        records: Number(records),
        updatedAt: row.createdAt.toISOString(),
      };
    });
  });
}

/** POST /api/question/definition: a new definition of the caller's project (a code of its own). */
export function createDefinition(ctx: Ctx, body: Body) {
  mayEdit(ctx);
  return ctx.inTenant(async (tx) => {
    await provision(tx, ctx.projectId);
    const code = `c-${randomBytes(6).toString('hex')}`;
    const definition = definitionOf(body, code);
    const id = await insertQuestionnaire(tx, {
      projectId: ctx.projectId,
      code,
      name: definition.name,
      groupName: definition.group,
      definition,
      sort: await nextSort(tx),
    });
    return { id, code, newVersion: false, version: 1 };
  });
}

/**
 * PUT /api/question/definition/:id: edits the active version of a definition of the caller's
 * project. Nobody answered it: rewritten in place. Answered: a new version (new row, same code)
 * and the old one retired, so every record keeps the definition it answered; unanswered
 * assignments, unused links and drafts move to the new version. Built-in scales are read-only.
 */
export function updateDefinition(ctx: Ctx, id: number, body: Body) {
  mayEdit(ctx);
  return ctx.inTenant(async (tx) => {
    const { row } = await loadQuestionnaire(tx, ctx.projectId, id);
    if (isBuiltIn(row.code)) throw badRequest(QUESTION_BUILT_IN_READONLY);
    if (!row.active) throw badRequest(QUESTION_VERSION_OUTDATED);
    const definition = definitionOf(body, row.code);
    const values = { name: definition.name, groupName: definition.group, definition };
    if (await updateUnanswered(tx, id, values)) {
      forgetQuestionnaire(id);
      return { id, code: row.code, newVersion: false, version: await versionOf(tx, row.code, id) };
    }
    if (!(await retire(tx, id))) throw notFound(QUESTION_NOT_FOUND);
    const next = await insertQuestionnaire(tx, {
      projectId: ctx.projectId,
      code: row.code,
      sort: row.sort,
      ...values,
    });
    await moveOpenWork(tx, id, next);
    forgetQuestionnaire(id);
    return { id: next, code: row.code, newVersion: true, version: await versionOf(tx, row.code, next) };
  });
}
