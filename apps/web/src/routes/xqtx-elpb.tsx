import type { RouteObject } from 'react-router';
import { doctorShell, PLAIN_TABS } from './doctor-shell.ts';
import { patientInfo } from './home-screens.ts';
import { page } from './route-kit.ts';

/** xqtx-elpb family of spec/routes.tsv: the kept-alive doctor shell and its pages. */
export const xqtxElpbRoutes: RouteObject[] = [
  ...doctorShell('/app/xqtx/elpb/doctor/index', PLAIN_TABS),
  page(
    '/app/xqtx/elpb/doctor/visiting/card',
    () => import('../features/doctor-profile/VisitingCardScreen.tsx'),
  ),
  page('/app/xqtx/elpb/doctor/patient/info', patientInfo),
];
