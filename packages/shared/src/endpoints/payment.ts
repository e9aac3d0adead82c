import type { paymentContract } from '../contracts/payment.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * The sandbox payment gateway (development only, answers HTML) and the providers' callbacks. The
 * pay-info calls belong to their order's area (`inquiry.payInfo`, `reservation.payInfo`, ...).
 */
export const payment = endpointsOf<typeof paymentContract>({
  sandboxPage: 'GET /api/payments/sandbox/:paymentId',
  sandboxConfirm: 'POST /api/payments/sandbox/:paymentId/confirm',
  sandboxFail: 'POST /api/payments/sandbox/:paymentId/fail',
  /** Signed server-to-server callback; the body is read raw (the signature covers its bytes). */
  notifySandbox: 'POST /api/payments/notify/sandbox',
});
