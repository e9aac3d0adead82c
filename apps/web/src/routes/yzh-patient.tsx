import type { RouteObject } from 'react-router';
import { YZH_PATIENT_PATHS } from '../app/paths.ts';
import { YZH_LOCAL_PATHS as L } from '../features/yzh-local/paths.ts';
import { page } from './route-kit.ts';

/** yzh-patient family of spec/routes.tsv. */
export const yzhPatientRoutes: RouteObject[] = [
  page(YZH_PATIENT_PATHS.familyMember, () => import('../features/care/FamilyMemberScreen.tsx')),
  page(YZH_PATIENT_PATHS.monitorTask, () => import('../features/home-monitor/MonitorTaskScreen.tsx')),
  page(L.points, () => import('../features/yzh-local/PointsScreen.tsx')),
  page(L.prescription, () => import('../features/yzh-local/PrescriptionScreen.tsx')),
  page(L.prescriptionDetail, () => import('../features/yzh-local/PrescriptionDetailScreen.tsx')),
  page(L.report, () => import('../features/yzh-local/LocalReportScreen.tsx')),
  page(L.reportDetail, () => import('../features/yzh-local/LocalReportDetailScreen.tsx')),
  page(L.healthBank, () => import('../features/yzh-local/HealthBankScreen.tsx')),
  page(L.detection, () => import('../features/measurements/BloodPressureScreen.tsx')),
  page(L.detectionRecord, () => import('../features/measurements/BpReportListScreen.tsx')),
  page(L.timeline, () => import('../features/yzh-local/FollowTimelineScreen.tsx')),
  page(L.noLogin, () => import('../features/yzh-local/NoLoginReportScreen.tsx')),
];
