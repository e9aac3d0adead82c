import type {
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
} from '../schemas/iot-hut.ts';
import { endpoint } from './endpoint.ts';

const CLIENT = '/api/iot/hut/client/health';
const REGULATORY = '/api/iot/hut/regulatory';

/** Health huts: registry by org, a patient's hut readings and appraisal reports, hut uploads. */
export const iotHut = {
  orgTree: endpoint<{ query: typeof hutTreeQuery; response: typeof hutOrgTree }>(
    'GET',
    `${REGULATORY}/org/findTree/code`,
  ),
  list: endpoint<{ query: typeof hutListQuery; response: typeof hutList }>(
    'GET',
    `${REGULATORY}/org/findAllHutList`,
  ),
  create: endpoint<{ body: typeof hutCreateBody; response: typeof hutCreateResult }>(
    'POST',
    `${REGULATORY}/hut`,
  ),
  healthData: endpoint<{ query: typeof hutPatientQuery; response: typeof hutHealthData }>(
    'GET',
    `${CLIENT}/findHealthData`,
  ),
  healthPage: endpoint<{ query: typeof hutHealthPageQuery; response: typeof hutVisitPage }>(
    'GET',
    `${CLIENT}/findHealthDataPage`,
  ),
  appraisal: endpoint<{ query: typeof hutAppraisalQuery; response: typeof hutAppraisalReport }>(
    'GET',
    `${CLIENT}/findAppraisalReport`,
  ),
  /** Called by huts (X-Hut-Secret), not by the app. */
  upload: endpoint<{ body: typeof hutUploadBody; response: typeof hutUploadResult }>(
    'POST',
    `${CLIENT}/upload`,
  ),
};
