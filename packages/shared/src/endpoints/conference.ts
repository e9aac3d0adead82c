import type { conferenceContract } from '../contracts/conference.ts';
import { endpointsOf } from './endpoint.ts';

const PERSONAL = '/api/education/itinerary/personal';

/** Conferences (spec 1 section 2.15, spec 3 section 7): paths under /api/education/ (inferred). */
export const conference = endpointsOf<typeof conferenceContract>({
  list: 'GET /api/education/conference',
  detail: 'GET /api/education/conference/:id',
  register: 'POST /api/education/conference/register',
  sign: 'POST /api/education/conference/sign',
  experts: 'GET /api/education/expert',
  expert: 'GET /api/education/expert/:id',
  agenda: 'GET /api/education/itinerary',
  personal: `GET ${PERSONAL}`,
  personalAdd: `POST ${PERSONAL}`,
  personalRemove: `DELETE ${PERSONAL}/:id`,
  microstation: 'GET /api/education/microstation',
});
