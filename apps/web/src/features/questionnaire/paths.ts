import { FZJJH_PATHS } from '../fracture/paths.ts';

/** The patient questionnaire screens (spec routes.tsv, health-patient family). */
export const QUESTION_PATHS = {
  list: '/health/patient/list/question',
  form: '/health/patient/question/form',
  result: '/health/patient/question/result',
  history: '/health/patient/question/history',
} as const;

export const formPath = (questionId: number) => `${QUESTION_PATHS.form}?questionId=${questionId}`;

/**
 * Programmes whose questionnaire result has its own screen: the form opened with `&flow=<name>`
 * shows the result there (a fixed list, never a URL taken from the query).
 */
export const FLOW_RESULT_PATHS = {
  fzjjh: FZJJH_PATHS.questionResult,
} as const;
export type QuestionFlow = keyof typeof FLOW_RESULT_PATHS;

export const flowOf = (text: string | null): QuestionFlow | null =>
  text !== null && Object.hasOwn(FLOW_RESULT_PATHS, text) ? (text as QuestionFlow) : null;

export const flowFormPath = (questionId: number, flow: QuestionFlow) =>
  `${formPath(questionId)}&flow=${flow}`;
export const flowResultPath = (flow: QuestionFlow, recordId: number) =>
  `${FLOW_RESULT_PATHS[flow]}?recordId=${recordId}`;
export const resultPath = (recordId: number) => `${QUESTION_PATHS.result}?recordId=${recordId}`;
export const historyPath = (questionId: number) => `${QUESTION_PATHS.history}?questionId=${questionId}`;

/** Positive integer of a query parameter, else 0. */
export function idOf(text: string | null): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Autosave waits this long after the last change. */
export const DRAFT_DELAY_MS = 800;
