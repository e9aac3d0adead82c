import type { RouteObject } from 'react-router';
import { YINGKANG_PATHS } from '../app/paths.ts';
import { doctorShell, INDEXED_TABS } from './doctor-shell.ts';
import { patientInfo } from './home-screens.ts';
import { page } from './route-kit.ts';

/** yingkang-doctor family of spec/routes.tsv: the kept-alive doctor shell and its pages. */
export const yingkangDoctorRoutes: RouteObject[] = [
  ...doctorShell('/app/yingkang/doctor/index', INDEXED_TABS),
  page(YINGKANG_PATHS.doctorCard, () => import('../features/doctor-profile/VisitingCardScreen.tsx')),
  page('/app/yingkang/doctor/patient/info', patientInfo),
];
