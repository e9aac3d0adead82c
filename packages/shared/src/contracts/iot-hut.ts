import type { Contract } from '../endpoints/endpoint.ts';
import {
  hutAppraisalQuery,
  hutAppraisalReport,
  hutCreateBody,
  hutCreateResult,
  hutHealthData,
  hutHealthPageQuery,
  hutList,
  hutListQuery,
  hutOrgTree,
  hutPatientQuery,
  hutTreeQuery,
  hutUploadBody,
  hutUploadResult,
  hutVisitPage,
} from '../index.ts';

/** Health huts: registry by org, a patient's hut readings and appraisal reports, hut uploads. */
export const iotHutContract = {
  orgTree: { query: hutTreeQuery, response: hutOrgTree },
  list: { query: hutListQuery, response: hutList },
  create: { body: hutCreateBody, response: hutCreateResult },
  healthData: { query: hutPatientQuery, response: hutHealthData },
  healthPage: { query: hutHealthPageQuery, response: hutVisitPage },
  appraisal: { query: hutAppraisalQuery, response: hutAppraisalReport },
  upload: { body: hutUploadBody, response: hutUploadResult },
} satisfies Contract;
