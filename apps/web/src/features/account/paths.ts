/** Routes of the account screens. */
export const ACCOUNT_PATHS = {
  home: '/health/user/index',
  settings: '/health/user/set/index',
  updatePassword: '/health/user/set/update/password',
  changePatient: '/health/user/change/patient',
  infoEdit: '/health/user/info/edit',
  protocol: '/health/user/protocol',
  privacy: '/health/user/protocol/custom',
} as const;
