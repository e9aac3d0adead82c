import type { RouteObject } from 'react-router';
import { BACKEND_PATHS } from '../features/backend-doctor/paths.ts';
import { screen } from './lazy-screen.ts';
import { comingSoonAll, page } from './route-kit.ts';

const FAMILY = 'entry';
const doctorLogin = () => import('../features/auth/DoctorLoginScreen.tsx');
const decryptionLogin = () => import('../features/auth/third/DecryptionLoginScreen.tsx');
const credentialLogin = () => import('../features/auth/third/CredentialLoginScreen.tsx');

/**
 * Entry family of spec/routes.tsv: index, error, the sign-in entries (own accounts, DingTalk,
 * partner decryption and validation logins), webview and the demo notes. `/` is in
 * entry-root.tsx; the 404 route is added last by the router.
 */
export const entryRoutes: RouteObject[] = [
  // /index is redirected by the guard; it renders only when no index path is configured.
  page('/index', () => import('../features/system/IndexScreen.tsx')),
  page('/error', () => import('../features/system/ErrorScreen.tsx')),
  page('/login', () => import('../features/auth/GeneralLoginScreen.tsx')),
  page('/dingtalk/login', () => import('../features/auth/third/DingTalkLoginScreen.tsx')),
  page('/doctor/login', doctorLogin),
  page('/doctor/login/index', doctorLogin),
  page('/webview', () => import('../features/system/WebviewScreen.tsx')),
  page('/login/demo/show', () => import('../features/system/DemoShowScreen.tsx')),
  page('/:org/rsa', decryptionLogin),
  page('/:org/zhoushan/patient', decryptionLogin),
  page('/:org/des3', decryptionLogin),
  page('/:org/decryption/patient/login/', decryptionLogin),
  page('/valid/third/login/:path', credentialLogin),
  // The backend-doctor mode: a pathless layout (doctor check, the stored backend flag) holding the
  // parent route and its child.
  {
    id: 'doctor-backend',
    lazy: screen(() => import('../features/backend-doctor/BackendDoctorLayout.tsx')),
    children: [
      page(BACKEND_PATHS.home, () => import('../features/backend-doctor/BackendHomeScreen.tsx')),
      page(BACKEND_PATHS.lungCollect, () => import('../features/lung/LungCollectScreen.tsx')),
    ],
  },
  ...comingSoonAll(FAMILY, ['/a/board/:project', '/a/board/:project/detail']),
];

export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: screen(() => import('../features/system/NotFoundScreen.tsx')),
};
