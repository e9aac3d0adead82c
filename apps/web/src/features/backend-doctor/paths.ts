/** The backend-doctor mode (spec 1 section 2.1, spec 3 section 2): a parent route and its child. */
export const BACKEND_PATHS = {
  home: '/doctor/backend',
  lungCollect: '/doctor/backend/lung/report/question/collect',
} as const;
