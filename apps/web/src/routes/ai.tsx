import type { RouteObject } from 'react-router';
import { AI_PATHS } from '../app/paths.ts';
import { AI_OPS_PATHS } from '../features/ai-ops/paths.ts';
import { COPD_PATHS } from '../features/copd/paths.ts';
import { comingSoonAll, page } from './route-kit.ts';

const FAMILY = 'ai';

/** ai family of spec/routes.tsv. */
export const aiRoutes: RouteObject[] = [
  page(COPD_PATHS.aiFollow, () => import('../features/copd/AiCopdQuestionScreen.tsx')),
  page(AI_OPS_PATHS.phoneRecord, () => import('../features/ai-ops/CallRecordScreen.tsx')),
  page(AI_OPS_PATHS.dialer, () => import('../features/ai-ops/DialerListScreen.tsx')),
  page(AI_OPS_PATHS.door, () => import('../features/ai-ops/DoorBeforeScreen.tsx')),
  page(AI_OPS_PATHS.doorSearch, () => import('../features/ai-ops/DoorSearchScreen.tsx')),
  page(AI_OPS_PATHS.doorDevice, () => import('../features/ai-ops/DoorDeviceScreen.tsx')),
  page(AI_OPS_PATHS.doorForm, () => import('../features/ai-ops/DoorFormScreen.tsx')),
  page(AI_OPS_PATHS.followForm, () => import('../features/ai-ops/FollowFormScreen.tsx')),
  ...comingSoonAll(FAMILY, [
    AI_PATHS.patientFind,
    AI_PATHS.exceptions,
    '/app/ai/exception/handling/detail',
    '/app/ai/xc/exception/handling/detail',
    AI_PATHS.highRisk,
    '/app/ai/patient/high/manage/detail',
    '/app/ai/patient/physical/record',
    AI_PATHS.massMessaging,
    '/app/ai/mass/messaging/detail',
    '/app/ai/mass/messaging/list',
    AI_PATHS.postDiagnosis,
    AI_PATHS.beforeQuestion,
    '/app/ai/before/question/add',
    '/app/ai/lucheng/bind/patient',
    '/app/ai/weight/article/list',
    '/app/ai/weight/detail',
    '/app/ai/risk/profile',
    '/app/ai/health/manage/path',
    '/app/ai/patient/inspection/check',
    '/ai/custom/follow/add/medicine',
    '/ai/custom/follow/copd/add/medicine',
    '/tooth/register',
    '/tooth/register/index',
  ]),
];
