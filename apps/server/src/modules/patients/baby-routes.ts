import {
  babyDetailQuery,
  envelope,
  idParam,
  patientDetail,
  patientListItem,
  upsertBabyBody,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { babyDetail, createBaby, listBabies, updateBaby } from './baby-service.ts';

const tags = ['patient'];

/** Babies: patients with isChild, their growth fields in the record's extra. */
export default async function babyRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/patient/baby',
    { schema: { response: { 200: envelope(z.array(patientListItem)) }, tags, summary: '宝宝列表' } },
    async (request) => ({ success: true, data: await listBabies(services, request) }),
  );

  r.get(
    '/api/patient/baby/detail',
    {
      schema: {
        querystring: babyDetailQuery,
        response: { 200: envelope(patientDetail) },
        tags,
        summary: '宝宝详情',
      },
    },
    async (request) => ({
      success: true,
      data: await babyDetail(services, request, request.query.patientId),
    }),
  );

  r.post(
    '/api/patient/baby',
    {
      schema: {
        body: upsertBabyBody,
        response: { 200: envelope(patientDetail) },
        tags,
        summary: '添加宝宝',
        description: 'Customers; bound to the caller (relation default 子女).',
      },
    },
    async (request) => ({ success: true, data: await createBaby(services, request, request.body) }),
  );

  r.put(
    '/api/patient/baby/:id',
    {
      schema: {
        params: idParam,
        body: upsertBabyBody,
        response: { 200: envelope(patientDetail) },
        tags,
        summary: '修改宝宝',
      },
    },
    async (request) => ({
      success: true,
      data: await updateBaby(services, request, request.params.id, request.body),
    }),
  );
}
