import type { RouteObject } from 'react-router';
import { DETECTION_REGION_PATHS } from '../app/paths.ts';
import { detectionRoutes } from './detection-routes.ts';
import { userMessages } from './home-screens.ts';
import { page } from './route-kit.ts';

const FAMILY = 'linan';
const entry = () => import('../features/linan/EntryScreen.tsx');

/** linan family of spec/routes.tsv. */
export const linanRoutes: RouteObject[] = [
  ...detectionRoutes(FAMILY),
  page(DETECTION_REGION_PATHS.linanIndex, () => import('../features/linan/LinanHomeScreen.tsx')),
  page('/app/linan/health/exponent', () => import('../features/linan/ExponentScreen.tsx')),
  page('/app/linan/questionnaire/form', () => import('../features/linan/LinanFormScreen.tsx')),
  page('/app/linan/exponent/report', () => import('../features/linan/ReportScreen.tsx')),
  page('/app/linan/health/prescription', () => import('../features/linan/PrescriptionScreen.tsx')),
  page('/app/linan/history', () => import('../features/linan/HistoryScreen.tsx')),
  page('/app/linan/detail', () => import('../features/linan/DetailScreen.tsx')),
  page('/app/linan/record', () => import('../features/linan/RecordScreen.tsx')),
  page('/app/linan/user/message/index', userMessages),
  page('/app/linan/health/body', () => import('../features/linan/BodyScreen.tsx')),
  page('/app/linan/health/picture', () => import('../features/linan/PictureScreen.tsx')),
  page('/app/linan/drugs/situation', () => import('../features/linan/DrugSituationScreen.tsx')),
  page('/:org/patient/:idcard', entry),
  page('/:org/lishui/patient/:idcard', entry),
  page('/:org/doctor', () => import('../features/linan/DoctorEntryScreen.tsx')),
  page('/app/linan/height/index', () => import('../features/growth/LinanHeightScreen.tsx')),
  page('/app/linan/points/index', () => import('../features/points/LinanPointsScreen.tsx')),
];
