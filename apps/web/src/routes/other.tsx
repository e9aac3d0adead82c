import type { RouteObject } from 'react-router';
import { HUT_REGION_PATHS } from '../app/paths.ts';
import { COPD_PATHS } from '../features/copd/paths.ts';
import { FZJJH_PATHS } from '../features/fracture/paths.ts';
import { comingSoonAll, page } from './route-kit.ts';

const FAMILY = 'other';

/** other family of spec/routes.tsv. */
export const otherRoutes: RouteObject[] = [
  page('/official/bind/user/login', () => import('../features/auth/third/OfficialLoginScreen.tsx')),
  page('/official/invite/bind', () => import('../features/auth/third/OfficialInviteBindScreen.tsx')),
  page('/app/linghu/token', () => import('../features/auth/third/CredentialLoginScreen.tsx')),
  page(HUT_REGION_PATHS.reportInfo, () => import('../features/iot-hut/HutReportInfoScreen.tsx')),
  page(HUT_REGION_PATHS.report, () => import('../features/iot-hut/HutReportScreen.tsx')),
  page(HUT_REGION_PATHS.place, () => import('../features/iot-hut/HutPlaceScreen.tsx')),
  page(FZJJH_PATHS.home, () => import('../features/fracture/FzjjhHomeScreen.tsx')),
  page(FZJJH_PATHS.index, () => import('../features/fracture/FzjjhIndexScreen.tsx')),
  page(FZJJH_PATHS.probability, () => import('../features/fracture/FractureProbabilityScreen.tsx')),
  page(FZJJH_PATHS.result, () => import('../features/fracture/FractureResultScreen.tsx')),
  page(FZJJH_PATHS.privacy, () => import('../features/fracture/FracturePrivacyScreen.tsx')),
  page(FZJJH_PATHS.questionResult, () => import('../features/fracture/FzjjhQuestionResultScreen.tsx')),
  page(COPD_PATHS.breath, () => import('../features/copd/BreathQuestionScreen.tsx')),
  page('/remote/consulation', () => import('../features/video/RemoteConsultScreen.tsx')),
  page('/test/video/1', () => import('../features/video/HostTestScreen.tsx')),
  page('/test/video/2', () => import('../features/video/InviteJoinScreen.tsx')),
  page('/test/video/3', () => import('../features/video/ConsultRoomScreen.tsx')),
  page('/app/conference/index', () => import('../features/conference/ConferenceListScreen.tsx')),
  page('/app/mcn/conference', () => import('../features/conference/ConferenceListScreen.tsx')),
  page('/app/mcn/index', () => import('../features/conference/MicrostationScreen.tsx')),
  page('/app/other/health/picture', () => import('../features/articles/MaterialListScreen.tsx')),
  page('/app/other/health/picture/index', () => import('../features/articles/MaterialListScreen.tsx')),
  ...comingSoonAll(FAMILY, [
    '/app/hywebsite/index',
    '/app/hywebsite/intro',
    '/app/hywebsite/question',
    '/app/hywebsite/detail',
    '/app/jkxw/index',
    '/app/jkxw/user/info',
    '/app/jkxw/user',
    '/app/jkxw/bind',
    '/app/jkxw/detection',
    '/app/dkstore/index',
    '/ykys/download',
    '/ykjk/download',
    '/app/test/set',
    '/app/other/follow/gather',
    '/app/other/patient/print',
  ]),
];
