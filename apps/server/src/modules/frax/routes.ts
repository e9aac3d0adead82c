import { fraxContract } from '@kanghu/shared/contracts';
import { frax } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { addFrax, fraxDetail, fraxHistory } from './service.ts';

const tags = ['frax'];
const NO_FRAX =
  'FRAX probabilities are never computed or returned: the answer carries the OSTA index (packages/shared osta.ts) and the client links to the official FRAX calculator.';

/** Fracture risk of the fzjjh flow (issue 12). */
export default async function fraxRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(frax, fraxContract, {
    add: {
      summary: '保存骨折风险评估（FRAX输入）',
      description: `Any signed-in user, for a patient they see (customers: their bound patients; another account's patient: 404). Height 100-230 cm, weight 25-250 kg, birthday not after today (生日不能晚于今天), year/month/day agreeing with the birthday, BMD type and value together: else 400, nothing stored. ${NO_FRAX}`,
      handle: (ctx, { body }) => addFrax(ctx, body),
    },
    detail: {
      summary: '骨折风险评估详情',
      description: `The stored inputs and the OSTA result; an assessment of a patient the caller does not see is 404. ${NO_FRAX}`,
      handle: (ctx, { params }) => fraxDetail(ctx, params.id),
    },
    list: {
      summary: '骨折风险评估记录',
      description:
        'Ours (not in the spec): the newest assessments (default 20) of one patient the caller sees.',
      handle: (ctx, { query }) => fraxHistory(ctx, query),
    },
  });
}
