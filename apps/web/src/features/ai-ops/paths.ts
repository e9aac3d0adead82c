/** Screens of the AI platform's operations (spec routes.tsv, family ai). */
export const AI_OPS_PATHS = {
  phoneRecord: '/app/ai/patient/phone/record',
  dialer: '/app/ai/patient/dialer/list',
  door: '/app/ai/door/before',
  doorSearch: '/app/ai/door/before/search',
  doorDevice: '/app/ai/door/before/bind/device',
  /** :idcard carries the patient id (no ID number in URLs; docs/decisions.md). */
  doorForm: '/app/ai/door/:idcard/before/form',
  followForm: '/app/ai/follow/form',
} as const;

export const doorFormPath = (patientId: number) => `/app/ai/door/${patientId}/before/form`;
