import { linanEntryBody, linanEntryView } from '@kanghu/shared';
import { linan } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { resolveEntry } from './service.ts';

/** The Lin'an health index (issue 12). */
export default async function linanRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags: ['linan'] });
  add(
    linan.entry,
    { body: linanEntryBody, response: linanEntryView },
    {
      summary: '临安入口：按身份证号定位就诊人',
      description:
        "Ours: the `/:org/patient/:idcard` entries post the ID number here (in the body, so it is in no API URL) and get the patient among those the caller sees; a malformed number is 400 (请输入正确的身份证号), anyone else's or an unknown one 404.",
    },
    (ctx, { body }) => resolveEntry(ctx, body),
  );
}
