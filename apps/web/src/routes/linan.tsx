import type { RouteObject } from 'react-router';
import { comingSoonAll, redirectRoute } from './route-kit.ts';

const FAMILY = 'linan';

/** linan family of spec/routes.tsv. */
export const linanRoutes: RouteObject[] = [
  redirectRoute('/app/linan/detection', '/app/linan/detection/blood/pressure'),
  ...comingSoonAll(FAMILY, [
    '/app/linan/index',
    '/app/linan/user/message/index',
    '/app/linan/health/picture',
    '/app/linan/health/exponent',
    '/app/linan/questionnaire/form',
    '/app/linan/exponent/report',
    '/app/linan/health/prescription',
    '/app/linan/health/body',
    '/app/linan/drugs/situation',
    '/app/linan/points/index',
    '/app/linan/record',
    '/app/linan/history',
    '/app/linan/detail',
    '/app/linan/height/index',
    '/app/linan/detection/blood/pressure',
    '/app/linan/detection/blood/sugar',
    '/app/linan/detection/blood/lipids',
    '/app/linan/detection/weight',
    '/app/linan/detection/heart',
    '/:org/patient/:idcard',
    '/:org/lishui/patient/:idcard',
    '/:org/doctor',
  ]),
];
