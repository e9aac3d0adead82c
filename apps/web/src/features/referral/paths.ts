/** The doctor's referral screens (spec routes.tsv, family health-doctor). */
export const REFERRAL_PATHS = {
  list: '/health/doctor/transfer/list',
  add: '/health/doctor/transfer/add',
  detail: '/health/doctor/transfer/detail',
} as const;

export const referralDetailPath = (id: number) => `${REFERRAL_PATHS.detail}?id=${id}`;
/** The add screen for a patient (the follow-up screen links here for a high reading). */
export const referralAddPath = (patientId?: number) =>
  patientId ? `${REFERRAL_PATHS.add}?patientId=${patientId}` : REFERRAL_PATHS.add;
