import type { researchContract } from '../contracts/research.ts';
import { endpointsOf } from './endpoint.ts';

/** Birth-cohort research of the chmsc doctor shell: projects, mother/child pairs, samples. */
export const research = endpointsOf<typeof researchContract>({
  projects: 'GET /api/research/project',
  project: 'GET /api/research/project/:id',
  candidates: 'GET /api/research/candidate',
  intoGroup: 'POST /api/research/into/group',
  groupUsers: 'GET /api/patient/research/group/user',
  createGroupUser: 'POST /api/patient/research/group/user',
  groupUser: 'GET /api/patient/research/group/user/:id',
  updateGroupUser: 'PUT /api/patient/research/group/user/:id',
  dropout: 'POST /api/research/dropout',
  dropouts: 'GET /api/research/dropout',
  createSample: 'POST /api/research/sample',
  samples: 'GET /api/research/sample',
  sample: 'GET /api/research/sample/:id',
  updateSample: 'PUT /api/research/sample/:id',
  sampleByEncode: 'GET /api/research/sample/encode/:encode',
});
