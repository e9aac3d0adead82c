import type { paymentParams } from '../schemas/inquiry.ts';
import { endpoint } from './endpoint.ts';

type Sandbox = { params: typeof paymentParams };

/**
 * The sandbox payment gateway (development only, answers HTML) and the providers' callbacks. The
 * pay-info calls belong to their order's area (`inquiry.payInfo`, `reservation.payInfo`, ...).
 */
export const payment = {
  sandboxPage: endpoint<Sandbox>('GET', '/api/payments/sandbox/:paymentId'),
  sandboxConfirm: endpoint<Sandbox>('POST', '/api/payments/sandbox/:paymentId/confirm'),
  sandboxFail: endpoint<Sandbox>('POST', '/api/payments/sandbox/:paymentId/fail'),
  /** Signed server-to-server callback; the body is read raw (the signature covers its bytes). */
  notifySandbox: endpoint('POST', '/api/payments/notify/sandbox'),
};
