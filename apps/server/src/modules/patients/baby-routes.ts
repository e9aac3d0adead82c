import { babyDetailQuery, idParam, patientDetail, patientListItems, upsertBabyBody } from '@kanghu/shared';
import { patient } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { babyDetail, createBaby, listBabies, updateBaby } from './baby-service.ts';

const tags = ['patient'];

/** Babies: patients with isChild, their growth fields in the record's extra. */
export default function babyRoutes(app: FastifyInstance): void {
  route(
    app,
    patient.babies,
    { access: 'user', schemas: { response: patientListItems }, tags, summary: '宝宝列表' },
    (ctx) => listBabies(ctx),
  );

  route(
    app,
    patient.baby,
    {
      access: 'user',
      schemas: { query: babyDetailQuery, response: patientDetail },
      tags,
      summary: '宝宝详情',
    },
    (ctx, { query }) => babyDetail(ctx, query.patientId),
  );

  route(
    app,
    patient.addBaby,
    {
      access: 'customer',
      schemas: { body: upsertBabyBody, response: patientDetail },
      tags,
      summary: '添加宝宝',
      description: 'Customers; bound to the caller (relation default 子女).',
    },
    (ctx, { body }) => createBaby(ctx, body),
  );

  route(
    app,
    patient.updateBaby,
    {
      access: 'user',
      schemas: { params: idParam, body: upsertBabyBody, response: patientDetail },
      tags,
      summary: '修改宝宝',
    },
    (ctx, { params, body }) => updateBaby(ctx, params.id, body),
  );
}
