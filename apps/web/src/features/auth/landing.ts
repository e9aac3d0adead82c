import type { SessionInfo } from '@kanghu/shared';
import { INDEX_PATH } from '../../app/guard.ts';

export const DOCTOR_HOME_PATH = '/health/doctor/index';
export const EDUCATION_HOME_PATH = '/education/course/list';
export const LOGIN_PATHS = {
  patient: '/health/user/login',
  doctor: '/doctor/login',
  register: '/health/user/register',
  forget: '/health/user/forgetpassword',
  educationLogin: '/education/login',
  educationRegister: '/education/register',
  educationForget: '/education/forgetpassword',
} as const;

/**
 * Where a fresh session lands when no remembered page waits: servicers on their workbench (or
 * the variant's own), learners on the course list, customers on the project's index (the guard
 * sends /index on to the configured index path).
 */
export function landingFor(
  info: Pick<SessionInfo, 'user'>,
  preferred: { servicer?: string; customer?: string } = {},
): string {
  if (info.user.userType === 'servicer') return preferred.servicer ?? DOCTOR_HOME_PATH;
  if (info.user.role === 'learner') return EDUCATION_HOME_PATH;
  return preferred.customer ?? INDEX_PATH;
}
