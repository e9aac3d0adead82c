import { babyDetailQuery, idParam, patientDetail, patientListItems, upsertBabyBody } from '@kanghu/shared';
import { patient } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { babyDetail, createBaby, listBabies, updateBaby } from './baby-service.ts';

const tags = ['patient'];

/** Babies: patients with isChild, their growth fields in the record's extra. */
export default function babyRoutes(app: FastifyInstance): void {
  const add = routes(app, { access: 'user', tags });
  add(patient.babies, { response: patientListItems }, '宝宝列表', (ctx) => listBabies(ctx));

  add(patient.baby, { query: babyDetailQuery, response: patientDetail }, '宝宝详情', (ctx, { query }) =>
    babyDetail(ctx, query.patientId),
  );

  add(
    patient.addBaby,
    { body: upsertBabyBody, response: patientDetail },
    {
      summary: '添加宝宝',
      description: 'Customers; bound to the caller (relation default 子女).',
      access: 'customer',
    },
    (ctx, { body }) => createBaby(ctx, body),
  );

  add(
    patient.updateBaby,
    { params: idParam, body: upsertBabyBody, response: patientDetail },
    '修改宝宝',
    (ctx, { params, body }) => updateBaby(ctx, params.id, body),
  );
}
