/**
 * Pre-diagnosis questionnaires and post-diagnosis management of the AI platform (issue 16; spec 3
 * section 7 "Questionnaires", spec 2 section 2 "AI screening" and "post-diagnosis management").
 */

/** Days a resident has to answer a questionnaire a servicer adds, unless the servicer sets a date. */
export const AI_QUESTION_DUE_DAYS = 7;

/** A diagnosis record this recent (days) puts its resident on the post-diagnosis list. */
export const POST_DIAGNOSIS_DAYS = 90;

/**
 * A diagnosed resident's management state after the visit, from the follow module's plans:
 * followed = a follow-up done after the diagnosis; planned = an open follow-up plan; pending = neither.
 */
export const POST_DIAGNOSIS_STATES = ['pending', 'planned', 'followed'] as const;
export type PostDiagnosisState = (typeof POST_DIAGNOSIS_STATES)[number];
export const POST_DIAGNOSIS_STATE_TEXT: Record<PostDiagnosisState, string> = {
  pending: '待管理',
  planned: '已安排随访',
  followed: '已随访',
};
