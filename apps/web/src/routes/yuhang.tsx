import type { RouteObject } from 'react-router';
import { DETECTION_REGION_PATHS } from '../app/paths.ts';
import { detectionReportRoutes, detectionRoutes } from './detection-routes.ts';
import { page } from './route-kit.ts';

const FAMILY = 'yuhang';

/** yuhang family of spec/routes.tsv. */
export const yuhangRoutes: RouteObject[] = [
  ...detectionRoutes(FAMILY),
  ...detectionReportRoutes(FAMILY),
  // The yuhang shell's questionnaire entry is the project's questionnaire list of the current patient.
  page('/app/yuhang/questionnaire', () => import('../features/questionnaire/QuestionListScreen.tsx')),
  page('/app/yuhang/health/coin', () => import('../features/points/CoinScreen.tsx')),
  page('/app/yuhang/coin/record', () => import('../features/points/CoinRecordScreen.tsx')),
  page(DETECTION_REGION_PATHS.yuhangIndex, () => import('../features/yuhang/YuhangHomeScreen.tsx')),
  page('/app/yuhang/health/archives', () => import('../features/yuhang/ArchivesScreen.tsx')),
  page('/app/yuhang/health/plan', () => import('../features/yuhang/PlanScreen.tsx')),
  page('/app/yuhang/plan/drugs/add', () => import('../features/yuhang/DrugAddScreen.tsx')),
  page('/app/yuhang/message', () => import('../features/yuhang/MessageScreen.tsx')),
  page('/app/yuhang/device/apply', () => import('../features/yuhang/DeviceApplyScreen.tsx')),
  page('/app/yuhang/report/garea', () => import('../features/yuhang/GareaReportScreen.tsx')),
  page('/app/yuhang/report/bed', () => import('../features/yuhang/BedReportScreen.tsx')),
  page('/app/yuhang/report/food', () => import('../features/yuhang/FoodReportScreen.tsx')),
  // The resident's consultations with their doctors: the chat list of the account.
  page('/app/yuhang/chat', () => import('../features/chat/ChatListScreen.tsx')),
  page('/patient/:idcard', () => import('../features/yuhang/PatientEntryScreen.tsx')),
];
