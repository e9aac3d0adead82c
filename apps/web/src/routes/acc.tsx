import type { RouteObject } from 'react-router';
import { doctorShell, PLAIN_TABS } from './doctor-shell.ts';
import { comingSoonAll } from './route-kit.ts';

const FAMILY = 'acc';

/** acc family of spec/routes.tsv: the kept-alive doctor shell and its pages. */
export const accRoutes: RouteObject[] = [
  ...doctorShell('/app/acc/doctor/index', PLAIN_TABS),
  ...comingSoonAll(FAMILY, [
    '/app/acc/doctor/patient/sign',
    '/app/acc/doctor/patient/reserve',
    '/app/acc/doctor/follow/list',
    '/app/acc/doctor/follow/transfer',
  ]),
];
