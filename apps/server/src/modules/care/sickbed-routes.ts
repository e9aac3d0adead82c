import { careOrdersContract } from '@kanghu/shared/contracts';
import { careOrders } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { setSickbedState } from './sickbed-review.ts';
import * as sickbedService from './sickbed-service.ts';

const tags = ['patient'];
const MASKED = 'Phone numbers masked for every viewer (spec 1 section 9).';

/** Home sickbed applications (patient side). */
export default async function sickbedRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(careOrders, careOrdersContract, {
    sickbedApply: {
      summary: '申请家庭病床',
      description:
        'The patient account; state 0 pending. One open application (pending, or a bed in care) per patient (409).',
      access: 'customer',
      handle: (ctx, { body }) => sickbedService.applySickbed(ctx, body),
    },
    sickbedList: {
      summary: '家庭病床申请',
      description: `${MASKED} Servicers also see the applications made to their org; filter by state (1 = beds in care).`,
      handle: (ctx, { query }) => sickbedService.listSickbeds(ctx, query),
    },
    sickbedOfPatient: {
      summary: '患者的家庭病床申请',
      description: MASKED,
      handle: (ctx, { params }) =>
        sickbedService.listSickbeds(ctx, { patientId: params.patientId, pageNo: 1, pageSize: 100 }),
    },
    sickbedDetail: {
      summary: '家庭病床申请详情',
      description: 'Phone numbers in full for the applicant; masked for others.',
      handle: (ctx, { params }) => sickbedService.sickbedDetail(ctx, params.id),
    },
    sickbedUpdate: {
      summary: '修改家庭病床申请',
      description: 'The applicant, while pending.',
      handle: (ctx, { params, body }) => sickbedService.updateSickbed(ctx, params.id, body),
    },
    sickbedWithdraw: {
      summary: '撤回家庭病床申请',
      description: 'Withdraw (state 3); the row is kept.',
      handle: (ctx, { params }) => setSickbedState(ctx, params.id, 3),
    },
    sickbedState: {
      summary: '家庭病床申请状态',
      description:
        '3 withdraw (the applicant); 1 approve = set up the bed (remark optional) / 2 refuse (remark required): a reviewer (servicers of the org applied to, its doctor; admins, staff), only from 0; 4 discharge (summary required): a reviewer, only from 1. Of two concurrent moves one wins (400 申请已处理).',
      handle: (ctx, { params, body }) => setSickbedState(ctx, params.id, body.state, body.remark),
    },
  });
}
