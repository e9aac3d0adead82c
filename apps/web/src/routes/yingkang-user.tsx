import type { RouteObject } from 'react-router';
import { YINGKANG_PATHS } from '../app/paths.ts';
import { GROWTH_PATHS } from '../features/growth/paths.ts';
import { userHome, userMessages, userMine } from './home-screens.ts';
import { comingSoonAll, comingSoonTab, page, redirectTab, screenTab, tabShell } from './route-kit.ts';

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
      screenTab(`${SHELL}/message/index`, '消息', 'MessageOutline', userMessages),
      comingSoonTab(FAMILY, `${SHELL}/test`, '测评', 'HistogramOutline'),
      screenTab(`${SHELL}/mine/index`, '我的', 'UserOutline', userMine),
    ],
  }),
  page(YINGKANG_PATHS.cardList, () => import('../features/service-cards/ServiceListScreen.tsx')),
  page(YINGKANG_PATHS.cardInfo, () => import('../features/service-cards/ServiceInfoScreen.tsx')),
  page(YINGKANG_PATHS.cardDetail, () => import('../features/service-cards/ServiceDetailScreen.tsx')),
  page(GROWTH_PATHS.babyAdd, () => import('../features/growth/BabyAddScreen.tsx')),
  page(GROWTH_PATHS.babyDetail, () => import('../features/growth/BabyDetailScreen.tsx')),
  page(GROWTH_PATHS.viewBabyDetail, () => import('../features/growth/ViewBabyDetailScreen.tsx')),
  page(GROWTH_PATHS.archives, () => import('../features/growth/HeightArchivesScreen.tsx')),
  page(GROWTH_PATHS.report, () => import('../features/growth/HeightReportScreen.tsx')),
  page(GROWTH_PATHS.record, () => import('../features/growth/HeightRecordScreen.tsx')),
  ...comingSoonAll(FAMILY, [
    '/app/yingkang/user/hot/list',
    '/app/yingkang/user/user/report/history',
    '/app/yingkang/user/my/doctor/list',
    '/app/yingkang/user/my/doctor/info',
    '/app/yingkang/user/patient/list',
    '/app/yingkang/user/patient/add',
    '/app/yingkang/user/question/form',
    '/app/yingkang/user/question/info',
    '/app/yingkang/user/question/success',
    '/app/yingkang/user/question/sport',
    '/app/yingkang/user/question/child/health/care',
    '/app/yingkang/user/question/grow/nutrition/index',
    '/app/yingkang/user/question/grow/nutrition/food/record',
    '/app/yingkang/user/question/grow/nutrition/food/list',
    '/app/yingkang/user/message/chat',
    '/app/yingkang/user/message/system',
    '/app/yingkang/user/message/live/telecast',
    '/app/yingkang/user/mine/study/history',
    '/app/yingkang/user/mine/collect',
    '/app/yingkang/user/mine/about',
    '/app/yingkang/user/mine/attention',
    '/app/yingkang/user/doctor/list',
    '/app/yingkang/user/doctor/info',
    '/app/yingkang/user/report/child/health/care',
    '/app/yingkang/user/report/sleep',
    '/app/yingkang/user/report/nutrition',
    '/app/yingkang/user/report/sport',
    '/app/yingkang/user/report/grow/nutrition',
    '/app/yingkang/user/report/grow/nutrition/high/score/recipe',
  ]),
];
