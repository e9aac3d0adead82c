import type { QuestionnaireDefinition } from '../types.ts';
import { IOF_ONE_MINUTE } from './bone.ts';
import { CAT, COPD_HISTORY, copdHistoryCounts, MMRC } from './copd.ts';
import { HEALTH_SURVEY } from './health.ts';
import { GAD7, PHQ9 } from './phq.ts';

export { CAT, COPD_HISTORY, copdHistoryCounts, GAD7, HEALTH_SURVEY, IOF_ONE_MINUTE, MMRC, PHQ9 };

/** The definitions every project starts with (the server seeds them on first use). */
export const BUILT_IN_QUESTIONNAIRES: readonly QuestionnaireDefinition[] = [
  PHQ9,
  GAD7,
  CAT,
  MMRC,
  COPD_HISTORY,
  IOF_ONE_MINUTE,
  HEALTH_SURVEY,
];
