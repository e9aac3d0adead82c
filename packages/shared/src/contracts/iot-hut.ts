import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Health huts: registry by org, a patient's hut readings and appraisal reports, hut uploads. */
export const iotHutContract = {
  orgTree: { query: s.hutTreeQuery, response: s.hutOrgTree },
  list: { query: s.hutListQuery, response: s.hutList },
  create: { body: s.hutCreateBody, response: s.hutCreateResult },
  healthData: { query: s.hutPatientQuery, response: s.hutHealthData },
  healthPage: { query: s.hutHealthPageQuery, response: s.hutVisitPage },
  appraisal: { query: s.hutAppraisalQuery, response: s.hutAppraisalReport },
  upload: { body: s.hutUploadBody, response: s.hutUploadResult },
} satisfies Contract;
