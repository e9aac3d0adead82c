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
  page('/education/consult/list', () => import('../features/chat/ChatListScreen.tsx')),
  page('/education/consult/detail/:id', () => import('../features/comments/ConsultDetailScreen.tsx')),
  page('/education/news/comment/reply', () => import('../features/comments/CommentNoticesScreen.tsx')),
  page('/education/news/system', () => import('../features/messages/SystemMessageListScreen.tsx')),
  page('/education/circle/:id', () => import('../features/circle/CircleDetailScreen.tsx')),
  page('/education/circle/group/chat', () => import('../features/circle/GroupChatScreen.tsx')),
  page('/education/circle/question/detail/:id', () => import('../features/circle/PostDetailScreen.tsx')),
  page('/education/circle/answer/detail/:id', () => import('../features/circle/PostDetailScreen.tsx')),
  page('/education/circle/story/:id', () => import('../features/circle/PostDetailScreen.tsx')),
  page('/education/circle/search', () => import('../features/circle/CircleSearchScreen.tsx')),
  page('/education/circle/post/story/:id', () => import('../features/circle/PostFormScreen.tsx')),
  page('/education/circle/post/question/:id', () => import('../features/circle/PostFormScreen.tsx')),
  page(
    '/education/circle/answer/question/:id/:circleIdList',
    () => import('../features/circle/PostFormScreen.tsx'),
  ),
  page(
    '/education/circle/attention/knowledge/list',
    () => import('../features/circle/AttentionKnowledgeScreen.tsx'),
  ),
  page('/education/circle/post/history', () => import('../features/circle/PostHistoryScreen.tsx')),
  page('/education/circle/qa/list', () => import('../features/circle/QaListScreen.tsx')),
  page('/education/circle/answer/science/question', () => import('../features/circle/QaListScreen.tsx')),
  page('/education/circle/find', () => import('../features/circle/CircleFindScreen.tsx')),
  ...comingSoonAll(FAMILY, [
    '/education/article/list',
    '/education/article/detail',
    '/a/education/article/:id',
  ]),
];
