import type { RouteObject } from 'react-router';
import { JIAYI_PATHS } from '../app/paths.ts';
import { doctorShell, PLAIN_TABS } from './doctor-shell.ts';
import { patientInfo } from './home-screens.ts';
import { page } from './route-kit.ts';

/** yzh-jiayi family of spec/routes.tsv: the kept-alive family-doctor shell and its pages. */
export const yzhJiayiRoutes: RouteObject[] = [
  ...doctorShell(JIAYI_PATHS.doctorShell, PLAIN_TABS),
  page(JIAYI_PATHS.followList, () => import('../features/follow/YzhFollowListScreen.tsx')),
  page('/app/yzh/jiayi/doctor/follow/form', () => import('../features/follow/YzhFollowFormScreen.tsx')),
  page('/app/yzh/jiayi/doctor/family/bed', () => import('../features/sickbed/SickbedListScreen.tsx')),
  page('/app/yzh/jiayi/doctor/task/index', () => import('../features/tasks/JiayiTaskScreen.tsx')),
  page('/app/yzh/jiayi/doctor/patient/sign', () => import('../features/contracts/JiayiSignScreen.tsx')),
  page('/app/yzh/jiayi/doctor/patient/info', patientInfo),
  page(JIAYI_PATHS.deviceList, () => import('../features/doctor-devices/DeviceManageScreen.tsx')),
  page(
    '/app/yzh/jiayi/doctor/device/identify/patient',
    () => import('../features/doctor-devices/IdentifyPatientScreen.tsx'),
  ),
  page(
    '/app/yzh/jiayi/doctor/device/measure/record',
    () => import('../features/doctor-devices/MeasureRecordScreen.tsx'),
  ),
  page(JIAYI_PATHS.screening, () => import('../features/question-doctor/ScreeningScreen.tsx')),
  page(
    '/app/yzh/jiayi/doctor/bind/ai/doctor',
    () => import('../features/ai-platform/BindAiDoctorScreen.tsx'),
  ),
];
