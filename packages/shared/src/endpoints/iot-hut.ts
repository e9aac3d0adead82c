import type { iotHutContract } from '../contracts/iot-hut.ts';
import { endpointsOf } from './endpoint.ts';

const CLIENT = '/api/iot/hut/client/health';
const REGULATORY = '/api/iot/hut/regulatory';

/** Health huts: registry by org, a patient's hut readings and appraisal reports, hut uploads. */
export const iotHut = endpointsOf<typeof iotHutContract>({
  orgTree: `GET ${REGULATORY}/org/findTree/code`,
  list: `GET ${REGULATORY}/org/findAllHutList`,
  create: `POST ${REGULATORY}/hut`,
  healthData: `GET ${CLIENT}/findHealthData`,
  healthPage: `GET ${CLIENT}/findHealthDataPage`,
  appraisal: `GET ${CLIENT}/findAppraisalReport`,
  upload: `POST ${CLIENT}/upload`,
});
