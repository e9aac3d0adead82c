import type { RouteObject } from 'react-router';
import { comingSoonAll, redirectRoute } from './route-kit.ts';

const FAMILY = 'yuhang';

/** yuhang family of spec/routes.tsv. */
export const yuhangRoutes: RouteObject[] = [
  redirectRoute('/app/yuhang/detection', '/app/yuhang/detection/blood/pressure'),
  ...comingSoonAll(FAMILY, [
    '/app/yuhang/index',
    '/app/yuhang/health/plan',
    '/app/yuhang/plan/drugs/add',
    '/app/yuhang/health/archives',
    '/app/yuhang/health/coin',
    '/app/yuhang/coin/record',
    '/app/yuhang/message',
    '/app/yuhang/device/apply',
    '/app/yuhang/report/index',
    '/app/yuhang/report/index/history',
    '/app/yuhang/report/garea',
    '/app/yuhang/report/bed',
    '/app/yuhang/report/food',
    '/app/yuhang/questionnaire',
    '/app/yuhang/chat',
    '/app/yuhang/detection/blood/pressure',
    '/app/yuhang/detection/blood/sugar',
    '/app/yuhang/detection/blood/lipids',
    '/app/yuhang/detection/weight',
    '/patient/:idcard',
  ]),
];
