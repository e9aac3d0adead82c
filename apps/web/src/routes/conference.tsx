import type { RouteObject } from 'react-router';
import { comingSoonAll } from './route-kit.ts';

const FAMILY = 'conference';

/** conference family of spec/routes.tsv. */
export const conferenceRoutes: RouteObject[] = [
  ...comingSoonAll(FAMILY, [
    '/conference/conference',
    '/conference/expert',
    '/conference/expert/:id',
    '/conference/all/expert',
    '/conference/place',
    '/conference/topic',
    '/conference/mine',
    '/conference/sign',
    '/conference/register',
    '/conference/common/register',
    '/conference/other',
  ]),
];
