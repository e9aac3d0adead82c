import type { QuestionnaireDefinition } from '../types.ts';
import { IOF_ONE_MINUTE } from './bone.ts';
import { CHILD_HEALTH } from './child.ts';
import { CAT, COPD_HISTORY, copdHistoryCounts, MMRC } from './copd.ts';
import { HEALTH_SURVEY } from './health.ts';
import { LINAN_HEALTH_INDEX } from './linan.ts';
import { GAD7, PHQ9 } from './phq.ts';
import { SJTU_STUDY, SJTU_STUDY_CODE } from './sjtu.ts';

export {
  CHILD_HEALTH_MAX_MONTHS,
  CHILD_NO_SIGN,
  CHILD_VISIT_AGES,
  type ChildVisitAge,
  childVisitAge,
  childVisitLabel,
} from './child.ts';
export { LINAN_INDEX_CODE, LINAN_INDEX_ITEMS } from './linan.ts';
export {
  CAT,
  CHILD_HEALTH,
  COPD_HISTORY,
  copdHistoryCounts,
  GAD7,
  HEALTH_SURVEY,
  IOF_ONE_MINUTE,
  LINAN_HEALTH_INDEX,
  MMRC,
  PHQ9,
  SJTU_STUDY,
  SJTU_STUDY_CODE,
};

/** The definitions every project starts with (the server seeds them on first use). */
export const BUILT_IN_QUESTIONNAIRES: readonly QuestionnaireDefinition[] = [
  PHQ9,
  GAD7,
  CAT,
  MMRC,
  COPD_HISTORY,
  IOF_ONE_MINUTE,
  CHILD_HEALTH,
  HEALTH_SURVEY,
  SJTU_STUDY,
  LINAN_HEALTH_INDEX,
];
