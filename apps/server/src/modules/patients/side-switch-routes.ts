import {
  sideSwitchBindBody,
  sideSwitchBindList,
  sideSwitchBindView,
  sideSwitchIdcardParam,
} from '@kanghu/shared';
import { sideSwitch } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { bindingsOf, saveBinding } from './side-switch-service.ts';

const tags = ['patient'];

/** Third-party (partner side) patient bindings of spec 3 (side switch). */
export default function sideSwitchRoutes(app: FastifyInstance): void {
  const add = routes(app, { access: 'user', tags });
  add(
    sideSwitch.bind,
    { body: sideSwitchBindBody, response: sideSwitchBindView },
    {
      summary: '第三方端切换绑定',
      description:
        'Records that the person idcard acts for bindIdcard (relation) on a partner side; saving the same pair again updates it. The caller must see a patient with idcard (else 404). ID numbers and phones are answered masked.',
    },
    (ctx, { body }) => saveBinding(ctx, body),
  );

  add(
    sideSwitch.bindings,
    { params: sideSwitchIdcardParam, response: sideSwitchBindList },
    {
      summary: '第三方端绑定查询',
      description:
        'The bindings where the person is either side; 404 unless the caller sees a patient with that ID number.',
    },
    (ctx, { params }) => bindingsOf(ctx, params.idcard),
  );
}
