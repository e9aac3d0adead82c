import { sideSwitchContract } from '@kanghu/shared/contracts';
import { sideSwitch } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { bindingsOf, saveBinding } from './side-switch-service.ts';

const tags = ['patient'];

/** Third-party (partner side) patient bindings of spec 3 (side switch). */
export default function sideSwitchRoutes(app: FastifyInstance): void {
  const serve = routeTable(app, { access: 'user', tags });
  serve(sideSwitch, sideSwitchContract, {
    bind: {
      summary: '第三方端切换绑定',
      description:
        'Records that the person idcard acts for bindIdcard (relation) on a partner side; saving the same pair again updates it. The caller must see a patient with idcard (else 404). ID numbers and phones are answered masked.',
      handle: (ctx, { body }) => saveBinding(ctx, body),
    },
    bindings: {
      summary: '第三方端绑定查询',
      description:
        'The bindings where the person is either side; 404 unless the caller sees a patient with that ID number.',
      handle: (ctx, { params }) => bindingsOf(ctx, params.idcard),
    },
  });
}
