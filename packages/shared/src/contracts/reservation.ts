import type { Contract } from '../endpoints/endpoint.ts';
import {
  createReservationBody,
  idParam,
  payInfoQuery,
  payInfoView,
  reservationPage,
  reservationQuery,
  reservationView,
} from '../index.ts';

/**
 * Appointment registrations (/api/patient/appoint/register...). One name per area: the contract
 * group is `reservation` (server module `modules/reservations`, web feature `features/reserve`).
 */
export const reservationContract = {
  create: { body: createReservationBody, response: reservationView },
  list: { query: reservationQuery, response: reservationPage },
  get: { params: idParam, response: reservationView },
  pay: { params: idParam, response: reservationView },
  cancel: { params: idParam, response: reservationView },
  complete: { params: idParam, response: reservationView },
  payInfo: { params: idParam, query: payInfoQuery, response: payInfoView },
} satisfies Contract;
