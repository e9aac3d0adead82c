import { linanContract } from '@kanghu/shared/contracts';
import { linan } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { resolveEntry } from './service.ts';

/** The Lin'an health index (issue 12). */
export default async function linanRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags: ['linan'] });
  serve(linan, linanContract, {
    entry: {
      summary: '临安入口：按身份证号定位就诊人',
      description:
        "Ours: the `/:org/patient/:idcard` entries post the ID number here (in the body, so it is in no API URL) and get the patient among those the caller sees; a malformed number is 400 (请输入正确的身份证号), anyone else's or an unknown one 404.",
      handle: (ctx, { body }) => resolveEntry(ctx, body),
    },
  });
}
