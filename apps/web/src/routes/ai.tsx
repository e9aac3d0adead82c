import type { RouteObject } from 'react-router';
import { AI_PATHS } from '../app/paths.ts';
import { AI_ARTICLE_PATHS } from '../features/ai-articles/paths.ts';
import { AI_OPS_PATHS } from '../features/ai-ops/paths.ts';
import { MASS_DETAIL_PATH, MASS_LIST_PATH } from '../features/ai-patient/paths.ts';
import { AI_SCREEN_PATHS as S } from '../features/ai-platform/paths.ts';
import { AI_QUESTION_PATHS as Q } from '../features/ai-platform/question-paths.ts';
import { COPD_PATHS } from '../features/copd/paths.ts';
import { page } from './route-kit.ts';

/** ai family of spec/routes.tsv. */
export const aiRoutes: RouteObject[] = [
  page(AI_PATHS.massMessaging, () => import('../features/ai-patient/MassMessagingScreen.tsx')),
  page(MASS_DETAIL_PATH, () => import('../features/ai-patient/MassMessagingDetailScreen.tsx')),
  page(MASS_LIST_PATH, () => import('../features/ai-patient/MassMessagingListScreen.tsx')),
  page(COPD_PATHS.aiFollow, () => import('../features/copd/AiCopdQuestionScreen.tsx')),
  page(S.find, () => import('../features/ai-platform/PatientFindScreen.tsx')),
  page(S.exceptions, () => import('../features/ai-platform/ExceptionListScreen.tsx')),
  page(S.exceptionDetail, () => import('../features/ai-platform/ExceptionDetailScreen.tsx')),
  page(S.xcExceptionDetail, () => import('../features/ai-platform/ExceptionDetailScreen.tsx')),
  page(S.highRisk, () => import('../features/ai-platform/HighRiskScreen.tsx')),
  page(S.highRiskDetail, () => import('../features/ai-platform/RiskProfileScreen.tsx')),
  page(S.riskProfile, () => import('../features/ai-platform/RiskProfileScreen.tsx')),
  page(AI_OPS_PATHS.phoneRecord, () => import('../features/ai-ops/CallRecordScreen.tsx')),
  page(AI_OPS_PATHS.dialer, () => import('../features/ai-ops/DialerListScreen.tsx')),
  page(AI_OPS_PATHS.door, () => import('../features/ai-ops/DoorBeforeScreen.tsx')),
  page(AI_OPS_PATHS.doorSearch, () => import('../features/ai-ops/DoorSearchScreen.tsx')),
  page(AI_OPS_PATHS.doorDevice, () => import('../features/ai-ops/DoorDeviceScreen.tsx')),
  page(AI_OPS_PATHS.doorForm, () => import('../features/ai-ops/DoorFormScreen.tsx')),
  page(S.managePath, () => import('../features/ai-platform/HealthPathScreen.tsx')),
  page(S.inspection, () => import('../features/ai-platform/InspectionCheckScreen.tsx')),
  page(S.physical, () => import('../features/ai-platform/PhysicalRecordScreen.tsx')),
  page(AI_ARTICLE_PATHS.list, () => import('../features/ai-articles/WeightArticleListScreen.tsx')),
  page(AI_ARTICLE_PATHS.detail, () => import('../features/ai-articles/WeightArticleDetailScreen.tsx')),
  page(S.luchengBind, () => import('../features/ai-platform/LuchengBindPatientScreen.tsx')),
  page('/ai/custom/follow/add/medicine', () => import('../features/follow/AddMedicineScreen.tsx')),
  page('/ai/custom/follow/copd/add/medicine', () => import('../features/follow/CopdAddMedicineScreen.tsx')),
  // "tooth" as in the spec's /device/blue/tooth/...: registering the servicer's Bluetooth desk devices.
  page('/tooth/register', () => import('../features/ai-ops/DoorDeviceScreen.tsx')),
  page('/tooth/register/index', () => import('../features/ai-ops/DoorDeviceScreen.tsx')),
  page(AI_OPS_PATHS.followForm, () => import('../features/ai-ops/FollowFormScreen.tsx')),
  page(Q.list, () => import('../features/ai-platform/BeforeQuestionScreen.tsx')),
  page(Q.add, () => import('../features/ai-platform/BeforeQuestionAddScreen.tsx')),
  page(Q.postDiagnosis, () => import('../features/ai-platform/PostDiagnosisScreen.tsx')),
];
