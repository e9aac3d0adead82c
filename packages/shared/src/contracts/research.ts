import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Birth-cohort research of the chmsc doctor shell: projects, mother/child pairs, samples. */
export const researchContract = {
  projects: { response: s.researchProjectList },
  project: { params: s.idParam, response: s.researchProjectView },
  candidates: { query: s.candidateQuery, response: s.candidateList },
  intoGroup: { body: s.intoGroupBody, response: s.groupUserDetail },
  groupUsers: { query: s.groupUserQuery, response: s.groupUserPage },
  createGroupUser: { body: s.groupUserBody, response: s.groupUserDetail },
  groupUser: { params: s.idParam, response: s.groupUserDetail },
  updateGroupUser: { params: s.idParam, body: s.groupUserUpdateBody, response: s.groupUserDetail },
  dropout: { body: s.dropoutBody, response: s.groupUserDetail },
  dropouts: { query: s.dropoutQuery, response: s.groupUserPage },
  createSample: { body: s.sampleBody, response: s.sampleView },
  samples: { query: s.sampleQuery, response: s.samplePage },
  sample: { params: s.idParam, response: s.sampleView },
  updateSample: { params: s.idParam, body: s.sampleUpdateBody, response: s.sampleView },
  sampleByEncode: { params: s.encodeParam, response: s.sampleView },
} satisfies Contract;
