import { HUT_REGION_PATHS } from '../../app/paths.ts';
export const HUT_PATHS = {
  place: HUT_REGION_PATHS.place,
  report: HUT_REGION_PATHS.report,
  info: HUT_REGION_PATHS.reportInfo,
} as const;

export const reportInfoPath = (visitId: number) => `${HUT_PATHS.info}?id=${visitId}`;
export const HUT_STATE_COLORS = { online: 'success', offline: 'default', maintenance: 'warning' } as const;
