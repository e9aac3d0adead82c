import { inquiryContract } from '@kanghu/shared/contracts';
import { inquiry } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { addOrderImages, getPrescription, savePrescription } from './service.ts';

const tags = ['inquiry'];

/** What an inquiry order gathers besides its state: photos, the doctor's prescription and test order. */
export default async function inquiryExtraRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(inquiry, inquiryContract, {
    prescription: {
      summary: '问诊处方 / 检验单',
      description: 'kind recipe: prescription; kind test: laboratory test order. Null when not written yet.',
      handle: (ctx, { params }) => getPrescription(ctx, params.orderId, params.kind),
    },
    savePrescription: {
      summary: '开具处方 / 检验单',
      access: 'servicer',
      handle: (ctx, { body }) => savePrescription(ctx, body),
    },
    addImages: {
      summary: '补充病情照片',
      access: 'customer',
      handle: (ctx, { params, body }) => addOrderImages(ctx, params.id, body.imageList),
    },
  });
}
