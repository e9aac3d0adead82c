import { AUTH_STORAGE_KEY, AUTH_STORAGE_SUFFIX } from '@kanghu/shared';

/**
 * Client storage (spec 1 sections 3 and 9): every value is written to local storage, session
 * storage and a cookie together, and read back from the first that has it. Tokens on an ignore
 * list (revoked after a 401) read as empty wherever a stale copy survives.
 */

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CookieStore {
  get(name: string): string | null;
  set(name: string, value: string): void;
  remove(name: string): void;
}

export interface StorageBackends {
  local?: KeyValueStore | null;
  session?: KeyValueStore | null;
  cookie?: CookieStore | null;
}

/** Keys of our own (the spec names only the token and official-account keys). */
export const STORAGE_KEYS = {
  project: 'project',
  userInfo: 'userInfo',
  currentPatientId: 'currentPatientId',
  isBackendDoctor: 'isBackendDoctor',
  ignoreTokens: 'ignoreTokens',
  loginRedirect: 'loginRedirect',
} as const;

const IGNORE_LIST_MAX = 20;

export interface AppStorage {
  get(key: string): string;
  set(key: string, value: string): void;
  remove(key: string): void;
  getJson<T>(key: string): T | null;
  setJson(key: string, value: unknown): void;
  /** Storage key of the token: `{project}_Authorization`, or `Authorization` without a project. */
  tokenKey(project?: string | null): string;
  getToken(project?: string | null): string;
  setToken(project: string | null | undefined, token: string): void;
  clearToken(project?: string | null): void;
  /** Puts a token on the ignore list: it reads as empty from now on. */
  ignoreToken(token: string): void;
  /** Per-project key for other values (user info, current patient). */
  scoped(project: string | null | undefined, key: string): string;
}

type Log = (message: string, error: unknown) => void;

function safely<T>(log: Log, what: string, fn: () => T): T | null {
  try {
    return fn();
  } catch (error) {
    log(`storage: ${what} failed`, error);
    return null;
  }
}

export function createStorage(backends: StorageBackends, log: Log = () => {}): AppStorage {
  const { local, session, cookie } = backends;

  const read = (key: string): string => {
    const fromLocal = local ? safely(log, 'local read', () => local.getItem(key)) : null;
    if (fromLocal !== null) return fromLocal;
    const fromSession = session ? safely(log, 'session read', () => session.getItem(key)) : null;
    if (fromSession !== null) return fromSession;
    const fromCookie = cookie ? safely(log, 'cookie read', () => cookie.get(key)) : null;
    return fromCookie ?? '';
  };

  const write = (key: string, value: string): void => {
    if (local) safely(log, 'local write', () => local.setItem(key, value));
    if (session) safely(log, 'session write', () => session.setItem(key, value));
    // A cookie write failure is only logged (spec 1 section 8).
    if (cookie) safely(log, 'cookie write', () => cookie.set(key, value));
  };

  const remove = (key: string): void => {
    if (local) safely(log, 'local remove', () => local.removeItem(key));
    if (session) safely(log, 'session remove', () => session.removeItem(key));
    if (cookie) safely(log, 'cookie remove', () => cookie.remove(key));
  };

  const getJson = <T>(key: string): T | null => {
    const text = read(key);
    if (!text) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  };

  const ignored = (): string[] => {
    const list = getJson<unknown>(STORAGE_KEYS.ignoreTokens);
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  };

  const tokenKey = (project?: string | null): string =>
    project ? `${project}${AUTH_STORAGE_SUFFIX}` : AUTH_STORAGE_KEY;

  return {
    get: read,
    set: write,
    remove,
    getJson,
    setJson: (key, value) => write(key, JSON.stringify(value)),
    tokenKey,
    getToken(project) {
      const token = read(tokenKey(project));
      return token && !ignored().includes(token) ? token : '';
    },
    setToken(project, token) {
      write(tokenKey(project), token);
    },
    clearToken(project) {
      remove(tokenKey(project));
    },
    ignoreToken(token) {
      if (!token) return;
      const list = ignored().filter((t) => t !== token);
      list.push(token);
      write(STORAGE_KEYS.ignoreTokens, JSON.stringify(list.slice(-IGNORE_LIST_MAX)));
    },
    scoped: (project, key) => (project ? `${project}_${key}` : key),
  };
}

/** Cookie adapter over `document.cookie`; 30 days, whole site, Lax, Secure on https. */
export function documentCookieStore(doc: Document, secure: boolean): CookieStore {
  const attributes = `; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      const part = doc.cookie.split('; ').find((c) => c.startsWith(prefix));
      return part === undefined ? null : decodeURIComponent(part.slice(prefix.length));
    },
    set(name, value) {
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=2592000${attributes}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; max-age=0${attributes}`;
    },
  };
}

/** The browser's three stores; a store that throws on access (private mode) is left out. */
export function browserBackends(win: Window): StorageBackends {
  const pick = (get: () => Storage): KeyValueStore | null => {
    try {
      return get();
    } catch {
      return null;
    }
  };
  return {
    local: pick(() => win.localStorage),
    session: pick(() => win.sessionStorage),
    cookie: documentCookieStore(win.document, win.location.protocol === 'https:'),
  };
}
