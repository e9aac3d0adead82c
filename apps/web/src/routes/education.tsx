import type { RouteObject } from 'react-router';
import { comingSoonAll, page } from './route-kit.ts';

const FAMILY = 'education';

/** education family of spec/routes.tsv. */
export const educationRoutes: RouteObject[] = [
  page('/education/login', () => import('../features/auth/EducationLoginScreen.tsx')),
  page('/education/register', () => import('../features/auth/EducationRegisterScreen.tsx')),
  page('/education/forgetpassword', () => import('../features/auth/EducationForgetPasswordScreen.tsx')),
  page('/education/article/list', () => import('../features/articles/ArticleListScreen.tsx')),
  page('/education/article/detail', () => import('../features/articles/ArticleDetailScreen.tsx')),
  page('/a/education/article/:id', () => import('../features/articles/ArticleDetailScreen.tsx')),
  ...comingSoonAll(FAMILY, [
    '/education/course/detail',
    '/education/course/list',
    '/education/course/join',
    '/education/course/study/rank/list',
    '/education/course/learn/task/list',
    '/education/consult/list',
    '/education/consult/detail/:id',
    '/education/news/comment/reply',
    '/education/news/system',
    '/education/news/live',
    '/education/mine/course',
    '/education/points',
    '/education/history',
    '/education/account',
    '/education/account/update',
    '/education/exam',
    '/education/collect',
    '/education/circle/:id',
    '/education/circle/group/chat',
    '/education/circle/question/detail/:id',
    '/education/circle/answer/detail/:id',
    '/education/circle/story/:id',
    '/education/circle/search',
    '/education/circle/post/story/:id',
    '/education/circle/post/question/:id',
    '/education/circle/answer/question/:id/:circleIdList',
    '/education/circle/attention/knowledge/list',
    '/education/circle/post/history',
    '/education/circle/qa/list',
    '/education/circle/answer/science/question',
    '/education/konwledge/list',
    '/education/circle/find',
  ]),
];
