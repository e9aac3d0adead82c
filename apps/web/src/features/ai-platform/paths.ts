import { AI_PATHS } from '../../app/paths.ts';

/** The AI platform screens of this area (spec routes.tsv family ai). */
export const AI_SCREEN_PATHS = {
  find: AI_PATHS.patientFind,
  exceptions: AI_PATHS.exceptions,
  exceptionDetail: '/app/ai/exception/handling/detail',
  xcExceptionDetail: '/app/ai/xc/exception/handling/detail',
  highRisk: AI_PATHS.highRisk,
  highRiskDetail: '/app/ai/patient/high/manage/detail',
  riskProfile: '/app/ai/risk/profile',
  managePath: '/app/ai/health/manage/path',
  inspection: '/app/ai/patient/inspection/check',
  physical: '/app/ai/patient/physical/record',
  luchengBind: '/app/ai/lucheng/bind/patient',
} as const;

export const withPatient = (path: string, patientId: number) => `${path}?patientId=${patientId}`;
