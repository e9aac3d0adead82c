import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

const sandbox = { params: s.paymentParams };

/** The sandbox payment gateway (development only, answers HTML) and the providers' callbacks. */
export const paymentContract = {
  sandboxPage: sandbox,
  sandboxConfirm: sandbox,
  sandboxFail: sandbox,
  notifySandbox: {},
} satisfies Contract;
