/** Routes of the patient-care screens (spec routes.tsv, families health-patient, adult-patient, yzh-patient). */
export const CARE_PATHS = {
  sickbed: '/health/patient/family/bed/apply',
  services: '/health/patient/server/manage',
  comment: '/health/patient/server/manage/comment',
  preSign: '/health/patient/pre/sign',
  addPreSign: '/health/patient/add/pre/sign',
  healthPath: '/health/patient/health/manage/path',
  archives: '/app/common/adult/patient/index/user/archives',
  familyMember: '/app/yzh/patient/device/add/family/member',
} as const;

export const commentPath = (serviceType: string, serviceId: number) =>
  `${CARE_PATHS.comment}?type=${serviceType}&id=${serviceId}`;
