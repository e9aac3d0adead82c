import type { Contract } from '../endpoints/endpoint.ts';
import {
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
} from '../index.ts';

/** Conferences (spec 1 section 2.15, spec 3 section 7): paths under /api/education/ (inferred). */
export const conferenceContract = {
  list: { query: conferenceListQuery, response: conferencePage },
  detail: { params: conferenceIdParams, response: conferenceDetail },
  register: { body: conferenceRegisterBody, response: conferenceRegisterResult },
  sign: { body: conferenceSignBody, response: conferenceSignResult },
  experts: { query: expertQuery, response: expertPage },
  expert: { params: conferenceIdParams, response: expertDetail },
  agenda: { query: conferenceQuery, response: agendaView },
  personal: { query: conferenceQuery, response: itineraryList },
  personalAdd: { body: itineraryAddBody, response: itineraryList },
  personalRemove: { params: itineraryIdParams, response: itineraryList },
  microstation: { query: conferenceQuery, response: microstationView },
} satisfies Contract;
