/** The sjtu study screens' paths live in app/paths.ts (the sign-in variants read them). */
export { SJTU_PATHS, sjtuResultPath } from '../../app/paths.ts';
