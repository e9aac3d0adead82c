import type { reservationContract } from '../contracts/reservation.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Appointment registrations (/api/patient/appoint/register...). One name per area: the contract
 * group is `reservation` (server module `modules/reservations`, web feature `features/reserve`).
 */
export const reservation = endpointsOf<typeof reservationContract>({
  create: 'POST /api/patient/appoint/register',
  list: 'GET /api/patient/appoint/register',
  get: 'GET /api/patient/appoint/register/:id',
  pay: 'PUT /api/patient/appoint/register/pay/:id',
  cancel: 'PUT /api/patient/appoint/register/cancel/:id',
  complete: 'PUT /api/patient/appoint/register/complete/:id',
  payInfo: 'GET /api/patient/appoint/register/pay/info/:id',
});
