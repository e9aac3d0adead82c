import type { RouteObject } from 'react-router';
import { YINGKANG_PATHS } from '../app/paths.ts';
import { userHome } from './home-screens.ts';
import { comingSoonAll, page, redirectTab, screenTab, tabShell } from './route-kit.ts';

const FAMILY = 'yingkang-user';
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
  ...comingSoonAll(FAMILY, [
    '/app/yingkang/user/question/form',
    '/app/yingkang/user/question/info',
    '/app/yingkang/user/question/success',
    '/app/yingkang/user/question/sport',
    '/app/yingkang/user/question/child/health/care',
    '/app/yingkang/user/question/grow/nutrition/index',
    '/app/yingkang/user/question/grow/nutrition/food/record',
    '/app/yingkang/user/question/grow/nutrition/food/list',
    '/app/yingkang/user/view/baby/detail',
    '/app/yingkang/user/baby/detail',
    '/app/yingkang/user/baby/height/archives',
    '/app/yingkang/user/baby/add',
    '/app/yingkang/user/report/height/record',
    '/app/yingkang/user/report/height',
    '/app/yingkang/user/report/child/health/care',
    '/app/yingkang/user/report/sleep',
    '/app/yingkang/user/report/nutrition',
    '/app/yingkang/user/report/sport',
    '/app/yingkang/user/report/grow/nutrition',
    '/app/yingkang/user/report/grow/nutrition/high/score/recipe',
  ]),
];
