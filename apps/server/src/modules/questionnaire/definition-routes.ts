import { questionnaireContract } from '@kanghu/shared/contracts';
import { questionnaire } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { createDefinition, listDefinitions, updateDefinition } from './definition-service.ts';

const tags = ['questionnaire'];
const CHECKS =
  'Validated by the shared zod schema and the engine consistency checks (packages/shared questionnaire/check.ts: known item types, options of choices, conditions only on earlier items, min <= max, scored items that exist, bands that do not overlap); the first problem answers 400 in Chinese and nothing is stored. Doctors, staff and admins only (an assistant gets 403).';

/** Definition management (ours; issue 12): the project's definitions, create, edit with versions. */
export function registerDefinitionRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(questionnaire, questionnaireContract, {
    definitions: {
      summary: '问卷定义管理列表',
      description:
        "The caller's project's active definitions: built-in (read-only) or the project's own, version and record count.",
      handle: (ctx) => listDefinitions(ctx),
    },
    createDefinition: {
      summary: '新建问卷',
      description: `A definition of the caller's project; the server assigns its code. ${CHECKS}`,
      handle: (ctx, { body }) => createDefinition(ctx, body),
    },
    updateDefinition: {
      summary: '编辑问卷',
      description: `The active version of one of the project's own definitions (another project's answers 404, a built-in scale or a retired version 400). Unanswered: rewritten in place; answered: a new version is stored and the old one retired (records keep the version they answered; open assignments, unused links and drafts move to the new one). ${CHECKS}`,
      handle: (ctx, { params, body }) => updateDefinition(ctx, params.id, body),
    },
  });
}
