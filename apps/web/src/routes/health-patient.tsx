import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen.ts';

/** health-patient family of spec/routes.tsv. */
export const healthPatientRoutes: RouteObject[] = [
  { path: '/health/user/index', lazy: screen(() => import('../features/patient-home/UserHomeScreen.tsx')) },
];
