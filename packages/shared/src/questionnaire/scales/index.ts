import type { QuestionnaireDefinition } from '../types.ts';
import { CAT, MMRC } from './copd.ts';
import { HEALTH_SURVEY } from './health.ts';
import { LINAN_HEALTH_INDEX } from './linan.ts';
import { GAD7, PHQ9 } from './phq.ts';
import { SJTU_STUDY, SJTU_STUDY_CODE } from './sjtu.ts';

export { LINAN_INDEX_CODE, LINAN_INDEX_ITEMS } from './linan.ts';
export { CAT, GAD7, HEALTH_SURVEY, LINAN_HEALTH_INDEX, MMRC, PHQ9, SJTU_STUDY, SJTU_STUDY_CODE };

/** The definitions every project starts with (the server seeds them on first use). */
export const BUILT_IN_QUESTIONNAIRES: readonly QuestionnaireDefinition[] = [
  PHQ9,
  GAD7,
  CAT,
  MMRC,
  HEALTH_SURVEY,
  SJTU_STUDY,
  LINAN_HEALTH_INDEX,
];
