import {
  envelope,
  idParam,
  orderImagesBody,
  prescriptionBody,
  prescriptionParams,
  prescriptionView,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { addOrderImages, getPrescription, savePrescription } from './service.ts';

const tags = ['inquiry'];

/** What an inquiry order gathers besides its state: photos, the doctor's prescription and test order. */
export default async function inquiryExtraRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/patient/inquiry/order/prescription/:orderId/:kind',
    {
      schema: {
        params: prescriptionParams,
        response: { 200: envelope(prescriptionView.nullable()) },
        tags,
        summary: '问诊处方 / 检验单',
        description:
          'kind recipe: prescription; kind test: laboratory test order. Null when not written yet.',
      },
    },
    async (request) => ({
      success: true,
      data: await getPrescription(
        services,
        requireSession(request),
        request.params.orderId,
        request.params.kind,
      ),
    }),
  );
  r.post(
    '/api/doctor/inquiry/order/prescription',
    {
      schema: {
        body: prescriptionBody,
        response: { 200: envelope(prescriptionView) },
        tags,
        summary: '开具处方 / 检验单',
      },
    },
    async (request) => ({
      success: true,
      data: await savePrescription(services, requireSession(request), request.body),
    }),
  );
  r.put(
    '/api/patient/inquiry/order/images/:id',
    {
      schema: {
        params: idParam,
        body: orderImagesBody,
        response: { 200: envelope(z.array(z.string())) },
        tags,
        summary: '补充病情照片',
      },
    },
    async (request) => ({
      success: true,
      data: await addOrderImages(
        services,
        requireSession(request),
        request.tenant.project.key,
        request.params.id,
        request.body.imageList,
      ),
    }),
  );
}
