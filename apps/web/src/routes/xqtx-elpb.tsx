import type { RouteObject } from 'react-router';
import { doctorShell, PLAIN_TABS } from './doctor-shell.ts';
import { comingSoonAll } from './route-kit.ts';

const FAMILY = 'xqtx-elpb';

/** xqtx-elpb family of spec/routes.tsv: the kept-alive doctor shell and its pages. */
export const xqtxElpbRoutes: RouteObject[] = [
  ...doctorShell(FAMILY, '/app/xqtx/elpb/doctor/index', PLAIN_TABS),
  ...comingSoonAll(FAMILY, ['/app/xqtx/elpb/doctor/patient/info', '/app/xqtx/elpb/doctor/visiting/card']),
];
