/** Routes of the follow screens (spec routes.tsv) and the links between them. */
export const FOLLOW_PATHS = {
  plans: '/health/doctor/patient/follow/plan',
  add: '/health/doctor/patient/follow/add',
  detail: '/health/doctor/patient/follow/plan/detail',
  checkForm: '/health/doctor/patient/follow/check/form',
  assign: '/health/doctor/patient/report/assign/follow/plan',
  appointPush: '/health/doctor/follow/appoint/push',
  serverRecord: '/health/doctor/server/record',
  advice: '/health/doctor/advice',
  yzhList: '/app/yzh/jiayi/doctor/follow/list',
  yzhForm: '/app/yzh/jiayi/doctor/follow/form',
  accList: '/app/acc/doctor/follow/list',
  accTransfer: '/app/acc/doctor/follow/transfer',
  programme: '/health/patient/follow/programme/intervene/detail',
  lastReport: '/health/patient/follow/programme/intervene/last/report',
  appointHistory: '/health/patient/follow/programme/intervene/appointment/history',
} as const;

/** The referral form (the referral module's screen, health-doctor family). */
export const TRANSFER_ADD_PATH = '/health/doctor/transfer/add';

const withQuery = (path: string, query: Record<string, number | string | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};

export const planDetailPath = (id: number) => withQuery(FOLLOW_PATHS.detail, { id });
export const checkFormPath = (planId: number) => withQuery(FOLLOW_PATHS.checkForm, { planId });
export const yzhFormPath = (planId: number) => withQuery(FOLLOW_PATHS.yzhForm, { planId });
export const addPlanPath = (patientId?: number) => withQuery(FOLLOW_PATHS.add, { patientId });
export const appointPushPath = (patientId?: number, planId?: number) =>
  withQuery(FOLLOW_PATHS.appointPush, { patientId, planId });
export const transferAddPath = (patientId: number) => withQuery(TRANSFER_ADD_PATH, { patientId });
export const planListPath = (patientId?: number) => withQuery(FOLLOW_PATHS.plans, { patientId });
