import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Conferences (spec 1 section 2.15, spec 3 section 7): paths under /api/education/ (inferred). */
export const conferenceContract = {
  list: { query: s.conferenceListQuery, response: s.conferencePage },
  detail: { params: s.conferenceIdParams, response: s.conferenceDetail },
  register: { body: s.conferenceRegisterBody, response: s.conferenceRegisterResult },
  sign: { body: s.conferenceSignBody, response: s.conferenceSignResult },
  experts: { query: s.expertQuery, response: s.expertPage },
  expert: { params: s.conferenceIdParams, response: s.expertDetail },
  agenda: { query: s.conferenceQuery, response: s.agendaView },
  personal: { query: s.conferenceQuery, response: s.itineraryList },
  personalAdd: { body: s.itineraryAddBody, response: s.itineraryList },
  personalRemove: { params: s.itineraryIdParams, response: s.itineraryList },
  microstation: { query: s.conferenceQuery, response: s.microstationView },
} satisfies Contract;
