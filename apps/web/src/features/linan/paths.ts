/** The Lin'an health-index screens (spec routes.tsv, family linan). */
export const LINAN_PATHS = {
  index: '/app/linan/index',
  exponent: '/app/linan/health/exponent',
  form: '/app/linan/questionnaire/form',
  report: '/app/linan/exponent/report',
  prescription: '/app/linan/health/prescription',
  history: '/app/linan/history',
  detail: '/app/linan/detail',
  record: '/app/linan/record',
  picture: '/app/linan/health/picture',
  body: '/app/linan/health/body',
  drugs: '/app/linan/drugs/situation',
  points: '/app/linan/points/index',
  height: '/app/linan/height/index',
  messages: '/app/linan/user/message/index',
  detection: '/app/linan/detection',
} as const;

export const reportPath = (recordId: number) => `${LINAN_PATHS.report}?recordId=${recordId}`;
export const prescriptionPath = (recordId: number) => `${LINAN_PATHS.prescription}?recordId=${recordId}`;
export const detailPath = (recordId: number) => `${LINAN_PATHS.detail}?recordId=${recordId}`;
