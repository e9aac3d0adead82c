/** Routes of the fzjjh fracture-risk programme (spec routes.tsv, family other). */
export const FZJJH_PATHS = {
  home: '/app/fzjjh/home',
  index: '/app/fzjjh/index',
  probability: '/app/fzjjh/fracture/probability',
  result: '/app/fzjjh/fracture/probability/result',
  privacy: '/app/fzjjh/fracture/privacy',
  /** The programme's questionnaire (IOF one-minute test) result. */
  questionResult: '/app/fzjjh/question/result',
} as const;

/** The result screen of one stored assessment (a row id, no personal data). */
export const resultPath = (id: number) => `${FZJJH_PATHS.result}?id=${id}`;
