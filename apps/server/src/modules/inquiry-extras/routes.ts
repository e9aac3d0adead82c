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
import { route } from '../../plugins/route.ts';
import { addOrderImages, getPrescription, savePrescription } from './service.ts';

const tags = ['inquiry'];

/** What an inquiry order gathers besides its state: photos, the doctor's prescription and test order. */
export default async function inquiryExtraRoutes(app: FastifyInstance) {
  route(
    app,
    inquiry.prescription,
    {
      access: 'user',
      schemas: { params: prescriptionParams, response: prescriptionView.nullable() },
      tags,
      summary: '问诊处方 / 检验单',
      description: 'kind recipe: prescription; kind test: laboratory test order. Null when not written yet.',
    },
    (ctx, { params }) => getPrescription(ctx, params.orderId, params.kind),
  );
  route(
    app,
    inquiry.savePrescription,
    {
      access: 'servicer',
      schemas: { body: prescriptionBody, response: prescriptionView },
      tags,
      summary: '开具处方 / 检验单',
    },
    (ctx, { body }) => savePrescription(ctx, body),
  );
  route(
    app,
    inquiry.addImages,
    {
      access: 'customer',
      schemas: { params: idParam, body: orderImagesBody, response: orderImagesView },
      tags,
      summary: '补充病情照片',
    },
    (ctx, { params, body }) => addOrderImages(ctx, params.id, body.imageList),
  );
}
