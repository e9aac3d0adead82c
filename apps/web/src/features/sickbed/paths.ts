/** The doctor's home sickbed screens (spec routes.tsv, family health-doctor). */
export const SICKBED_PATHS = {
  list: '/health/doctor/sickbed',
  info: '/health/doctor/sickbed/info',
  pass: '/health/doctor/sickbed/pass',
  manage: '/health/doctor/sickbed/manage',
  phone: '/health/doctor/sickbed/phone/record',
  door: '/health/doctor/sickbed/door/service',
  doorAdd: '/health/doctor/sickbed/door/add/door/service',
  /** The same list in the jiayi family-doctor shell. */
  jiayi: '/app/yzh/jiayi/doctor/family/bed',
} as const;

type BedPath = Exclude<keyof typeof SICKBED_PATHS, 'list' | 'manage' | 'jiayi'>;
export const bedPath = (screen: BedPath, id: number) => `${SICKBED_PATHS[screen]}?id=${id}`;
