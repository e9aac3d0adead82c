import type { Contract } from '../endpoints/endpoint.ts';
import {
  createInquiryOrderBody,
  idParam,
  inquiryOrderPage,
  inquiryOrderQuery,
  inquiryOrderView,
  orderIdParams,
  orderImagesBody,
  orderImagesView,
  payInfoQuery,
  payInfoView,
  prescriptionBody,
  prescriptionParams,
  prescriptionView,
  refundBody,
} from '../index.ts';

/** Inquiry orders (spec 3 sections 3 and 4): patient side, doctor accept / grab / refund review. */
export const inquiryContract = {
  create: { body: createInquiryOrderBody, response: inquiryOrderView },
  list: { query: inquiryOrderQuery, response: inquiryOrderPage },
  get: { params: idParam, response: inquiryOrderView },
  payFree: { params: idParam, response: inquiryOrderView },
  payInfo: { params: idParam, query: payInfoQuery, response: payInfoView },
  cancel: { params: idParam, response: inquiryOrderView },
  complete: { params: idParam, response: inquiryOrderView },
  start: { params: idParam, response: inquiryOrderView },
  refund: { body: refundBody, response: inquiryOrderView },
  refundCancel: { params: idParam, response: inquiryOrderView },
  refundApprove: { params: idParam, response: inquiryOrderView },
  refundReject: { params: idParam, response: inquiryOrderView },
  accept: { params: orderIdParams, response: inquiryOrderView },
  pool: { query: inquiryOrderQuery, response: inquiryOrderPage },
  grab: { params: orderIdParams, response: inquiryOrderView },
  prescription: { params: prescriptionParams, response: prescriptionView.nullable() },
  savePrescription: { body: prescriptionBody, response: prescriptionView },
  addImages: { params: idParam, body: orderImagesBody, response: orderImagesView },
} satisfies Contract;
