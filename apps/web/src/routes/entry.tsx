import type { RouteObject } from 'react-router';
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
  page(
    '/doctor/backend/lung/report/question/collect',
    () => import('../features/lung/LungCollectScreen.tsx'),
  ),
  ...comingSoonAll(FAMILY, ['/doctor/backend', '/a/board/:project', '/a/board/:project/detail']),
];

export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: screen(() => import('../features/system/NotFoundScreen.tsx')),
};
