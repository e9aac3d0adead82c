import type { RouteObject } from 'react-router';
import { page } from './route-kit.ts';

/**
 * tasks-chat-accounts family of spec/routes.tsv: the patient account screens (sign-in, register,
 * forgotten password, agreements, settings, password, current patient), the system messages,
 * chat, and the staff task centre.
 */
export const accountRoutes: RouteObject[] = [
  page('/health/user/login', () => import('../features/auth/PatientLoginScreen.tsx')),
  page('/family/bed/user/login', () => import('../features/auth/FamilyBedLoginScreen.tsx')),
  page('/health/user/register', () => import('../features/auth/RegisterScreen.tsx')),
  page('/health/user/forgetpassword', () => import('../features/auth/ForgetPasswordScreen.tsx')),
  page('/health/user/protocol', () => import('../features/account/ProtocolScreen.tsx')),
  page('/health/user/protocol/custom', () => import('../features/account/PrivacyScreen.tsx')),
  page('/health/user/set/index', () => import('../features/account/SettingsScreen.tsx')),
  page('/health/user/set/access/record', () => import('../features/audit/AccessRecordScreen.tsx')),
  page('/health/user/set/update/password', () => import('../features/account/UpdatePasswordScreen.tsx')),
  page('/health/user/change/patient', () => import('../features/account/ChangePatientScreen.tsx')),
  page('/message/system/list', () => import('../features/messages/SystemMessageListScreen.tsx')),
  page('/message/system/detail', () => import('../features/messages/SystemMessageDetailScreen.tsx')),
  page('/health/chat/list', () => import('../features/chat/ChatListScreen.tsx')),
  page('/chat', () => import('../features/chat/ChatRoomScreen.tsx')),
  page('/health/task/index', () => import('../features/tasks/TaskCenterScreen.tsx')),
  page('/health/task/finish', () => import('../features/tasks/TaskFinishScreen.tsx')),
  page('/ai/chat', () => import('../features/ai-chat/AiChatScreen.tsx')),
  page('/chatGPT', () => import('../features/ai-chat/AiChatScreen.tsx')),
];
