/** Routes of the fzjjh fracture-risk programme (spec routes.tsv, family other). */
export const FZJJH_PATHS = {
  home: '/app/fzjjh/home',
  index: '/app/fzjjh/index',
  probability: '/app/fzjjh/fracture/probability',
  result: '/app/fzjjh/fracture/probability/result',
  privacy: '/app/fzjjh/fracture/privacy',
} as const;

/** The result screen of one stored assessment (a row id, no personal data). */
export const resultPath = (id: number) => `${FZJJH_PATHS.result}?id=${id}`;
