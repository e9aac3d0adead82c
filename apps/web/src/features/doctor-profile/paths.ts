import { YINGKANG_PATHS } from '../../app/paths.ts';

/** The doctor's own profile screens. */
export const PROFILE_PATHS = {
  info: '/health/doctor/info',
  edit: '/health/doctor/info/edit',
  departments: '/health/doctor/department/list',
  card: YINGKANG_PATHS.doctorCard,
  mine: '/health/doctor/mine/index',
} as const;
