/** The COPD questionnaire screens (spec 1 sections 2.14 and 2.2). */
export const COPD_PATHS = {
  /** The patient's breath question: CAT, mMRC, exacerbation history, then the GOLD group. */
  breath: '/app/chronic/disease/breath/question',
  /** The same flow entered from the AI follow-up platform (`?patientId=` for a doctor). */
  aiFollow: '/app/ai/follow/copd/question',
} as const;

/** The three questionnaires of the flow, in order (codes of the built-in definitions). */
export const COPD_STEPS = [
  { code: 'cat', param: 'cat', label: 'CAT' },
  { code: 'mmrc', param: 'mmrc', label: 'mMRC' },
  { code: 'copd-history', param: 'history', label: '加重史' },
] as const;
export type CopdStepParam = (typeof COPD_STEPS)[number]['param'];
