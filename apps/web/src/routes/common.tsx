import type { RouteObject } from 'react-router';
import { comingSoonAll } from './route-kit.ts';

const FAMILY = 'common';

/** common family of spec/routes.tsv. */
export const commonRoutes: RouteObject[] = [
  ...comingSoonAll(FAMILY, [
    '/app/common/article/list',
    '/app/common/article/detail',
    '/app/common/article/list/history',
    '/share/article',
    '/share/article/detail',
    '/app/common/video/list',
    '/app/common/video/detail',
    '/app/common/report/module',
    '/:org/health/education/:id',
    '/:org/health/picture/:id',
    '/app/common/demonstration/report',
    '/app/common/picture/move',
    '/app/common/privacy/elpb/user',
  ]),
];
