import type { RouteObject } from 'react-router';
import { comingSoonAll } from './route-kit.ts';

const FAMILY = 'sjtu';

/** sjtu family of spec/routes.tsv. */
export const sjtuRoutes: RouteObject[] = [
  ...comingSoonAll(FAMILY, [
    '/app/sjtu/questionnaire/health/index',
    '/app/sjtu/questionnaire/login',
    '/app/sjtu/questionnaire/index',
    '/app/sjtu/questionnaire/form',
    '/app/sjtu/questionnaire/result',
    '/app/sjtu/questionnaire/report/history',
    '/app/sjtu/third/health/index',
    '/app/sjtu/pricay/protocol',
    '/app/test/new/form',
  ]),
];
