import type { RouteObject } from 'react-router';
import { ACC_PATHS } from '../app/paths.ts';
import { doctorShell, PLAIN_TABS } from './doctor-shell.ts';
import { page } from './route-kit.ts';

/** acc family of spec/routes.tsv: the kept-alive doctor shell and its pages. */
export const accRoutes: RouteObject[] = [
  page('/app/acc/doctor/follow/list', () => import('../features/follow/AccFollowListScreen.tsx')),
  page('/app/acc/doctor/follow/transfer', () => import('../features/follow/AccFollowTransferScreen.tsx')),
  ...doctorShell(ACC_PATHS.doctorShell, PLAIN_TABS),
  page('/app/acc/doctor/patient/sign', () => import('../features/contracts/AccSignScreen.tsx')),
  page('/app/acc/doctor/patient/reserve', () => import('../features/reserve/DoctorReserveScreen.tsx')),
];
