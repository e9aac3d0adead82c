import type { RouteObject } from 'react-router';
import { LIFETIME_PATHS } from '../features/lifetime/paths.ts';
import { doctorShell, INDEXED_TABS } from './doctor-shell.ts';
import { userHome, userMessages } from './home-screens.ts';
import { page, screenTab, tabShell } from './route-kit.ts';

/** yingkang-lifetime family of spec/routes.tsv: the doctor shell (kept alive), the user shell and their pages. */
export const yingkangLifetimeRoutes: RouteObject[] = [
  ...doctorShell('/app/yingkang/lifetime/doctor/index', INDEXED_TABS),
  ...tabShell({
    path: LIFETIME_PATHS.shell,
    defaultTab: LIFETIME_PATHS.home,
    keepAlive: false,
    tabs: [
      screenTab(LIFETIME_PATHS.home, '首页', 'AppOutline', userHome),
      screenTab(
        LIFETIME_PATHS.archives,
        '档案',
        'FileOutline',
        () => import('../features/lifetime/LifetimeArchivesScreen.tsx'),
      ),
      screenTab(LIFETIME_PATHS.messages, '消息', 'MessageOutline', userMessages),
      // The spec writes this tab as an absolute path outside the shell's prefix.
      screenTab(
        LIFETIME_PATHS.devices,
        '设备',
        'ScanningOutline',
        () => import('../features/devices/DeviceListScreen.tsx'),
      ),
    ],
  }),
  page(
    '/app/yingkang/lifetime/doctor/visiting/card',
    () => import('../features/doctor-profile/VisitingCardScreen.tsx'),
  ),
  page(LIFETIME_PATHS.equityCard, () => import('../features/lifetime/EquityCardScreen.tsx')),
  page(LIFETIME_PATHS.examinationReport, () => import('../features/records/ExaminationListScreen.tsx')),
  page(LIFETIME_PATHS.evaluate, () => import('../features/lifetime/EvaluateScreen.tsx')),
  page(LIFETIME_PATHS.addDiagnosis, () => import('../features/lifetime/AddDiagnosisScreen.tsx')),
  page(LIFETIME_PATHS.checkReport, () => import('../features/records/CheckListScreen.tsx')),
  page(LIFETIME_PATHS.bindPatient, () => import('../features/lifetime/BindPatientScreen.tsx')),
  page(LIFETIME_PATHS.createPatient, () => import('../features/lifetime/CreatePatientScreen.tsx')),
];
