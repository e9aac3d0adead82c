import type { RouteObject } from 'react-router';
import { DETECTION_REGION_PATHS } from '../app/paths.ts';
import { detectionReportRoutes, detectionRoutes } from './detection-routes.ts';
import { comingSoonAll, page } from './route-kit.ts';

const FAMILY = 'yuhang';

/** yuhang family of spec/routes.tsv. */
export const yuhangRoutes: RouteObject[] = [
  ...detectionRoutes(FAMILY),
  ...detectionReportRoutes(FAMILY),
  // The yuhang shell's questionnaire entry is the project's questionnaire list of the current patient.
  page('/app/yuhang/questionnaire', () => import('../features/questionnaire/QuestionListScreen.tsx')),
  page('/app/yuhang/health/coin', () => import('../features/points/CoinScreen.tsx')),
  page('/app/yuhang/coin/record', () => import('../features/points/CoinRecordScreen.tsx')),
  ...comingSoonAll(FAMILY, [
    DETECTION_REGION_PATHS.yuhangIndex,
    '/app/yuhang/health/plan',
    '/app/yuhang/plan/drugs/add',
    '/app/yuhang/health/archives',
    '/app/yuhang/message',
    '/app/yuhang/device/apply',
    '/app/yuhang/report/garea',
    '/app/yuhang/report/bed',
    '/app/yuhang/report/food',
    '/app/yuhang/chat',
    '/patient/:idcard',
  ]),
];
