import type { z } from 'zod';
import type {
  createInquiryOrderBody,
  inquiryOrderPage,
  inquiryOrderQuery,
  inquiryOrderView,
  orderIdParams,
  orderImagesView,
  payInfoQuery,
  payInfoView,
  refundBody,
} from '../schemas/inquiry.ts';
import type {
  orderImagesBody,
  prescriptionBody,
  prescriptionParams,
  prescriptionView,
} from '../schemas/service-card.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type Move = { params: typeof idParam; response: typeof inquiryOrderView };
type List = { query: typeof inquiryOrderQuery; response: typeof inquiryOrderPage };

/** Inquiry orders (spec 3 sections 3 and 4): patient side, doctor accept / grab / refund review. */
export const inquiry = {
  create: endpoint<{ body: typeof createInquiryOrderBody; response: typeof inquiryOrderView }>(
    'POST',
    '/api/patient/inquiry/order',
  ),
  list: endpoint<List>('GET', '/api/patient/inquiry/order'),
  get: endpoint<Move>('GET', '/api/patient/inquiry/order/:id'),
  payFree: endpoint<Move>('PUT', '/api/patient/inquiry/order/pay/:id'),
  payInfo: endpoint<{ params: typeof idParam; query: typeof payInfoQuery; response: typeof payInfoView }>(
    'GET',
    '/api/patient/inquiry/order/pay/info/:id',
  ),
  cancel: endpoint<Move>('PUT', '/api/patient/inquiry/order/cancel/:id'),
  complete: endpoint<Move>('PUT', '/api/patient/inquiry/order/complete/:id'),
  start: endpoint<Move>('PUT', '/api/patient/inquiry/order/ing/:id'),
  refund: endpoint<{ body: typeof refundBody; response: typeof inquiryOrderView }>(
    'POST',
    '/api/patient/inquiry/order/refund',
  ),
  refundCancel: endpoint<Move>('PUT', '/api/patient/inquiry/order/refund/cancel/:id'),
  refundApprove: endpoint<Move>('PUT', '/api/doctor/inquiry/order/refund/approve/:id'),
  refundReject: endpoint<Move>('PUT', '/api/doctor/inquiry/order/refund/reject/:id'),
  accept: endpoint<{ params: typeof orderIdParams; response: typeof inquiryOrderView }>(
    'PUT',
    '/api/doctor/inquiry/function/accept/inquiry/:orderId',
  ),
  pool: endpoint<List>('GET', '/api/doctor/inquiry/order/grab'),
  grab: endpoint<{ params: typeof orderIdParams; response: typeof inquiryOrderView }>(
    'PUT',
    '/api/doctor/inquiry/order/grab/:orderId',
  ),
  /** The prescription (kind recipe) or test order (kind test) of an order; null until written. */
  prescription: endpoint<{
    params: typeof prescriptionParams;
    response: z.ZodNullable<typeof prescriptionView>;
  }>('GET', '/api/patient/inquiry/order/prescription/:orderId/:kind'),
  savePrescription: endpoint<{ body: typeof prescriptionBody; response: typeof prescriptionView }>(
    'POST',
    '/api/doctor/inquiry/order/prescription',
  ),
  addImages: endpoint<{
    params: typeof idParam;
    body: typeof orderImagesBody;
    response: typeof orderImagesView;
  }>('PUT', '/api/patient/inquiry/order/images/:id'),
};
