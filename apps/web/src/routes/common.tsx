import type { RouteObject } from 'react-router';
import { page } from './route-kit.ts';

/** common family of spec/routes.tsv. */
export const commonRoutes: RouteObject[] = [
  page('/app/common/video/list', () => import('../features/knowledge/VideoListScreen.tsx')),
  page('/app/common/video/detail', () => import('../features/knowledge/ItemDetailScreen.tsx')),
  page('/app/common/article/list', () => import('../features/articles/ArticleListScreen.tsx')),
  page('/app/common/article/detail', () => import('../features/articles/ArticleDetailScreen.tsx')),
  page('/app/common/article/list/history', () => import('../features/articles/ReadHistoryScreen.tsx')),
  page('/share/article', () => import('../features/articles/ArticleListScreen.tsx')),
  page('/share/article/detail', () => import('../features/articles/ArticleDetailScreen.tsx')),
  page('/:org/health/education/:id', () => import('../features/articles/ArticleDetailScreen.tsx')),
  page('/:org/health/picture/:id', () => import('../features/articles/MaterialDetailScreen.tsx')),
  page('/app/common/report/module', () => import('../features/common-pages/ReportModuleScreen.tsx')),
  page(
    '/app/common/demonstration/report',
    () => import('../features/common-pages/DemonstrationReportScreen.tsx'),
  ),
  page('/app/common/picture/move', () => import('../features/common-pages/PictureMoveScreen.tsx')),
  page('/app/common/privacy/elpb/user', () => import('../features/account/PrivacyScreen.tsx')),
];
