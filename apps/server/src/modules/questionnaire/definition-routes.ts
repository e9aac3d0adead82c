import {
  idParam,
  questionDefinitionBody,
  questionDefinitionList,
  questionDefinitionSaved,
} from '@kanghu/shared';
import { questionnaire } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { createDefinition, listDefinitions, updateDefinition } from './definition-service.ts';

const tags = ['questionnaire'];
const CHECKS =
  'Validated by the shared zod schema and the engine consistency checks (packages/shared questionnaire/check.ts: known item types, options of choices, conditions only on earlier items, min <= max, scored items that exist, bands that do not overlap); the first problem answers 400 in Chinese and nothing is stored. Doctors, staff and admins only (an assistant gets 403).';

/** Definition management (ours; issue 12): the project's definitions, create, edit with versions. */
export function registerDefinitionRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'servicer', tags });
  add(
    questionnaire.definitions,
    { response: questionDefinitionList },
    {
      summary: '问卷定义管理列表',
      description:
        "The caller's project's active definitions: built-in (read-only) or the project's own, version and record count.",
    },
    (ctx) => listDefinitions(ctx),
  );
  add(
    questionnaire.createDefinition,
    { body: questionDefinitionBody, response: questionDefinitionSaved },
    {
      summary: '新建问卷',
      description: `A definition of the caller's project; the server assigns its code. ${CHECKS}`,
    },
    (ctx, { body }) => createDefinition(ctx, body),
  );
  add(
    questionnaire.updateDefinition,
    { params: idParam, body: questionDefinitionBody, response: questionDefinitionSaved },
    {
      summary: '编辑问卷',
      description: `The active version of one of the project's own definitions (another project's answers 404, a built-in scale or a retired version 400). Unanswered: rewritten in place; answered: a new version is stored and the old one retired (records keep the version they answered; open assignments, unused links and drafts move to the new one). ${CHECKS}`,
    },
    (ctx, { params, body }) => updateDefinition(ctx, params.id, body),
  );
}
