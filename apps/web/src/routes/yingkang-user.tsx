import type { RouteObject } from 'react-router';
import { YINGKANG_PATHS } from '../app/paths.ts';
import { GROWTH_PATHS } from '../features/growth/paths.ts';
import { userHome } from './home-screens.ts';
import { page, redirectTab, screenTab, tabShell } from './route-kit.ts';

const SHELL = YINGKANG_PATHS.userHome;

/** yingkang-user family of spec/routes.tsv: the user shell (find leads to the education circle) and its pages. */
export const yingkangUserRoutes: RouteObject[] = [
  ...tabShell({
    path: SHELL,
    defaultTab: `${SHELL}/home`,
    keepAlive: false,
    tabs: [
      screenTab(`${SHELL}/home`, '首页', 'AppOutline', userHome),
      redirectTab(`${SHELL}/find`, '发现', 'CompassOutline', '/education/circle/find'),
      screenTab(
        `${SHELL}/message/index`,
        '消息',
        'MessageOutline',
        () => import('../features/yingkang-user/MessagesScreen.tsx'),
      ),
      screenTab(
        `${SHELL}/test`,
        '测评',
        'HistogramOutline',
        () => import('../features/yingkang-user/TestTabScreen.tsx'),
      ),
      screenTab(
        `${SHELL}/mine/index`,
        '我的',
        'UserOutline',
        () => import('../features/yingkang-user/MineScreen.tsx'),
      ),
    ],
  }),
  page(YINGKANG_PATHS.cardList, () => import('../features/service-cards/ServiceListScreen.tsx')),
  page(YINGKANG_PATHS.cardInfo, () => import('../features/service-cards/ServiceInfoScreen.tsx')),
  page(YINGKANG_PATHS.cardDetail, () => import('../features/service-cards/ServiceDetailScreen.tsx')),
  page('/app/yingkang/user/hot/list', () => import('../features/yingkang-user/HotListScreen.tsx')),
  page(
    '/app/yingkang/user/user/report/history',
    () => import('../features/yingkang-user/ReportHistoryScreen.tsx'),
  ),
  page('/app/yingkang/user/my/doctor/list', () => import('../features/yingkang-user/MyDoctorListScreen.tsx')),
  page('/app/yingkang/user/my/doctor/info', () => import('../features/yingkang-user/MyDoctorInfoScreen.tsx')),
  page('/app/yingkang/user/patient/list', () => import('../features/patients/MyPatientsScreen.tsx')),
  page('/app/yingkang/user/patient/add', () => import('../features/patients/AddPatientScreen.tsx')),
  page('/app/yingkang/user/message/chat', () => import('../features/chat/ChatListScreen.tsx')),
  page('/app/yingkang/user/message/system', () => import('../features/messages/SystemMessageListScreen.tsx')),
  page(
    '/app/yingkang/user/message/live/telecast',
    () => import('../features/yingkang-user/LiveTelecastScreen.tsx'),
  ),
  page(
    '/app/yingkang/user/mine/study/history',
    () => import('../features/yingkang-user/StudyHistoryScreen.tsx'),
  ),
  page('/app/yingkang/user/mine/collect', () => import('../features/yingkang-user/MineCollectScreen.tsx')),
  page('/app/yingkang/user/mine/about', () => import('../features/yingkang-user/AboutScreen.tsx')),
  page(
    '/app/yingkang/user/mine/attention',
    () => import('../features/yingkang-user/MineAttentionScreen.tsx'),
  ),
  page('/app/yingkang/user/doctor/list', () => import('../features/yingkang-user/DoctorListScreen.tsx')),
  page('/app/yingkang/user/doctor/info', () => import('../features/yingkang-user/DoctorInfoScreen.tsx')),
  // Children's nutrition, sleep, sport and child health care (issue 13 section 2).
  page('/app/yingkang/user/question/form', () => import('../features/child-nutrition/QuestionFormPage.tsx')),
  page(
    '/app/yingkang/user/question/info',
    () => import('../features/child-nutrition/QuestionInfoScreen.tsx'),
  ),
  page(
    '/app/yingkang/user/question/success',
    () => import('../features/child-nutrition/QuestionSuccessScreen.tsx'),
  ),
  page('/app/yingkang/user/question/sport', () => import('../features/child-nutrition/SportFormScreen.tsx')),
  page(
    '/app/yingkang/user/question/child/health/care',
    () => import('../features/child-nutrition/ChildCareFormScreen.tsx'),
  ),
  page(
    '/app/yingkang/user/question/grow/nutrition/index',
    () => import('../features/child-nutrition/NutritionIndexScreen.tsx'),
  ),
  page(
    '/app/yingkang/user/question/grow/nutrition/food/record',
    () => import('../features/child-nutrition/FoodRecordScreen.tsx'),
  ),
  page(
    '/app/yingkang/user/question/grow/nutrition/food/list',
    () => import('../features/child-nutrition/FoodListScreen.tsx'),
  ),
  page(
    '/app/yingkang/user/report/child/health/care',
    () => import('../features/child-nutrition/ChildCareReportScreen.tsx'),
  ),
  page('/app/yingkang/user/report/sleep', () => import('../features/child-nutrition/SleepReportScreen.tsx')),
  page(
    '/app/yingkang/user/report/nutrition',
    () => import('../features/child-nutrition/NutritionReportScreen.tsx'),
  ),
  page('/app/yingkang/user/report/sport', () => import('../features/child-nutrition/SportReportScreen.tsx')),
  page(
    '/app/yingkang/user/report/grow/nutrition',
    () => import('../features/child-nutrition/GrowNutritionScreen.tsx'),
  ),
  page(
    '/app/yingkang/user/report/grow/nutrition/high/score/recipe',
    () => import('../features/child-nutrition/RecipeScreen.tsx'),
  ),
  page(GROWTH_PATHS.babyAdd, () => import('../features/growth/BabyAddScreen.tsx')),
  page(GROWTH_PATHS.babyDetail, () => import('../features/growth/BabyDetailScreen.tsx')),
  page(GROWTH_PATHS.viewBabyDetail, () => import('../features/growth/ViewBabyDetailScreen.tsx')),
  page(GROWTH_PATHS.archives, () => import('../features/growth/HeightArchivesScreen.tsx')),
  page(GROWTH_PATHS.report, () => import('../features/growth/HeightReportScreen.tsx')),
  page(GROWTH_PATHS.record, () => import('../features/growth/HeightRecordScreen.tsx')),
];
