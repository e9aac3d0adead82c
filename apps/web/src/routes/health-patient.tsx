import type { RouteObject } from 'react-router';
import { PATIENT_PATHS } from '../app/paths.ts';
import { BABY_PATHS } from '../features/child-health/paths.ts';
import { userHome } from './home-screens.ts';
import { page } from './route-kit.ts';

/** health-patient family of spec/routes.tsv. */
export const healthPatientRoutes: RouteObject[] = [
  page('/health/user/info/edit', () => import('../features/account/InfoEditScreen.tsx')),
  page(PATIENT_PATHS.home, userHome),
  page('/health/patient/my/patient', () => import('../features/patients/MyPatientsScreen.tsx')),
  page('/health/patient/bind/patient', () => import('../features/patients/BindPatientScreen.tsx')),
  page('/health/patient/detail', () => import('../features/patients/PatientDetailScreen.tsx')),
  page('/health/patient/add', () => import('../features/patients/AddPatientScreen.tsx')),
  page(
    '/health/patient/blood/pressure/detail',
    () => import('../features/measurements/BloodPressureScreen.tsx'),
  ),
  page(
    '/health/patient/blood/pressure/report/list',
    () => import('../features/measurements/BpReportListScreen.tsx'),
  ),
  page(
    '/health/patient/blood/pressure/report/detail',
    () => import('../features/measurements/BpReportDetailScreen.tsx'),
  ),
  page('/health/patient/watch/bind', () => import('../features/devices/WatchBindScreen.tsx')),
  page('/device/blue/tooth/scan/device', () => import('../features/devices/ScanDeviceScreen.tsx')),
  page('/health/patient/weight/detail', () => import('../features/measurements/WeightScreen.tsx')),
  page(
    '/health/patient/weight/device/record',
    () => import('../features/measurements/WeightRecordScreen.tsx'),
  ),
  page('/health/patient/life/record', () => import('../features/measurements/LifeRecordScreen.tsx')),
  page('/health/patient/life/add', () => import('../features/measurements/LifeAddScreen.tsx')),
  page('/health/patient/life/habit', () => import('../features/life/HabitScreen.tsx')),
  page('/health/patient/sport', () => import('../features/life/SportScreen.tsx')),
  page('/health/patient/sport/ai', () => import('../features/life/SportAiScreen.tsx')),
  page('/health/patient/eat/ai', () => import('../features/life/EatAiScreen.tsx')),
  page('/health/patient/life/ai/add', () => import('../features/life/LifeAiAddScreen.tsx')),
  page('/health/patient/check/and/inspection', () => import('../features/records/CheckListScreen.tsx')),
  page('/health/patient/check/and/inspection/add', () => import('../features/records/CheckAddScreen.tsx')),
  page(
    '/health/patient/check/and/inspection/detail',
    () => import('../features/records/CheckDetailScreen.tsx'),
  ),
  page(
    '/health/patient/check/and/inspection/detail/new',
    () => import('../features/records/CheckDetailScreen.tsx'),
  ),
  page('/health/patient/examination/list', () => import('../features/records/ExaminationListScreen.tsx')),
  page('/health/patient/examination/detail', () => import('../features/records/ExaminationDetailScreen.tsx')),
  page('/health/patient/inquiry/service/info', () => import('../features/inquiry/ServiceInfoScreen.tsx')),
  page('/health/patient/inquiry/pay', () => import('../features/inquiry/PayScreen.tsx')),
  page('/health/patient/inquiry/pay/success', () => import('../features/inquiry/PaySuccessScreen.tsx')),
  page('/health/order/inquiry/list', () => import('../features/inquiry/OrderListScreen.tsx')),
  page('/health/order/inquiry/detail', () => import('../features/inquiry/OrderDetailScreen.tsx')),
  page('/health/patient/inquiry/photo', () => import('../features/inquiry/PhotoScreen.tsx')),
  page('/health/patient/inquiry/reserve', () => import('../features/inquiry/ReserveInquiryScreen.tsx')),
  page('/health/order/recipe', () => import('../features/inquiry/RecipeScreen.tsx')),
  page('/health/order/inquiry/test', () => import('../features/inquiry/TestOrderScreen.tsx')),
  page('/health/question/select', () => import('../features/inquiry/QuestionSelectScreen.tsx')),
  page('/health/patient/reserve/doctor/list', () => import('../features/reserve/DoctorListScreen.tsx')),
  page('/health/patient/reserve/doctor/info', () => import('../features/reserve/DoctorInfoScreen.tsx')),
  page('/health/patient/reserve/pay', () => import('../features/reserve/PayScreen.tsx')),
  page('/health/patient/reserve/pay/success', () => import('../features/reserve/PaySuccessScreen.tsx')),
  page('/health/order/reserve/list', () => import('../features/reserve/OrderListScreen.tsx')),
  page('/health/order/reserve/detail', () => import('../features/reserve/OrderDetailScreen.tsx')),
  page('/health/patient/family/bed/apply', () => import('../features/care/SickbedApplyScreen.tsx')),
  page('/health/patient/server/manage', () => import('../features/care/ServiceManageScreen.tsx')),
  page('/health/patient/server/manage/comment', () => import('../features/care/ServiceCommentScreen.tsx')),
  page('/health/patient/pre/sign', () => import('../features/care/PreSignScreen.tsx')),
  page('/health/patient/add/pre/sign', () => import('../features/care/AddPreSignScreen.tsx')),
  page('/health/patient/health/manage/path', () => import('../features/care/HealthPathScreen.tsx')),
  page(
    '/health/patient/follow/programme/intervene/last/report',
    () => import('../features/follow/LastReportScreen.tsx'),
  ),
  page(
    '/health/patient/follow/programme/intervene/appointment/history',
    () => import('../features/follow/AppointmentHistoryScreen.tsx'),
  ),
  page(
    '/health/patient/follow/programme/intervene/detail',
    () => import('../features/follow/ProgrammeDetailScreen.tsx'),
  ),
  page('/health/patient/list/question', () => import('../features/questionnaire/QuestionListScreen.tsx')),
  page('/health/patient/question/form', () => import('../features/questionnaire/QuestionFormScreen.tsx')),
  page('/health/patient/question/result', () => import('../features/questionnaire/QuestionResultScreen.tsx')),
  page(
    '/health/patient/question/history',
    () => import('../features/questionnaire/QuestionHistoryScreen.tsx'),
  ),
  page(
    '/health/patient/:patientId/question/:questionId/no/login/form',
    () => import('../features/questionnaire/NoLoginFormScreen.tsx'),
  ),
  page(BABY_PATHS.list, () => import('../features/child-health/BabyQuestionScreen.tsx')),
  page(BABY_PATHS.info, () => import('../features/child-health/BabyQuestionInfoScreen.tsx')),
];
