import type { RouteObject } from 'react-router';
import { ADULT_PATIENT_PATHS } from '../app/paths.ts';
import { userHome, userMessages } from './home-screens.ts';
import { page, screenTab, tabShell } from './route-kit.ts';

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
      screenTab(
        `${SHELL}/user/archives`,
        '档案',
        'FileOutline',
        () => import('../features/care/ArchivesScreen.tsx'),
      ),
      screenTab(`${SHELL}/user/message/index`, '消息', 'MessageOutline', userMessages),
      screenTab(
        `${SHELL}/user/device/list`,
        '设备',
        'ScanningOutline',
        () => import('../features/devices/DeviceListScreen.tsx'),
      ),
    ],
  }),
  page(ADULT_PATIENT_PATHS.bindCode, () => import('../features/patients/BindCodeScreen.tsx')),
  page('/health/patient/common/device/list', () => import('../features/devices/DeviceListScreen.tsx')),
  page(
    '/health/patient/common/blood/pressure',
    () => import('../features/measurements/BloodPressureScreen.tsx'),
  ),
  page(
    '/health/patient/common/yk/blood/pressure',
    () => import('../features/measurements/BloodPressureScreen.tsx'),
  ),
  page('/health/patient/common/device/unbind', () => import('../features/devices/DeviceUnbindScreen.tsx')),
  page(
    '/health/patient/common/device/:id/detail',
    () => import('../features/devices/DeviceDetailScreen.tsx'),
  ),
  page(
    '/health/patient/common/diagnosis/record/detail',
    () => import('../features/records/DiagnosisRecordScreen.tsx'),
  ),
  page(
    '/health/patient/common/diagnosis/record/document/detail/:type',
    () => import('../features/records/DiagnosisDocumentScreen.tsx'),
  ),
];
