import { AI_PATHS } from '../../app/paths.ts';

/** The AI platform's questionnaire and post-diagnosis screens (spec routes.tsv family ai). */
export const AI_QUESTION_PATHS = {
  list: AI_PATHS.beforeQuestion,
  add: '/app/ai/before/question/add',
  postDiagnosis: AI_PATHS.postDiagnosis,
} as const;

/** Residents are named by patient id in page URLs (never an ID number). */
export const fillPath = (questionId: number, patientId: number) =>
  `${AI_PATHS.beforeQuestion}?questionId=${questionId}&patientId=${patientId}`;
export const recordPath = (recordId: number) => `${AI_PATHS.beforeQuestion}?recordId=${recordId}`;
export const addForPatient = (patientId: number) => `${AI_QUESTION_PATHS.add}?patientId=${patientId}`;
