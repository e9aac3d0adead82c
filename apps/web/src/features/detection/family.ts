import { type DetectionType, MULTIVARIATE_AREAS } from '@kanghu/shared';
import { DETECTION_REGION_PATHS } from '../../app/paths.ts';

/** The route families with children's detection screens (spec 1 section 2.4). */
export const DETECTION_FAMILIES = ['yuhang', 'linan'] as const;
export type DetectionFamily = (typeof DETECTION_FAMILIES)[number];

/** The path segment of each type under /app/<family>/detection/. */
export const DETECTION_SEGMENTS: Record<DetectionType, string> = {
  bp: 'blood/pressure',
  bg: 'blood/sugar',
  lipid: 'blood/lipids',
  weight: 'weight',
  hr: 'heart',
};

/** Tab titles: the shared names of the patient's data areas. */
export const DETECTION_TITLES: Readonly<Record<DetectionType, string>> = MULTIVARIATE_AREAS;

export interface FamilySpec {
  /** Detection types of the family in tab order (routes.tsv: linan adds heart). */
  types: readonly DetectionType[];
  /** The detection report screen, where the family has one. */
  report: string | null;
  reportHistory: string | null;
  index: string;
}

export const FAMILY_SPECS: Record<DetectionFamily, FamilySpec> = {
  yuhang: {
    types: ['bp', 'bg', 'lipid', 'weight'],
    report: DETECTION_REGION_PATHS.yuhangReport,
    reportHistory: DETECTION_REGION_PATHS.yuhangReportHistory,
    index: DETECTION_REGION_PATHS.yuhangIndex,
  },
  linan: {
    types: ['bp', 'bg', 'lipid', 'weight', 'hr'],
    report: null,
    reportHistory: null,
    index: DETECTION_REGION_PATHS.linanIndex,
  },
};

export function detectionPath(family: DetectionFamily, type: DetectionType): string {
  return `/app/${family}/detection/${DETECTION_SEGMENTS[type]}`;
}

/** The family a path belongs to (/app/<family>/...), yuhang by default. */
export function familyOfPath(pathname: string): DetectionFamily {
  const name = /^\/app\/([^/]+)/.exec(pathname)?.[1];
  return DETECTION_FAMILIES.find((f) => f === name) ?? 'yuhang';
}

/** The detection type a /app/<family>/detection/<segment> path shows, or null. */
export function typeOfPath(pathname: string): DetectionType | null {
  const rest = /^\/app\/[^/]+\/detection\/(.+?)\/?$/.exec(pathname)?.[1];
  const found = Object.entries(DETECTION_SEGMENTS).find(([, segment]) => segment === rest);
  return found ? (found[0] as DetectionType) : null;
}

/** Keeps `?patientId=` when moving between detection and report screens. */
export function withPatient(
  path: string,
  patientId: number | null,
  extra: Record<string, string> = {},
): string {
  const q = new URLSearchParams(extra);
  if (patientId !== null) q.set('patientId', String(patientId));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
