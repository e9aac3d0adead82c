import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * Appointment registrations (/api/patient/appoint/register...). One name per area: the contract
 * group is `reservation` (server module `modules/reservations`, web feature `features/reserve`).
 */
export const reservationContract = {
  create: { body: s.createReservationBody, response: s.reservationView },
  list: { query: s.reservationQuery, response: s.reservationPage },
  get: { params: s.idParam, response: s.reservationView },
  pay: { params: s.idParam, response: s.reservationView },
  cancel: { params: s.idParam, response: s.reservationView },
  complete: { params: s.idParam, response: s.reservationView },
  payInfo: { params: s.idParam, query: s.payInfoQuery, response: s.payInfoView },
} satisfies Contract;
