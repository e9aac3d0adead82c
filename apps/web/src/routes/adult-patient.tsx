import type { RouteObject } from 'react-router';
import { userHome, userMessages } from './home-screens.ts';
import { comingSoonAll, comingSoonTab, page, screenTab, tabShell } from './route-kit.ts';

const FAMILY = 'adult-patient';
const SHELL = '/app/common/adult/patient/index';

/** adult-patient family of spec/routes.tsv: the common adult patient shell and patient health pages. */
export const adultPatientRoutes: RouteObject[] = [
  page('/patient/common/:r/login', () => import('../features/auth/third/CredentialLoginScreen.tsx')),
  ...tabShell({
    path: SHELL,
    defaultTab: `${SHELL}/home`,
    keepAlive: false,
    tabs: [
      screenTab(`${SHELL}/home`, '首页', 'AppOutline', userHome),
      comingSoonTab(FAMILY, `${SHELL}/user/archives`, '档案', 'FileOutline'),
      screenTab(`${SHELL}/user/message/index`, '消息', 'MessageOutline', userMessages),
      comingSoonTab(FAMILY, `${SHELL}/user/device/list`, '设备', 'ScanningOutline'),
    ],
  }),
  ...comingSoonAll(FAMILY, [
    '/app/common/adult/patient/bind/code',
    '/health/patient/common/device/list',
    '/health/patient/common/blood/pressure',
    '/health/patient/common/yk/blood/pressure',
    '/health/patient/common/device/unbind',
    '/health/patient/common/device/:id/detail',
    '/health/patient/common/diagnosis/record/detail',
    '/health/patient/common/diagnosis/record/document/detail/:type',
  ]),
];
