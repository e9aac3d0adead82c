import type { RouteObject } from 'react-router';
import { comingSoonAll, page } from './route-kit.ts';

const FAMILY = 'common';

/** common family of spec/routes.tsv. */
export const commonRoutes: RouteObject[] = [
  page('/app/common/video/list', () => import('../features/knowledge/VideoListScreen.tsx')),
  page('/app/common/video/detail', () => import('../features/knowledge/ItemDetailScreen.tsx')),
  ...comingSoonAll(FAMILY, [
    '/app/common/article/list',
    '/app/common/article/detail',
    '/app/common/article/list/history',
    '/share/article',
    '/share/article/detail',
    '/app/common/report/module',
    '/:org/health/education/:id',
    '/:org/health/picture/:id',
    '/app/common/demonstration/report',
    '/app/common/picture/move',
    '/app/common/privacy/elpb/user',
  ]),
];
