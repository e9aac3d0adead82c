import type {
  candidateList,
  candidateQuery,
  dropoutBody,
  dropoutQuery,
  encodeParam,
  groupUserBody,
  groupUserDetail,
  groupUserPage,
  groupUserQuery,
  groupUserUpdateBody,
  intoGroupBody,
  researchProjectList,
  researchProjectView,
  sampleBody,
  samplePage,
  sampleQuery,
  sampleUpdateBody,
  sampleView,
} from '../schemas/research.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type Pair = typeof groupUserDetail;
type Sample = typeof sampleView;

/** Birth-cohort research of the chmsc doctor shell: projects, mother/child pairs, samples. */
export const research = {
  projects: endpoint<{ response: typeof researchProjectList }>('GET', '/api/research/project'),
  project: endpoint<{ params: typeof idParam; response: typeof researchProjectView }>(
    'GET',
    '/api/research/project/:id',
  ),
  candidates: endpoint<{ query: typeof candidateQuery; response: typeof candidateList }>(
    'GET',
    '/api/research/candidate',
  ),
  intoGroup: endpoint<{ body: typeof intoGroupBody; response: Pair }>('POST', '/api/research/into/group'),
  groupUsers: endpoint<{ query: typeof groupUserQuery; response: typeof groupUserPage }>(
    'GET',
    '/api/patient/research/group/user',
  ),
  createGroupUser: endpoint<{ body: typeof groupUserBody; response: Pair }>(
    'POST',
    '/api/patient/research/group/user',
  ),
  groupUser: endpoint<{ params: typeof idParam; response: Pair }>(
    'GET',
    '/api/patient/research/group/user/:id',
  ),
  updateGroupUser: endpoint<{ params: typeof idParam; body: typeof groupUserUpdateBody; response: Pair }>(
    'PUT',
    '/api/patient/research/group/user/:id',
  ),
  dropout: endpoint<{ body: typeof dropoutBody; response: Pair }>('POST', '/api/research/dropout'),
  dropouts: endpoint<{ query: typeof dropoutQuery; response: typeof groupUserPage }>(
    'GET',
    '/api/research/dropout',
  ),
  createSample: endpoint<{ body: typeof sampleBody; response: Sample }>('POST', '/api/research/sample'),
  samples: endpoint<{ query: typeof sampleQuery; response: typeof samplePage }>(
    'GET',
    '/api/research/sample',
  ),
  sample: endpoint<{ params: typeof idParam; response: Sample }>('GET', '/api/research/sample/:id'),
  updateSample: endpoint<{ params: typeof idParam; body: typeof sampleUpdateBody; response: Sample }>(
    'PUT',
    '/api/research/sample/:id',
  ),
  sampleByEncode: endpoint<{ params: typeof encodeParam; response: Sample }>(
    'GET',
    '/api/research/sample/encode/:encode',
  ),
};
