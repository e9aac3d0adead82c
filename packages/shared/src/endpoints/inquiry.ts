import type { inquiryContract } from '../contracts/inquiry.ts';
import { endpointsOf } from './endpoint.ts';

/** Inquiry orders (spec 3 sections 3 and 4): patient side, doctor accept / grab / refund review. */
export const inquiry = endpointsOf<typeof inquiryContract>({
  create: 'POST /api/patient/inquiry/order',
  list: 'GET /api/patient/inquiry/order',
  get: 'GET /api/patient/inquiry/order/:id',
  payFree: 'PUT /api/patient/inquiry/order/pay/:id',
  payInfo: 'GET /api/patient/inquiry/order/pay/info/:id',
  cancel: 'PUT /api/patient/inquiry/order/cancel/:id',
  complete: 'PUT /api/patient/inquiry/order/complete/:id',
  start: 'PUT /api/patient/inquiry/order/ing/:id',
  refund: 'POST /api/patient/inquiry/order/refund',
  refundCancel: 'PUT /api/patient/inquiry/order/refund/cancel/:id',
  refundApprove: 'PUT /api/doctor/inquiry/order/refund/approve/:id',
  refundReject: 'PUT /api/doctor/inquiry/order/refund/reject/:id',
  accept: 'PUT /api/doctor/inquiry/function/accept/inquiry/:orderId',
  pool: 'GET /api/doctor/inquiry/order/grab',
  grab: 'PUT /api/doctor/inquiry/order/grab/:orderId',
  prescription: 'GET /api/patient/inquiry/order/prescription/:orderId/:kind',
  savePrescription: 'POST /api/doctor/inquiry/order/prescription',
  addImages: 'PUT /api/patient/inquiry/order/images/:id',
});
