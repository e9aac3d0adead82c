/** The sjtu study screens (spec/routes.tsv family sjtu; 'pricay' spelt as in the spec). */
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
