/** The QUESTION_HIGH_RISK push: which record of which patient, and its band. */
export interface RiskNotice {
  recordId: number;
  patientId: number;
  questionName: string;
  level: string | null;
}

/** The push's data checked by hand (a bad frame is ignored, never thrown). */
export function parseRiskNotice(data: unknown): RiskNotice | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (!Number.isInteger(d.recordId) || !Number.isInteger(d.patientId)) return null;
  if (typeof d.questionName !== 'string') return null;
  return {
    recordId: d.recordId as number,
    patientId: d.patientId as number,
    questionName: d.questionName,
    level: typeof d.level === 'string' ? d.level : null,
  };
}
