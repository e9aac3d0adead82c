/** The adult-patient (common) screens. */
export const ADULT_PATIENT_PATHS = {
  archives: '/app/common/adult/patient/index/user/archives',
  bindCode: '/app/common/adult/patient/bind/code',
} as const;

/** Routes of the patient-management screens (spec routes.tsv, family health-patient). */
export const PATIENT_PATHS = {
  myPatients: '/health/patient/my/patient',
  bind: '/health/patient/bind/patient',
  add: '/health/patient/add',
  detail: '/health/patient/detail',
  bindCode: ADULT_PATIENT_PATHS.bindCode,
  change: '/health/user/change/patient',
  home: '/health/user/index',
} as const;

/** The doctor's home (workbench), where a doctor's sign-in lands, and what waits for their review. */
export const DOCTOR_PATHS = { home: '/health/doctor/index', check: '/health/doctor/index/check' } as const;

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

/*
 * Region paths that screens of other regions link to. The route tables register these same
 * constants, so a screen never hard-codes another region's path.
 */

/** The yingkang user and doctor shells (families yingkang-user, yingkang-doctor). */
export const YINGKANG_PATHS = {
  userHome: '/app/yingkang/user/index',
  cardList: '/app/yingkang/user/service/list',
  cardInfo: '/app/yingkang/user/service/info',
  cardDetail: '/app/yingkang/user/service/detail',
  doctorCard: '/app/yingkang/doctor/visiting/card',
} as const;

/** The yzh patient screens. */
export const YZH_PATIENT_PATHS = {
  familyMember: '/app/yzh/patient/device/add/family/member',
  monitorTask: '/app/yzh/patient/device/monitor/task',
} as const;

/** The yzh jiayi doctor shell and its screens. */
export const JIAYI_PATHS = {
  doctorShell: '/app/yzh/jiayi/doctor/index',
  followList: '/app/yzh/jiayi/doctor/follow/list',
  screening: '/app/yzh/jiayi/doctor/question/assessment/screening',
  deviceList: '/app/yzh/jiayi/doctor/device/list',
} as const;

/** The acc doctor shell. */
export const ACC_PATHS = { doctorShell: '/app/acc/doctor/index' } as const;

/** The chmsc doctor shell. */
export const CHMSC_PATHS = { doctorShell: '/app/chmsc/doctor/index' } as const;

/** The AI-platform doctor screens. */
export const AI_PATHS = {
  postDiagnosis: '/app/ai/post/diagnosis/manage',
  beforeQuestion: '/app/ai/before/question',
  massMessaging: '/app/ai/mass/messaging/index',
  patientFind: '/app/ai/patient/find',
  exceptions: '/app/ai/exception/handling',
  highRisk: '/app/ai/patient/high/manage',
  doorBefore: '/app/ai/door/before',
} as const;

/** The health-hut (jkxw) screens. */
export const HUT_REGION_PATHS = {
  place: '/app/jkxw/hut/place',
  report: '/app/jkxw/report',
  reportInfo: '/app/jkxw/report/info',
} as const;

/** The child-detection regions (families yuhang, linan). */
export const DETECTION_REGION_PATHS = {
  yuhangIndex: '/app/yuhang/index',
  yuhangReport: '/app/yuhang/report/index',
  yuhangReportHistory: '/app/yuhang/report/index/history',
  linanIndex: '/app/linan/index',
} as const;

/**
 * The sjtu study screens (spec/routes.tsv family sjtu; 'pricay' spelt as in the spec). Here, not in
 * the feature: the sign-in variants read them, and /login must not load the feature's chunks.
 */
export const SJTU_PATHS = {
  login: '/app/sjtu/questionnaire/login',
  index: '/app/sjtu/questionnaire/index',
  healthIndex: '/app/sjtu/questionnaire/health/index',
  form: '/app/sjtu/questionnaire/form',
  result: '/app/sjtu/questionnaire/result',
  history: '/app/sjtu/questionnaire/report/history',
  thirdHealthIndex: '/app/sjtu/third/health/index',
  privacy: '/app/sjtu/pricay/protocol',
} as const;

export const sjtuResultPath = (recordId: number) => `${SJTU_PATHS.result}?recordId=${recordId}`;
