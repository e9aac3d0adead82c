import type { RouteObject } from 'react-router';
import { doctorShell, INDEXED_TABS } from './doctor-shell.ts';
import { userHome, userMessages } from './home-screens.ts';
import { comingSoonAll, comingSoonTab, page, screenTab, tabShell } from './route-kit.ts';

const FAMILY = 'yingkang-lifetime';
const USER_SHELL = '/app/yingkang/lifetime/user/index';

/** yingkang-lifetime family of spec/routes.tsv: the doctor shell (kept alive), the user shell and their pages. */
export const yingkangLifetimeRoutes: RouteObject[] = [
  ...doctorShell('/app/yingkang/lifetime/doctor/index', INDEXED_TABS),
  ...tabShell({
    path: USER_SHELL,
    defaultTab: `${USER_SHELL}/home`,
    keepAlive: false,
    tabs: [
      screenTab(`${USER_SHELL}/home`, '首页', 'AppOutline', userHome),
      comingSoonTab(FAMILY, `${USER_SHELL}/archives`, '档案', 'FileOutline'),
      screenTab(`${USER_SHELL}/message/index`, '消息', 'MessageOutline', userMessages),
      // The spec writes this tab as an absolute path outside the shell's prefix.
      comingSoonTab(FAMILY, '/health/patient/device/list', '设备', 'ScanningOutline'),
    ],
  }),
  page(
    '/app/yingkang/lifetime/doctor/visiting/card',
    () => import('../features/doctor-profile/VisitingCardScreen.tsx'),
  ),
  ...comingSoonAll(FAMILY, [
    '/app/yingkang/lifetime/user/equity/card',
    '/app/yingkang/lifetime/user/examination/report',
    '/app/yingkang/lifetime/user/evaluate',
    '/app/yingkang/lifetime/user/archives/add/diagnosis',
    '/app/yingkang/lifetime/user/check/report',
    '/app/yingkang/lifetime/user/bind/patient',
    '/app/yingkang/lifetime/user/create/patient',
  ]),
];
