/** The patient questionnaire screens (spec routes.tsv, health-patient family). */
export const QUESTION_PATHS = {
  list: '/health/patient/list/question',
  form: '/health/patient/question/form',
  result: '/health/patient/question/result',
  history: '/health/patient/question/history',
} as const;

export const formPath = (questionId: number) => `${QUESTION_PATHS.form}?questionId=${questionId}`;
export const resultPath = (recordId: number) => `${QUESTION_PATHS.result}?recordId=${recordId}`;
export const historyPath = (questionId: number) => `${QUESTION_PATHS.history}?questionId=${questionId}`;

/** Positive integer of a query parameter, else 0. */
export function idOf(text: string | null): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Autosave waits this long after the last change. */
export const DRAFT_DELAY_MS = 800;
