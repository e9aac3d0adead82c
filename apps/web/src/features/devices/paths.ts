/** Device screens of this feature (routes.tsv). */
export const DEVICE_PATHS = {
  scan: '/device/blue/tooth/scan/device',
  watch: '/health/patient/watch/bind',
} as const;
