/**
 * Doctor-assigned questionnaires (issue 12, doctor side): the assignment states and the
 * high-risk rule over the engine's scoring result.
 */

/** Patients one assignment call may name. */
export const QUESTION_ASSIGN_MAX_PATIENTS = 100;
/** The latest due date a doctor may set, in days from today. */
export const QUESTION_ASSIGN_MAX_DAYS = 90;

export const QUESTION_ASSIGN_STATES = ['assigned', 'answered', 'expired'] as const;
export type QuestionAssignState = (typeof QUESTION_ASSIGN_STATES)[number];
export const QUESTION_ASSIGN_STATE_TEXT: Record<QuestionAssignState, string> = {
  assigned: '待填写',
  answered: '已填写',
  expired: '已过期',
};

/**
 * An assignment's state on a China day (YYYY-MM-DD): answered once the patient has a record of
 * the questionnaire stored after the assignment; otherwise expired the day after its due date.
 */
export function assignmentState(answered: boolean, dueDate: string, today: string): QuestionAssignState {
  if (answered) return 'answered';
  return dueDate < today ? 'expired' : 'assigned';
}

/**
 * High risk: a band the definition marks `severe` (PHQ-9 ≥ 15, GAD-7 ≥ 15, CAT > 30) or any
 * flag the definition raises from one answer (PHQ-9 item 9 > 0). The definition decides; no
 * extra clinical rule lives here.
 */
export function isHighRisk(r: {
  tone?: string | null | undefined;
  flags?: readonly string[] | null;
}): boolean {
  return r.tone === 'severe' || (r.flags?.length ?? 0) > 0;
}
