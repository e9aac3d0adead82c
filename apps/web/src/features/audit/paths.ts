/** Routes of the audit-trail screens. */
export const AUDIT_PATHS = {
  settings: '/health/user/set/index',
  /** The patient's 查看记录. */
  patientAccess: '/health/user/set/access/record',
  /** The administrator's trail (doctor shell, managers only). */
  trail: '/health/doctor/audit/record',
  doctorMine: '/health/doctor/mine/index',
} as const;
