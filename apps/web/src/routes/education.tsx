import type { RouteObject } from 'react-router';
import { comingSoonAll, page } from './route-kit.ts';

const FAMILY = 'education';

/** education family of spec/routes.tsv. */
export const educationRoutes: RouteObject[] = [
  page('/education/login', () => import('../features/auth/EducationLoginScreen.tsx')),
  page('/education/register', () => import('../features/auth/EducationRegisterScreen.tsx')),
  page('/education/forgetpassword', () => import('../features/auth/EducationForgetPasswordScreen.tsx')),
  page('/education/points', () => import('../features/points/EducationPointsScreen.tsx')),
  page('/education/account', () => import('../features/education-account/AccountScreen.tsx')),
  page('/education/account/update', () => import('../features/education-account/AccountUpdateScreen.tsx')),
  page('/education/course/detail', () => import('../features/knowledge/CourseDetailScreen.tsx')),
  page('/education/course/list', () => import('../features/knowledge/CourseListScreen.tsx')),
  page('/education/course/join', () => import('../features/knowledge/CourseJoinScreen.tsx')),
  page('/education/course/study/rank/list', () => import('../features/knowledge/StudyRankScreen.tsx')),
  page('/education/course/learn/task/list', () => import('../features/knowledge/LearnTaskScreen.tsx')),
  page('/education/news/live', () => import('../features/knowledge/LiveNewsScreen.tsx')),
  page('/education/mine/course', () => import('../features/knowledge/MineCourseScreen.tsx')),
  page('/education/history', () => import('../features/knowledge/HistoryScreen.tsx')),
  page('/education/exam', () => import('../features/knowledge/ExamScreen.tsx')),
  page('/education/collect', () => import('../features/knowledge/CollectScreen.tsx')),
  page('/education/konwledge/list', () => import('../features/knowledge/KnowledgeListScreen.tsx')),
  ...comingSoonAll(FAMILY, [
    '/education/consult/list',
    '/education/consult/detail/:id',
    '/education/news/comment/reply',
    '/education/news/system',
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
    '/education/article/list',
    '/education/article/detail',
    '/education/circle/find',
    '/a/education/article/:id',
  ]),
];
