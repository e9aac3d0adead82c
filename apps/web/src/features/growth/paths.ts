/** The yingkang user shell's baby and growth screens, and Lin'an's growth entry (spec/routes.tsv). */
const Y = '/app/yingkang/user';
export const GROWTH_PATHS = {
  babyAdd: `${Y}/baby/add`,
  babyDetail: `${Y}/baby/detail`,
  viewBabyDetail: `${Y}/view/baby/detail`,
  archives: `${Y}/baby/height/archives`,
  report: `${Y}/report/height`,
  record: `${Y}/report/height/record`,
  home: `${Y}/index`,
  linan: '/app/linan/height/index',
} as const;

/** A screen of one child: `?patientId=`. */
export const withChild = (path: string, patientId: number) => `${path}?patientId=${patientId}`;
