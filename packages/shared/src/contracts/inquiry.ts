import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Inquiry orders (spec 3 sections 3 and 4): patient side, doctor accept / grab / refund review. */
export const inquiryContract = {
  create: { body: s.createInquiryOrderBody, response: s.inquiryOrderView },
  list: { query: s.inquiryOrderQuery, response: s.inquiryOrderPage },
  get: { params: s.idParam, response: s.inquiryOrderView },
  payFree: { params: s.idParam, response: s.inquiryOrderView },
  payInfo: { params: s.idParam, query: s.payInfoQuery, response: s.payInfoView },
  cancel: { params: s.idParam, response: s.inquiryOrderView },
  complete: { params: s.idParam, response: s.inquiryOrderView },
  start: { params: s.idParam, response: s.inquiryOrderView },
  refund: { body: s.refundBody, response: s.inquiryOrderView },
  refundCancel: { params: s.idParam, response: s.inquiryOrderView },
  refundApprove: { params: s.idParam, response: s.inquiryOrderView },
  refundReject: { params: s.idParam, response: s.inquiryOrderView },
  accept: { params: s.orderIdParams, response: s.inquiryOrderView },
  pool: { query: s.inquiryOrderQuery, response: s.inquiryOrderPage },
  grab: { params: s.orderIdParams, response: s.inquiryOrderView },
  prescription: { params: s.prescriptionParams, response: s.prescriptionView.nullable() },
  savePrescription: { body: s.prescriptionBody, response: s.prescriptionView },
  addImages: { params: s.idParam, body: s.orderImagesBody, response: s.orderImagesView },
} satisfies Contract;
