import type { RouteObject } from 'react-router';
import {
  DETECTION_SEGMENTS,
  type DetectionFamily,
  detectionPath,
  FAMILY_SPECS,
} from '../features/detection/family.ts';
import { screen } from './lazy-screen.ts';
import { page, redirectRoute } from './route-kit.ts';

const loadType = () => import('../features/detection/DetectionTypeScreen.tsx');

/**
 * /app/<family>/detection and its children (yuhang: blood pressure, sugar, lipids, weight; linan
 * also heart): the shell path redirects to blood pressure; a pathless layout (the child chooser and
 * the type tabs) holds one route per type, all showing the one parameterised type screen.
 */
export function detectionRoutes(family: DetectionFamily): RouteObject[] {
  const types = FAMILY_SPECS[family].types;
  return [
    redirectRoute(`/app/${family}/detection`, detectionPath(family, types[0] ?? 'bp')),
    {
      id: `detection:${family}`,
      lazy: screen(() => import('../features/detection/DetectionShell.tsx')),
      children: types.map((type) => page(`/app/${family}/detection/${DETECTION_SEGMENTS[type]}`, loadType)),
    },
  ];
}

/** The detection report screens of a family that has them (yuhang). */
export function detectionReportRoutes(family: DetectionFamily): RouteObject[] {
  const { report, reportHistory } = FAMILY_SPECS[family];
  return [
    ...(report ? [page(report, () => import('../features/detection/ReportScreen.tsx'))] : []),
    ...(reportHistory
      ? [page(reportHistory, () => import('../features/detection/ReportHistoryScreen.tsx'))]
      : []),
  ];
}
