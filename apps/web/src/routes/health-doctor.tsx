import type { RouteObject } from 'react-router';
import { DOCTOR_PATHS } from '../app/paths.ts';
import { doctorHome, doctorMessages, doctorMine, doctorPatients, patientInfo } from './home-screens.ts';
import { comingSoonAll, page } from './route-kit.ts';

const FAMILY = 'health-doctor';

/** health-doctor family of spec/routes.tsv. */
export const healthDoctorRoutes: RouteObject[] = [
  page(DOCTOR_PATHS.home, doctorHome),
  page('/health/doctor/article/list', () => import('../features/articles/DoctorArticleListScreen.tsx')),
  page('/health/doctor/article/write', () => import('../features/articles/ArticleWriteScreen.tsx')),
  page('/health/doctor/article/collect', () => import('../features/articles/CollectedArticlesScreen.tsx')),
  page('/health/doctor/login', () => import('../features/auth/DoctorLoginScreen.tsx')),
  page('/health/doctor/yzh/login', () => import('../features/auth/YzhDoctorLoginScreen.tsx')),
  page('/health/doctor/mine/index', doctorMine),
  page('/health/doctor/audit/record', () => import('../features/audit/AuditTrailScreen.tsx')),
  page('/health/doctor/message/index', doctorMessages),
  page('/health/doctor/inquiry/consult', () => import('../features/doctor-services/ConsultScreen.tsx')),
  page('/health/doctor/consult/room', () => import('../features/chat/DoctorRoomScreen.tsx')),
  page('/health/doctor/wallet/income', () => import('../features/wallet/IncomeScreen.tsx')),
  page('/health/doctor/wallet/withdraw', () => import('../features/wallet/WithdrawScreen.tsx')),
  page('/health/doctor/wallet/bank', () => import('../features/wallet/BankScreen.tsx')),
  page('/health/doctor/patient/reserve', () => import('../features/reserve/DoctorReserveScreen.tsx')),
  page('/health/doctor/info', () => import('../features/doctor-profile/InfoScreen.tsx')),
  page('/health/doctor/info/edit', () => import('../features/doctor-profile/InfoEditScreen.tsx')),
  page('/health/doctor/department/list', () => import('../features/doctor-profile/DepartmentListScreen.tsx')),
  page('/health/doctor/message/detail', () => import('../features/doctor-services/MessageDetailScreen.tsx')),
  page('/health/doctor/chat/middle', () => import('../features/doctor-services/ChatMiddleScreen.tsx')),
  page(
    '/health/doctor/inquiry/service/setting',
    () => import('../features/doctor-services/ServiceSettingScreen.tsx'),
  ),
  page(
    '/health/doctor/inquiry/grab/orders',
    () => import('../features/doctor-services/GrabOrdersScreen.tsx'),
  ),
  page('/health/doctor/notice/index', () => import('../features/doctor-services/NoticeScreen.tsx')),
  page('/health/doctor/notice/list', () => import('../features/doctor-services/NoticeListScreen.tsx')),
  page('/health/doctor/advice', () => import('../features/follow/AdviceScreen.tsx')),
  page(
    '/health/doctor/patient/report/assign/follow/plan',
    () => import('../features/follow/AssignPlanScreen.tsx'),
  ),
  page('/health/doctor/patient/follow/add', () => import('../features/follow/PlanAddScreen.tsx')),
  page('/health/doctor/patient/follow/plan', () => import('../features/follow/PlanListScreen.tsx')),
  page('/health/doctor/patient/follow/plan/detail', () => import('../features/follow/PlanDetailScreen.tsx')),
  page('/health/doctor/patient/follow/check/form', () => import('../features/follow/CheckFormScreen.tsx')),
  page('/health/doctor/server/record', () => import('../features/follow/ServerRecordScreen.tsx')),
  page('/health/doctor/follow/appoint/push', () => import('../features/follow/AppointPushScreen.tsx')),
  page('/health/doctor/sickbed', () => import('../features/sickbed/SickbedListScreen.tsx')),
  page('/health/doctor/sickbed/info', () => import('../features/sickbed/SickbedInfoScreen.tsx')),
  page('/health/doctor/sickbed/pass', () => import('../features/sickbed/SickbedPassScreen.tsx')),
  page('/health/doctor/sickbed/manage', () => import('../features/sickbed/SickbedManageScreen.tsx')),
  page('/health/doctor/sickbed/phone/record', () => import('../features/sickbed/PhoneRecordScreen.tsx')),
  page('/health/doctor/sickbed/door/service', () => import('../features/sickbed/DoorServiceScreen.tsx')),
  page(
    '/health/doctor/sickbed/door/add/door/service',
    () => import('../features/sickbed/DoorServiceAddScreen.tsx'),
  ),
  page('/health/doctor/transfer/list', () => import('../features/referral/ReferralListScreen.tsx')),
  page('/health/doctor/transfer/add', () => import('../features/referral/ReferralAddScreen.tsx')),
  page('/health/doctor/transfer/detail', () => import('../features/referral/ReferralDetailScreen.tsx')),
  page('/health/doctor/sign/manage', () => import('../features/contracts/SignManageScreen.tsx')),
  page('/health/doctor/sign/add', () => import('../features/contracts/SignAddScreen.tsx')),
  page('/health/doctor/sign/detail', () => import('../features/contracts/SignDetailScreen.tsx')),
  page('/health/doctor/user/sign/detail', () => import('../features/contracts/UserSignDetailScreen.tsx')),
  page('/health/doctor/family/monitor', () => import('../features/contracts/FamilyMonitorScreen.tsx')),
  page(
    '/health/doctor/family/monitor/detail',
    () => import('../features/contracts/FamilyMonitorDetailScreen.tsx'),
  ),
  page('/health/doctor/patient/index', doctorPatients),
  page('/health/doctor/manage/patient', doctorPatients),
  page('/health/doctor/patient/select', doctorPatients),
  page('/health/doctor/patient/info', patientInfo),
  page('/health/doctor/patient/ai/info', patientInfo),
  page(
    '/health/doctor/patient/evaluate',
    () => import('../features/doctor-patients/PatientEvaluateScreen.tsx'),
  ),
  page('/health/doctor/patient/report', () => import('../features/doctor-patients/PatientReportScreen.tsx')),
  page(
    '/health/doctor/patient/report/recept',
    () => import('../features/doctor-patients/PatientReceptScreen.tsx'),
  ),
  page(DOCTOR_PATHS.check, () => import('../features/doctor-review/ReviewHubScreen.tsx')),
  ...comingSoonAll(FAMILY, []),
];
