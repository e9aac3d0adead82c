export const HUT_PATHS = {
  place: '/app/jkxw/hut/place',
  report: '/app/jkxw/report',
  info: '/app/jkxw/report/info',
} as const;

export const reportInfoPath = (visitId: number) => `${HUT_PATHS.info}?id=${visitId}`;
export const HUT_STATE_COLORS = { online: 'success', offline: 'default', maintenance: 'warning' } as const;
