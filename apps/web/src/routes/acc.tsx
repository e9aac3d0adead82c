import type { RouteObject } from 'react-router';
import { doctorShell, PLAIN_TABS } from './doctor-shell.ts';
import { comingSoonAll, page } from './route-kit.ts';

const FAMILY = 'acc';

/** acc family of spec/routes.tsv: the kept-alive doctor shell and its pages. */
export const accRoutes: RouteObject[] = [
  ...doctorShell(FAMILY, '/app/acc/doctor/index', PLAIN_TABS),
  page('/app/acc/doctor/follow/list', () => import('../features/follow/AccFollowListScreen.tsx')),
  page('/app/acc/doctor/follow/transfer', () => import('../features/follow/AccFollowTransferScreen.tsx')),
  ...comingSoonAll(FAMILY, ['/app/acc/doctor/patient/sign', '/app/acc/doctor/patient/reserve']),
];
