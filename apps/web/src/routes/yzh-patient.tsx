import type { RouteObject } from 'react-router';
import { YZH_PATIENT_PATHS } from '../app/paths.ts';
import { comingSoonAll, page } from './route-kit.ts';

const FAMILY = 'yzh-patient';

/** yzh-patient family of spec/routes.tsv. */
export const yzhPatientRoutes: RouteObject[] = [
  page(YZH_PATIENT_PATHS.familyMember, () => import('../features/care/FamilyMemberScreen.tsx')),
  page(YZH_PATIENT_PATHS.monitorTask, () => import('../features/home-monitor/MonitorTaskScreen.tsx')),
  ...comingSoonAll(FAMILY, [
    '/app/yzh/patient/device/points',
    '/app/yzh/patient/local/prescription',
    '/app/yzh/patient/local/prescription/detail',
    '/app/yzh/patient/local/report',
    '/app/yzh/patient/local/report/detail',
    '/app/yzh/patient/local/health/bank',
    '/app/yzh/patient/detection',
    '/app/yzh/patient/detection/report/record',
    '/app/yzh/patient/follow/timeline',
    '/:areaCode/local/report/no/login/detail/:idcard',
  ]),
];
