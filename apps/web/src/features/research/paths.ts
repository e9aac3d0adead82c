import { CHMSC_PATHS } from '../../app/paths.ts';

const SHELL = CHMSC_PATHS.doctorShell;

/** The chmsc doctor shell's research screens (spec routes.tsv, family chmsc). */
export const RESEARCH_PATHS = {
  shell: SHELL,
  samples: `${SHELL}/sampleCollection`,
  pairs: `${SHELL}/mother/son`,
  projects: `${SHELL}/projectManagement`,
  collect: '/app/chmsc/doctor/sample/collection/form',
  search: '/app/chmsc/doctor/mother/son/search',
} as const;

/** The mother/son tab with a pair's detail open. */
export const pairPath = (id: number) => `${RESEARCH_PATHS.pairs}?pair=${id}`;
/** The collection form for a pair (and, optionally, its child). */
export const collectPath = (pairId: number, patientId?: number) =>
  `${RESEARCH_PATHS.collect}?pair=${pairId}${patientId ? `&person=${patientId}` : ''}`;
