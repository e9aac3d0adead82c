import type { RouteObject } from 'react-router';
import { PREVIEW_PATH } from '../features/question-preview/paths.ts';
import { page } from './route-kit.ts';

/** sjtu family of spec/routes.tsv: the health-status and lifestyle study (issue 12). */
export const sjtuRoutes: RouteObject[] = [
  page('/app/sjtu/questionnaire/health/index', () => import('../features/sjtu/SjtuHealthIndexScreen.tsx')),
  page('/app/sjtu/questionnaire/login', () => import('../features/sjtu/SjtuLoginScreen.tsx')),
  page('/app/sjtu/questionnaire/index', () => import('../features/sjtu/SjtuIndexScreen.tsx')),
  page('/app/sjtu/questionnaire/form', () => import('../features/sjtu/SjtuFormScreen.tsx')),
  page('/app/sjtu/questionnaire/result', () => import('../features/sjtu/SjtuResultScreen.tsx')),
  page('/app/sjtu/questionnaire/report/history', () => import('../features/sjtu/SjtuHistoryScreen.tsx')),
  page('/app/sjtu/third/health/index', () => import('../features/sjtu/SjtuThirdHealthIndexScreen.tsx')),
  page('/app/sjtu/pricay/protocol', () => import('../features/sjtu/SjtuPrivacyScreen.tsx')),
  page(PREVIEW_PATH, () => import('../features/question-preview/QuestionPreviewScreen.tsx')),
];
