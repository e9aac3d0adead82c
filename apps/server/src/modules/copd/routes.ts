import { copdContract } from '@kanghu/shared/contracts';
import { copd } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { copdLevel } from './service.ts';

/** The COPD level call of the AI platform (issue 12). */
export default async function copdRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags: ['ai-platform'] });
  serve(copd, copdContract, {
    level: {
      summary: '慢阻肺分级（GOLD ABE分组）',
      description:
        'A calculation, nothing stored: the GOLD 2023 ABE group from CAT (0-40), mMRC (0-4), moderate exacerbations (emergency) and exacerbations leading to hospital admission (hospitalized) in the past year; type is the disease type of spec 3 (3, COPD). Also the management group of spec 3 (1 一般 for A, 2 强化 for B and E; our mapping). The local area code is checked for shape only: the rule is the same in every area.',
      handle: (_ctx, { query }) => copdLevel(query),
    },
  });
}
