/**
 * The doctor's patient screens. Each doctor shell opens its own patient/info when it has one
 * (spec routes.tsv); the others use the health-doctor family's.
 */
export const DOCTOR_PATIENT_PATHS = {
  list: '/health/doctor/patient/index',
  manage: '/health/doctor/manage/patient',
  info: '/health/doctor/patient/info',
  aiInfo: '/health/doctor/patient/ai/info',
  select: '/health/doctor/patient/select',
  evaluate: '/health/doctor/patient/evaluate',
  report: '/health/doctor/patient/report',
  recept: '/health/doctor/patient/report/recept',
} as const;

/** Shell prefixes with their own patient/info route. */
const SHELL_INFO: ReadonlyArray<[string, string]> = [
  ['/app/yingkang/doctor/', '/app/yingkang/doctor/patient/info'],
  ['/app/xqtx/elpb/doctor/', '/app/xqtx/elpb/doctor/patient/info'],
  ['/app/yzh/jiayi/doctor/', '/app/yzh/jiayi/doctor/patient/info'],
];

/** The patient/info route for a list shown at `pathname`. */
export function infoPathFor(pathname: string): string {
  return SHELL_INFO.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? DOCTOR_PATIENT_PATHS.info;
}

export const withPatient = (path: string, id: number) => `${path}?patientId=${id}`;

/** Where patient/select returns: a path of this app only (never another origin). */
export function selectTarget(redirect: string | null): string | null {
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return null;
  return redirect;
}
