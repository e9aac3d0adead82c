import { SJTU_STUDY_CODE } from '@kanghu/shared';
import { useQuestionList } from '../questionnaire/queries.ts';

/**
 * The study questionnaire of the project, found by its code in the patient's questionnaire list
 * (with the latest record and the draft flag). The other calls are the questionnaire area's.
 */
export function useSjtuStudy(patientId: number) {
  const list = useQuestionList(patientId);
  const study = list.data?.list.find((q) => q.code === SJTU_STUDY_CODE) ?? null;
  return { ...list, study };
}
