/** The doctor's own profile screens. */
export const PROFILE_PATHS = {
  info: '/health/doctor/info',
  edit: '/health/doctor/info/edit',
  departments: '/health/doctor/department/list',
  card: '/app/yingkang/doctor/visiting/card',
  mine: '/health/doctor/mine/index',
} as const;
