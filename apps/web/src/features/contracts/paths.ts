/** Routes of the family-doctor contract screens (spec routes.tsv, families health-doctor, yzh-jiayi, acc). */
export const SIGN_PATHS = {
  manage: '/health/doctor/sign/manage',
  add: '/health/doctor/sign/add',
  detail: '/health/doctor/sign/detail',
  userDetail: '/health/doctor/user/sign/detail',
  monitor: '/health/doctor/family/monitor',
  monitorDetail: '/health/doctor/family/monitor/detail',
  jiayiSign: '/app/yzh/jiayi/doctor/patient/sign',
  accSign: '/app/acc/doctor/patient/sign',
  accReserve: '/app/acc/doctor/patient/reserve',
} as const;

export const contractPath = (id: number) => `${SIGN_PATHS.detail}?id=${id}`;
export const residentSignsPath = (patientId: number) => `${SIGN_PATHS.userDetail}?patientId=${patientId}`;
export const reviewPath = (applicationId: number) => `${SIGN_PATHS.add}?applicationId=${applicationId}`;
export const offerPath = (patientId?: number) =>
  patientId === undefined ? SIGN_PATHS.add : `${SIGN_PATHS.add}?patientId=${patientId}`;
export const monitorDetailPath = (patientId: number) => `${SIGN_PATHS.monitorDetail}?patientId=${patientId}`;
