import type { RouteObject } from 'react-router';
import { doctorMessages, doctorMine, doctorPatients, userMessages, userMine } from './home-screens.ts';

import { comingSoonAll, comingSoonTab, page, screenTab, tabShell } from './route-kit.ts';

const FAMILY = 'webconfig';
const circleFindTab = () => import('../features/circle/CircleFindTab.tsx');

/**
 * webconfig family of spec/routes.tsv. /web/config/tabbar is the shell; which of its tabs the
 * bar shows, in which order, comes from the project's page configuration (templateKey 'tabbar').
 */
export const webconfigRoutes: RouteObject[] = [
  ...tabShell({
    path: '/web/config/tabbar',
    defaultTab: '/web/config/index',
    keepAlive: false,
    configured: 'tabbar',
    tabs: [
      comingSoonTab(FAMILY, '/web/config/index', '首页', 'AppOutline'),
      screenTab('/web/config/mine', '我的', 'UserOutline', userMine),
      comingSoonTab(FAMILY, '/web/config/custom', '专题', 'AppstoreOutline'),
      screenTab(
        '/web/config/education/news',
        '资讯',
        'FileOutline',
        () => import('../features/articles/ArticleListScreen.tsx'),
      ),
      screenTab(
        '/web/config/education/study/center',
        '学习',
        'ContentOutline',
        () => import('../features/knowledge/StudyCenterScreen.tsx'),
      ),
      screenTab('/web/config/education/circle/find', '发现', 'CompassOutline', circleFindTab),
      screenTab('/web/config/health/user/message/index', '消息', 'MessageOutline', userMessages),
      screenTab('/web/config/health/doctor/mine/index', '我的', 'UserOutline', doctorMine),
      screenTab('/web/config/health/doctor/message/index', '消息', 'MessageOutline', doctorMessages),
      screenTab('/web/config/health/doctor/patient/index', '患者', 'TeamOutline', doctorPatients),
    ],
  }),
  page('/audio/test', () => import('../features/video/AudioTestScreen.tsx')),
  ...comingSoonAll(FAMILY, [
    '/web/config/preview/web/template',
    '/web/config/preview/report',
    '/test/token',
    '/test/top/height',
    '/web/config/test',
  ]),
];
