/** The yzh patient side's local screens (spec/routes.tsv family yzh-patient). */
export const YZH_LOCAL_PATHS = {
  report: '/app/yzh/patient/local/report',
  reportDetail: '/app/yzh/patient/local/report/detail',
  prescription: '/app/yzh/patient/local/prescription',
  prescriptionDetail: '/app/yzh/patient/local/prescription/detail',
  healthBank: '/app/yzh/patient/local/health/bank',
  timeline: '/app/yzh/patient/follow/timeline',
  points: '/app/yzh/patient/device/points',
  detection: '/app/yzh/patient/detection',
  detectionRecord: '/app/yzh/patient/detection/report/record',
  noLogin: '/:areaCode/local/report/no/login/detail/:idcard',
} as const;

export const reportDetailPath = (id: number) => `${YZH_LOCAL_PATHS.reportDetail}?id=${id}`;
export const prescriptionDetailPath = (id: number) => `${YZH_LOCAL_PATHS.prescriptionDetail}?id=${id}`;
