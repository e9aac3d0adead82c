import type { RouteObject } from 'react-router';
import { DETECTION_REGION_PATHS } from '../app/paths.ts';
import { detectionRoutes } from './detection-routes.ts';
import { comingSoonAll } from './route-kit.ts';

const FAMILY = 'linan';

/** linan family of spec/routes.tsv. */
export const linanRoutes: RouteObject[] = [
  ...detectionRoutes(FAMILY),
  ...comingSoonAll(FAMILY, [
    DETECTION_REGION_PATHS.linanIndex,
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
    '/:org/patient/:idcard',
    '/:org/lishui/patient/:idcard',
    '/:org/doctor',
  ]),
];
