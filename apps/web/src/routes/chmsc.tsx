import type { RouteObject } from 'react-router';
import { CHMSC_PATHS } from '../app/paths.ts';
import { comingSoonAll, comingSoonTab, page, screenTab, tabShell } from './route-kit.ts';

const FAMILY = 'chmsc';
const DOCTOR_SHELL = CHMSC_PATHS.doctorShell;
const USER_SHELL = '/app/chmsc/user/index';

/** chmsc family of spec/routes.tsv (samples and logistics): the doctor shell (kept alive), the user shell, pages. */
export const chmscRoutes: RouteObject[] = [
  page('/app/chmsc/login', () => import('../features/auth/ChmscLoginScreen.tsx')),
  ...tabShell({
    path: DOCTOR_SHELL,
    defaultTab: `${DOCTOR_SHELL}/mother/son`,
    keepAlive: true,
    tabs: [
      screenTab(
        `${DOCTOR_SHELL}/sampleCollection`,
        '样本采集',
        'ScanningOutline',
        () => import('../features/research/SampleCollectionTab.tsx'),
      ),
      screenTab(
        `${DOCTOR_SHELL}/mother/son`,
        '母子档案',
        'TeamOutline',
        () => import('../features/research/MotherSonTab.tsx'),
      ),
      screenTab(
        `${DOCTOR_SHELL}/projectManagement`,
        '项目管理',
        'UnorderedListOutline',
        () => import('../features/research/ProjectManagementTab.tsx'),
      ),
    ],
  }),
  ...tabShell({
    path: USER_SHELL,
    defaultTab: `${USER_SHELL}/mother/detail`,
    keepAlive: false,
    tabs: [comingSoonTab(FAMILY, `${USER_SHELL}/mother/detail`, '我的档案', 'UserOutline')],
  }),
  page('/app/chmsc/doctor/sample/collection/form', () => import('../features/research/SampleFormScreen.tsx')),
  page('/app/chmsc/doctor/mother/son/search', () => import('../features/research/MotherSearchScreen.tsx')),
  // The logistics screens (inbound, outbound, scanning) and the user shell are later issues.
  ...comingSoonAll(FAMILY, [
    '/app/chmsc/add/patient',
    '/app/chmsc/add/user',
    '/app/chmsc/bind',
    '/app/chmsc/statistical/details',
    '/app/chmsc/outbound/type',
    '/app/chmsc/scan/code/outbound',
    '/app/chmsc/scan/code/use',
    '/app/chmsc/outbound/order',
    '/app/chmsc/sample/inbound',
    '/app/chmsc/scan/code/sample/inbound',
    '/app/chmsc/inbound/succeed',
    '/app/chmsc/quick/query',
    '/app/chmsc/sample/detail',
    '/app/chmsc/sample/search',
    '/app/chmsc/announcement',
    '/app/chmsc/announcement/detail',
  ]),
];
