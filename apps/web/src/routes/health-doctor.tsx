import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen.ts';

/** health-doctor family of spec/routes.tsv. */
export const healthDoctorRoutes: RouteObject[] = [
  {
    path: '/health/doctor/index',
    lazy: screen(() => import('../features/doctor-home/DoctorHomeScreen.tsx')),
  },
];
