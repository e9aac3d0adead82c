import {
  LINAN_INDEX_CODE,
  type LinanPrescription,
  linanPrescription,
  type QuestionRecordDetail,
} from '@kanghu/shared';
import { fromFormList } from '../questionnaire/queries.ts';

/** Whether a stored record is a Lin'an health-index record. */
export const isIndexRecord = (r: QuestionRecordDetail): boolean => r.definition.code === LINAN_INDEX_CODE;

/** The lifestyle prescription of a stored health-index record (the shared rules over its kept answers). */
export const prescriptionOf = (r: QuestionRecordDetail): LinanPrescription =>
  linanPrescription(fromFormList(r.formList));
