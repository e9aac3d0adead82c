/** The yingkang lifetime user shell (spec routes.tsv family yingkang-lifetime). */
const BASE = '/app/yingkang/lifetime/user';

export const LIFETIME_PATHS = {
  shell: `${BASE}/index`,
  home: `${BASE}/index/home`,
  archives: `${BASE}/index/archives`,
  messages: `${BASE}/index/message/index`,
  /** The spec writes this tab as an absolute path outside the shell's prefix. */
  devices: '/health/patient/device/list',
  equityCard: `${BASE}/equity/card`,
  examinationReport: `${BASE}/examination/report`,
  evaluate: `${BASE}/evaluate`,
  addDiagnosis: `${BASE}/archives/add/diagnosis`,
  checkReport: `${BASE}/check/report`,
  bindPatient: `${BASE}/bind/patient`,
  createPatient: `${BASE}/create/patient`,
} as const;
