import { EDUCATION_HOME_PATH, LOGIN_PATHS } from '../auth/landing.ts';

/** The education (learner) account screens and the places they link to (spec routes.tsv, family education). */
export const EDUCATION_PATHS = {
  home: EDUCATION_HOME_PATH,
  login: LOGIN_PATHS.educationLogin,
  account: '/education/account',
  accountUpdate: '/education/account/update',
  points: '/education/points',
  mineCourse: '/education/mine/course',
  history: '/education/history',
  collect: '/education/collect',
  exam: '/education/exam',
  conference: '/app/conference/index',
} as const;
