import {
  idParam,
  orderImagesBody,
  orderImagesView,
  prescriptionBody,
  prescriptionParams,
  prescriptionView,
} from '@kanghu/shared';
import { inquiry } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { addOrderImages, getPrescription, savePrescription } from './service.ts';

const tags = ['inquiry'];

/** What an inquiry order gathers besides its state: photos, the doctor's prescription and test order. */
export default async function inquiryExtraRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    inquiry.prescription,
    { params: prescriptionParams, response: prescriptionView.nullable() },
    {
      summary: '问诊处方 / 检验单',
      description: 'kind recipe: prescription; kind test: laboratory test order. Null when not written yet.',
    },
    (ctx, { params }) => getPrescription(ctx, params.orderId, params.kind),
  );
  add(
    inquiry.savePrescription,
    { body: prescriptionBody, response: prescriptionView },
    { summary: '开具处方 / 检验单', access: 'servicer' },
    (ctx, { body }) => savePrescription(ctx, body),
  );
  add(
    inquiry.addImages,
    { params: idParam, body: orderImagesBody, response: orderImagesView },
    { summary: '补充病情照片', access: 'customer' },
    (ctx, { params, body }) => addOrderImages(ctx, params.id, body.imageList),
  );
}
