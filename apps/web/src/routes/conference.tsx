import type { RouteObject } from 'react-router';
import { page } from './route-kit.ts';

const register = () => import('../features/conference/RegisterScreen.tsx');

/** conference family of spec/routes.tsv (spec 1 section 2.15); most take the conference as ?id=. */
export const conferenceRoutes: RouteObject[] = [
  page('/conference/conference', () => import('../features/conference/ConferenceHomeScreen.tsx')),
  page('/conference/expert', () => import('../features/conference/ExpertScreen.tsx')),
  page('/conference/expert/:id', () => import('../features/conference/ExpertDetailScreen.tsx')),
  page('/conference/all/expert', () => import('../features/conference/AllExpertScreen.tsx')),
  page('/conference/place', () => import('../features/conference/PlaceScreen.tsx')),
  page('/conference/topic', () => import('../features/conference/TopicScreen.tsx')),
  page('/conference/mine', () => import('../features/conference/MineScreen.tsx')),
  page('/conference/sign', () => import('../features/conference/SignScreen.tsx')),
  page('/conference/register', register),
  page('/conference/common/register', register),
  page('/conference/other', () => import('../features/conference/OtherScreen.tsx')),
];
