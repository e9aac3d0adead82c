import { patientContract } from '@kanghu/shared/contracts';
import { patient } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as babyService from './baby-service.ts';

const tags = ['patient'];

/** Babies: patients with isChild, their growth fields in the record's extra. */
export default function babyRoutes(app: FastifyInstance): void {
  const serve = routeTable(app, { access: 'user', tags });
  serve(patient, patientContract, {
    babies: { summary: '宝宝列表', handle: (ctx) => babyService.listBabies(ctx) },
    baby: { summary: '宝宝详情', handle: (ctx, { query }) => babyService.babyDetail(ctx, query.patientId) },
    addBaby: {
      summary: '添加宝宝',
      description: 'Customers; bound to the caller (relation default 子女).',
      access: 'customer',
      handle: (ctx, { body }) => babyService.createBaby(ctx, body),
    },
    updateBaby: {
      summary: '修改宝宝',
      handle: (ctx, { params, body }) => babyService.updateBaby(ctx, params.id, body),
    },
  });
}
