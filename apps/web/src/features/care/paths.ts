import { ADULT_PATIENT_PATHS, YZH_PATIENT_PATHS } from '../../app/paths.ts';
/** Routes of the patient-care screens (spec routes.tsv, families health-patient, adult-patient, yzh-patient). */
export const CARE_PATHS = {
  sickbed: '/health/patient/family/bed/apply',
  services: '/health/patient/server/manage',
  comment: '/health/patient/server/manage/comment',
  preSign: '/health/patient/pre/sign',
  addPreSign: '/health/patient/add/pre/sign',
  healthPath: '/health/patient/health/manage/path',
  archives: ADULT_PATIENT_PATHS.archives,
  familyMember: YZH_PATIENT_PATHS.familyMember,
} as const;

export const commentPath = (serviceType: string, serviceId: number) =>
  `${CARE_PATHS.comment}?type=${serviceType}&id=${serviceId}`;
