/** Routes of the patient-management screens (spec routes.tsv, family health-patient). */
export const PATIENT_PATHS = {
  myPatients: '/health/patient/my/patient',
  bind: '/health/patient/bind/patient',
  add: '/health/patient/add',
  detail: '/health/patient/detail',
  bindCode: '/app/common/adult/patient/bind/code',
  change: '/health/user/change/patient',
  home: '/health/user/index',
} as const;

export const MEASURE_PATHS = {
  bp: '/health/patient/blood/pressure/detail',
  bpReports: '/health/patient/blood/pressure/report/list',
  bpReport: '/health/patient/blood/pressure/report/detail',
  weight: '/health/patient/weight/detail',
  weightRecord: '/health/patient/weight/device/record',
  lifeRecord: '/health/patient/life/record',
  lifeAdd: '/health/patient/life/add',
  devices: '/health/patient/common/device/list',
  deviceUnbind: '/health/patient/common/device/unbind',
} as const;

export const devicePath = (id: number) => `/health/patient/common/device/${id}/detail`;
