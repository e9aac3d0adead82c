import type {
  agendaView,
  conferenceDetail,
  conferenceIdParams,
  conferenceListQuery,
  conferencePage,
  conferenceQuery,
  conferenceRegisterBody,
  conferenceRegisterResult,
  conferenceSignBody,
  conferenceSignResult,
  expertDetail,
  expertPage,
  expertQuery,
  itineraryAddBody,
  itineraryIdParams,
  itineraryList,
  microstationView,
} from '../schemas/conference.ts';
import { endpoint } from './endpoint.ts';

const PERSONAL = '/api/education/itinerary/personal';

/** Conferences (spec 1 section 2.15, spec 3 section 7): paths under /api/education/ (inferred). */
export const conference = {
  list: endpoint<{ query: typeof conferenceListQuery; response: typeof conferencePage }>(
    'GET',
    '/api/education/conference',
  ),
  detail: endpoint<{ params: typeof conferenceIdParams; response: typeof conferenceDetail }>(
    'GET',
    '/api/education/conference/:id',
  ),
  register: endpoint<{ body: typeof conferenceRegisterBody; response: typeof conferenceRegisterResult }>(
    'POST',
    '/api/education/conference/register',
  ),
  sign: endpoint<{ body: typeof conferenceSignBody; response: typeof conferenceSignResult }>(
    'POST',
    '/api/education/conference/sign',
  ),
  experts: endpoint<{ query: typeof expertQuery; response: typeof expertPage }>(
    'GET',
    '/api/education/expert',
  ),
  expert: endpoint<{ params: typeof conferenceIdParams; response: typeof expertDetail }>(
    'GET',
    '/api/education/expert/:id',
  ),
  agenda: endpoint<{ query: typeof conferenceQuery; response: typeof agendaView }>(
    'GET',
    '/api/education/itinerary',
  ),
  personal: endpoint<{ query: typeof conferenceQuery; response: typeof itineraryList }>('GET', PERSONAL),
  personalAdd: endpoint<{ body: typeof itineraryAddBody; response: typeof itineraryList }>('POST', PERSONAL),
  personalRemove: endpoint<{ params: typeof itineraryIdParams; response: typeof itineraryList }>(
    'DELETE',
    `${PERSONAL}/:id`,
  ),
  microstation: endpoint<{ query: typeof conferenceQuery; response: typeof microstationView }>(
    'GET',
    '/api/education/microstation',
  ),
};
