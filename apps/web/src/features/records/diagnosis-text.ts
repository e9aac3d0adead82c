import { DIAGNOSIS_DOC_TYPES, DIAGNOSIS_TYPES } from '@kanghu/shared';

export function diagnosisTypeLabel(type: number): string {
  return DIAGNOSIS_TYPES[type as keyof typeof DIAGNOSIS_TYPES] ?? '就诊';
}

export function docTypeLabel(type: number): string | null {
  return DIAGNOSIS_DOC_TYPES[type as keyof typeof DIAGNOSIS_DOC_TYPES] ?? null;
}

export const DOC_TYPE_KEYS = Object.keys(DIAGNOSIS_DOC_TYPES).map(Number);
