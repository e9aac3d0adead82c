import type { Role, SessionInfo, UserType } from '@kanghu/shared';
import { type AppStorage, STORAGE_KEYS } from './storage.ts';

/** The compact user snapshot kept in storage (the full session lives in the query cache). */
export interface StoredUser {
  id: number;
  name: string | null;
  userType: UserType;
  role: Role;
}

export function saveSession(storage: AppStorage, project: string, info: SessionInfo): void {
  storage.setToken(project, info.token);
  saveUser(storage, project, info);
}

export function saveUser(storage: AppStorage, project: string, info: SessionInfo): void {
  const user: StoredUser = {
    id: info.user.id,
    name: info.user.name,
    userType: info.user.userType,
    role: info.user.role,
  };
  storage.setJson(storage.scoped(project, STORAGE_KEYS.userInfo), user);
}

export function storedUser(storage: AppStorage, project: string): StoredUser | null {
  return storage.getJson<StoredUser>(storage.scoped(project, STORAGE_KEYS.userInfo));
}

/** Signs out locally: token and user info of this project. */
export function clearSession(storage: AppStorage, project: string): void {
  storage.clearToken(project);
  storage.remove(storage.scoped(project, STORAGE_KEYS.userInfo));
}

/** The path and query a token-less visitor asked for, restored after sign-in. */
export function rememberLoginRedirect(storage: AppStorage, target: string): void {
  storage.set(STORAGE_KEYS.loginRedirect, target);
}

export function takeLoginRedirect(storage: AppStorage): string {
  const target = storage.get(STORAGE_KEYS.loginRedirect);
  storage.remove(STORAGE_KEYS.loginRedirect);
  // Only our own paths: never an absolute URL handed in from outside.
  return target.startsWith('/') && !target.startsWith('//') ? target : '';
}

/** Where a 401 sends the user: doctors to the doctor login of the project, others to the default path. */
export function loginPathFor(
  user: StoredUser | null,
  project: string,
  defaultPath: string | null,
  isBackendDoctor: boolean,
): string {
  if (isBackendDoctor || user?.userType === 'servicer') {
    return `/doctor/login?platformName=${encodeURIComponent(project)}`;
  }
  return defaultPath ?? '/health/user/login';
}
