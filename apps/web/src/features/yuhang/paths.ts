import { DETECTION_REGION_PATHS } from '../../app/paths.ts';

/** The Yuhang resident screens (spec routes.tsv, family yuhang). */
export const YUHANG_PATHS = {
  index: DETECTION_REGION_PATHS.yuhangIndex,
  archives: '/app/yuhang/health/archives',
  plan: '/app/yuhang/health/plan',
  drugAdd: '/app/yuhang/plan/drugs/add',
  message: '/app/yuhang/message',
  deviceApply: '/app/yuhang/device/apply',
  chat: '/app/yuhang/chat',
  reportIndex: '/app/yuhang/report/index',
  garea: '/app/yuhang/report/garea',
  bed: '/app/yuhang/report/bed',
  food: '/app/yuhang/report/food',
  questionnaire: '/app/yuhang/questionnaire',
  coin: '/app/yuhang/health/coin',
  detection: '/app/yuhang/detection',
} as const;
