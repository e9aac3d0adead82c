import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen.ts';

/** Accounts part of the tasks-chat-accounts family of spec/routes.tsv. */
export const accountRoutes: RouteObject[] = [
  { path: '/health/user/login', lazy: screen(() => import('../features/auth/PatientLoginScreen.tsx')) },
];
