import type { RouteObject } from 'react-router';
import { PREVIEW_PATH } from '../features/question-preview/paths.ts';
import { comingSoonAll, page } from './route-kit.ts';

const FAMILY = 'sjtu';

/** sjtu family of spec/routes.tsv. */
export const sjtuRoutes: RouteObject[] = [
  page(PREVIEW_PATH, () => import('../features/question-preview/QuestionPreviewScreen.tsx')),
  ...comingSoonAll(FAMILY, [
    '/app/sjtu/questionnaire/health/index',
    '/app/sjtu/questionnaire/login',
    '/app/sjtu/questionnaire/index',
    '/app/sjtu/questionnaire/form',
    '/app/sjtu/questionnaire/result',
    '/app/sjtu/questionnaire/report/history',
    '/app/sjtu/third/health/index',
    '/app/sjtu/pricay/protocol',
  ]),
];
