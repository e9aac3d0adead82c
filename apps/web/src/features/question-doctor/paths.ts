import { JIAYI_PATHS } from '../../app/paths.ts';

/** The doctor's questionnaire screen (spec routes.tsv): one path, the view chosen by its query. */
export const SCREENING = JIAYI_PATHS.screening;

/** Assign (default), questionnaire management (?typeValue=1), one questionnaire's assignments. */
export const managePath = (questionId?: number) =>
  `${SCREENING}?typeValue=1${questionId ? `&questionId=${questionId}` : ''}`;
/** A result of one of the doctor's patients. */
export const doctorResultPath = (recordId: number) => `${SCREENING}?recordId=${recordId}`;
/** High-risk answers (handled=1: those already handled); the dashboard's 高风险问卷 opens it. */
export const riskPath = (handled = false) => `${SCREENING}?risk=${handled ? 2 : 1}`;
/** Assign with patients already chosen (the patient detail's button). */
export const assignPath = (patientId?: number) =>
  patientId ? `${SCREENING}?patientId=${patientId}` : SCREENING;
/** The questionnaire editor: a new one, an own one to edit, or a copy of any (built-ins are copied). */
export const editPath = (to: { edit?: number; copy?: number } = {}) =>
  `${SCREENING}?typeValue=1&${to.copy ? `copy=${to.copy}` : `edit=${to.edit ?? 'new'}`}`;
/** Abnormal-growth flags of the doctor's children (handled=1: those already handled); the dashboard's 生长异常. */
export const growthFlagsPath = (handled = false) => `${SCREENING}?growth=${handled ? 2 : 1}`;
