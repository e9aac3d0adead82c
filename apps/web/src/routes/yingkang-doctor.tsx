import type { RouteObject } from 'react-router';
import { YINGKANG_PATHS } from '../app/paths.ts';
import { doctorShell, INDEXED_TABS } from './doctor-shell.ts';
import { comingSoonAll, page } from './route-kit.ts';

const FAMILY = 'yingkang-doctor';

/** yingkang-doctor family of spec/routes.tsv: the kept-alive doctor shell and its pages. */
export const yingkangDoctorRoutes: RouteObject[] = [
  ...doctorShell(FAMILY, '/app/yingkang/doctor/index', INDEXED_TABS),
  page(YINGKANG_PATHS.doctorCard, () => import('../features/doctor-profile/VisitingCardScreen.tsx')),
  ...comingSoonAll(FAMILY, ['/app/yingkang/doctor/patient/info']),
];
