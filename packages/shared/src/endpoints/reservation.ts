import type { payInfoQuery, payInfoView } from '../schemas/inquiry.ts';
import type {
  createReservationBody,
  reservationPage,
  reservationQuery,
  reservationView,
} from '../schemas/reservation.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type Move = { params: typeof idParam; response: typeof reservationView };

/**
 * Appointment registrations (/api/patient/appoint/register...). One name per area: the contract
 * group is `reservation` (server module `modules/reservations`, web feature `features/reserve`).
 */
export const reservation = {
  create: endpoint<{ body: typeof createReservationBody; response: typeof reservationView }>(
    'POST',
    '/api/patient/appoint/register',
  ),
  list: endpoint<{ query: typeof reservationQuery; response: typeof reservationPage }>(
    'GET',
    '/api/patient/appoint/register',
  ),
  get: endpoint<Move>('GET', '/api/patient/appoint/register/:id'),
  pay: endpoint<Move>('PUT', '/api/patient/appoint/register/pay/:id'),
  cancel: endpoint<Move>('PUT', '/api/patient/appoint/register/cancel/:id'),
  complete: endpoint<Move>('PUT', '/api/patient/appoint/register/complete/:id'),
  payInfo: endpoint<{ params: typeof idParam; query: typeof payInfoQuery; response: typeof payInfoView }>(
    'GET',
    '/api/patient/appoint/register/pay/info/:id',
  ),
};
